import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNTS } from '#server/seed/index';
import { freshDatabase } from './harness';
import { type GatewayProcess, spawnGateway, waitHealthy } from './process';

/**
 * Issue 27 §1: gateways behind one load balancer on one PostgreSQL, each with a DATA_DIR of its own
 * (nothing a request needs may live only there). Run from sources: `npm test` builds the bundle after this suite.
 */
describe.skipIf(!process.env.DATABASE_URL)('two gateway processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let a: GatewayProcess;
  let b: GatewayProcess;
  const dirs: string[] = [];
  let sql: pg.Client;

  beforeAll(async () => {
    db = await freshDatabase();
    const env = () => {
      const dir = mkdtempSync(join(tmpdir(), 'fd-gw-'));
      dirs.push(dir);
      return { DATABASE_URL: db.url, DATA_DIR: dir, SEED: 'demo' };
    };
    // started at once on the empty database: one seeds, the other waits and finds the data
    a = spawnGateway(env());
    b = spawnGateway(env());
    await Promise.all([waitHealthy(a, 240_000), waitHealthy(b, 240_000)]);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    await sql?.end();
    for (const gp of [a, b]) {
      gp?.child.kill('SIGTERM');
      await gp?.exited;
    }
    await db?.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A URL the gateway answered (path-absolute, as the portal is sent it), asked of gateway `gp`. */
  const on = (gp: GatewayProcess, url: string) => {
    const { pathname, search } = new URL(url, 'http://any');
    return `${new URL(gp.base).origin}${pathname}${search}`;
  };

  it('both answer, and the demo data is there once', async () => {
    const count = async (table: string) => Number((await sql.query(`select count(*) as n from ${table}`)).rows[0].n);
    expect(await count('campaign')).toBe(DEMO_COUNTS.campaigns);
    expect(await count('company')).toBe(DEMO_COUNTS.companies);
    // the seed's three demo images, stored once in the store and served by both
    const images = (await sql.query(`select name from stored_file where kind = 'images'`)).rows.map((r) => r.name as string);
    expect(images).toHaveLength(3);
    for (const gp of [a, b]) {
      const res = await fetch(`${gp.base}/files/v1/images/${images[0]}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).format).toBe('png');
    }
  });

  it('serves an image uploaded through one from the other, whole and by range, with the same headers', async () => {
    const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f6fdb' } }).png().toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
    const uploaded = await fetch(`${a.base}/files/v1/images/`, { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const { fileURL } = await uploaded.json();

    const whole = await fetch(on(b, fileURL));
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const fromA = await fetch(on(a, fileURL), { method: 'HEAD' });
    expect(whole.headers.get('etag')).toBe(fromA.headers.get('etag'));

    const part = await fetch(on(b, fileURL), { headers: { range: 'bytes=10-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-99/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 100))).toBe(true);
    expect((await fetch(on(b, fileURL), { headers: { range: `bytes=${bytes.length}-` } })).status).toBe(416);
  });

  it('takes a video on the other gateway with a URL signed by one, and refuses the URL a second time on either', async () => {
    const { data: url } = await (await fetch(`${a.base}/adminBackend/video/upload/ad-7`)).json();
    // an MP4 begins with an 'ftyp' box; 600 KB spans several stored chunks
    const video = Buffer.concat([Buffer.from('00000018667479706d703432', 'hex'), Buffer.alloc(600 * 1024, 7)]);
    const put = (gp: GatewayProcess) => fetch(on(gp, url), { method: 'PUT', headers: { 'content-type': 'video/mp4' }, body: new Uint8Array(video) });
    expect((await put(b)).status).toBe(200);
    expect((await put(a)).status).toBe(409);
    expect((await put(b)).status).toBe(409);
    const seek = await fetch(on(a, url.split('?')[0]), { headers: { range: 'bytes=262140-262150' } });
    expect(seek.status).toBe(206);
    expect(Buffer.from(await seek.arrayBuffer()).equals(video.subarray(262140, 262151))).toBe(true);
  });
});
