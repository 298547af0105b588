import { Hono } from 'hono';
import { FILES_PATH, ownFileUrl } from '#domain/file-urls';
import { newFileName, sign, signingKey } from '#server/files/storage';
import type { AppEnv } from './context';
import { badRequest } from '#server/errors';
import { SIGNED_URL_SECONDS } from './files';

/**
 * `GET /adminBackend/video/upload/{id}` (spec 2 §7 'Video signed URL'): answers `{ data: url }`, a
 * URL on the gateway itself that accepts one `PUT` of an MP4 for 15 minutes; the stored video is
 * then served at the same URL without its query string. `{id}` names what the video is for (the
 * ad); the file name itself is made by the server. The URL is path-absolute (decision 005): the
 * portal PUTs it to the origin it was opened at, whatever that host is; the signature covers the
 * path under the API base, never a host.
 */
export function videoRoutes() {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/upload/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[\w.-]{1,64}$/.test(id)) throw badRequest([{ fieldName: 'id', message: 'Must be 1 to 64 letters, digits, dots, dashes or underscores' }]);
    const name = newFileName('mp4');
    const expires = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
    const signature = sign(await signingKey(c.var.store), 'PUT', `${FILES_PATH}/videos/${name}`, expires);
    return c.json({ data: `${ownFileUrl('videos', name)}?expires=${expires}&signature=${signature}`, expires: new Date(expires * 1000).toISOString() });
  });
  return routes;
}
