import { Hono } from 'hono';
import { newFileName, sign, signingKey } from '../files/storage';
import type { AppEnv } from './context';
import { badRequest } from './errors';
import { FILES_PATH, SIGNED_URL_SECONDS, type FileSettings } from './files';

/**
 * `GET /adminBackend/video/upload/{id}` (spec 2 §7 'Video signed URL'): answers `{ data: url }`, a
 * URL on the gateway itself that accepts one `PUT` of an MP4 for 15 minutes; the stored video is
 * then served at the same URL without its query string. `{id}` names what the video is for (the
 * ad); the file name itself is made by the server.
 */
export function videoRoutes(settings: FileSettings) {
  const routes = new Hono<AppEnv>({ strict: false });
  routes.get('/upload/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^[\w.-]{1,64}$/.test(id)) throw badRequest([{ fieldName: 'id', message: 'Must be 1 to 64 letters, digits, dots, dashes or underscores' }]);
    const path = `${FILES_PATH}/videos/${newFileName('mp4')}`;
    const expires = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
    const signature = sign(await signingKey(c.var.store), 'PUT', path, expires);
    return c.json({ data: `${settings.publicApiBase}${path}?expires=${expires}&signature=${signature}`, expires: new Date(expires * 1000).toISOString() });
  });
  return routes;
}
