import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ifMatch } from './fixtures';
import type { Gateway } from './harness';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A file that starts like a PNG but is not one. */
const BROKEN_PNG = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 0x41)]);
/** Larger than the 5 MB image limit. */
const HUGE = 5 * 1024 * 1024 + 1;

/**
 * Image host on 127.0.0.1: /ok.png is a PNG, /fake.png says image/png but is text, /broken.png has a
 * PNG's signature and nothing else, /slow.png answers late, /huge.png streams more than 5 MB
 * (/huge-declared.png says so in Content-Length), /hops/{n}.png redirects n times before the PNG,
 * /to?url=U redirects to U; the rest 404 unless added.
 */
export async function imageHost(): Promise<{ base: string; add(path: string): void; hits: Map<string, number>; close(): Promise<void> }> {
  const extra = new Set<string>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/fake.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
    if (path === '/broken.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(BROKEN_PNG);
    if (path === '/huge.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(HUGE)]));
    if (path === '/huge-declared.png') return res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(HUGE) }).end();
    const hops = /^\/hops\/(\d+)\.png$/.exec(path);
    if (hops) return Number(hops[1]) > 0 ? res.writeHead(302, { location: `/hops/${Number(hops[1]) - 1}.png` }).end() : res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path.startsWith('/to?')) return res.writeHead(302, { location: new URLSearchParams(path.slice(4)).get('url') ?? '/' }).end();
    if (path === '/page.html') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (path.startsWith('/slow')) return void setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 1000);
    if (path === '/ok.png' || extra.has(path) || path.startsWith('/n/')) return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    add: (path) => extra.add(path),
    hits,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** Saves the campaign again through v3 (what rebuilds its mapping tree). */
export async function resaveV3(gw: Pick<Gateway, 'call'>, campaignId: string) {
  const current = await gw.call('GET', `/campaign/v3/campaigns/${campaignId}`);
  const res = await gw.call('PUT', `/campaign/v3/campaigns/${campaignId}`, { body: current.json, headers: ifMatch(current.json) });
  if (res.status !== 200) throw new Error(`resave ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

