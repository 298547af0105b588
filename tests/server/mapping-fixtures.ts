import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ifMatch } from './fixtures';
import type { Gateway } from './harness';

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Image host on 127.0.0.1: /ok.png is a PNG, /fake.png says image/png but is text, /slow.png answers late, the rest 404 unless added. */
export async function imageHost(): Promise<{ base: string; add(path: string): void; hits: Map<string, number>; close(): Promise<void> }> {
  const extra = new Set<string>();
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/fake.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not an image</html>');
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

