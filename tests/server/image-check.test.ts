import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drainMapping, startMappingWorker } from '#server/workers/mapping';
import type { Poller } from '#server/workers/poller';
import { isPrivateAddress } from '#server/workers/private-address';
import { adsPath, makeWorld, scanAd, scanFormat } from './ad-fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';
import { imageHost, PNG, resaveV3 } from './mapping-fixtures';

describe('private addresses', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::', '::1', '[::1]', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', 'fe80::1', 'fe80::1%eth0', 'fd00:ec2::254', 'fc00::1', 'ff02::1',
    '64:ff9b::7f00:1', '64:ff9b::10.0.0.1', '2002:7f00:1::1', '2001:db8::1', 'localhost', 'not-an-address',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

type Task = { name: string; stateType: string; error: string | null };

describe.each(STORE_KINDS)('mapping image checks on %s', (kind) => {
  let gw: Gateway;
  /** an image host standing in for an allowed one (an intranet host named in IMAGE_CHECK_PRIVATE_ORIGINS) */
  let allowed: Awaited<ReturnType<typeof imageHost>>;
  /** an image host on a private address nobody allowed: it must never be reached */
  let inside: Awaited<ReturnType<typeof imageHost>>;
  const workers: Poller[] = [];
  beforeAll(async () => {
    gw = await startGateway(kind);
    [allowed, inside] = await Promise.all([imageHost(), imageHost()]);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });
  afterAll(async () => {
    await gw.close();
    await Promise.all([allowed.close(), inside.close()]);
  });

  /** Runs the image tasks of one ad holding these URLs; answers each task by its URL. */
  async function checkImages(urls: string[]): Promise<Map<string, Task>> {
    const w = await makeWorld(gw, 'v3');
    const images = Object.fromEntries(urls.map((url, i) => [`img${i}`, { url }]));
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w, { format: { ...scanFormat(w), images } }) });
    expect(ad.status).toBe(201);
    await resaveV3(gw, w.campaignId);
    const worker = startMappingWorker({
      store: gw.store, autoStart: false, timeoutMs: 5000, privateOriginsAllowed: [allowed.base], ownFiles: gw.files,
    });
    workers.push(worker);
    await drainMapping(worker);
    const adTask = (await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}-a${ad.json.id}`)).json as { tasks: Task[] };
    return new Map(adTask.tasks.map((t) => [t.name, t]));
  }

  it('refuses loopback, private, link-local and metadata addresses, literal or resolved, without connecting', async () => {
    const port = new URL(inside.base).port;
    const urls = [
      `${inside.base}/ok.png`,
      `http://localhost:${port}/ok.png`,
      `http://[::ffff:127.0.0.1]:${port}/ok.png`,
      `http://[::1]:${port}/ok.png`,
      'http://169.254.169.254/latest/meta-data/iam.png',
      'http://10.0.0.8/a.png',
    ];
    const tasks = await checkImages(urls);
    for (const url of urls) expect(tasks.get(url), url).toMatchObject({ stateType: 'FAILURE', error: `Image URL ${url} is not allowed: private address` });
    expect(inside.hits.size).toBe(0);
  });

  it('follows at most 3 redirects and checks every hop again', async () => {
    const toInside = `${allowed.base}/to?url=${encodeURIComponent(`${inside.base}/ok.png`)}`;
    const toLocalhost = `${allowed.base}/to?url=${encodeURIComponent(`http://localhost:${new URL(inside.base).port}/ok.png`)}`;
    const tasks = await checkImages([`${allowed.base}/hops/3.png`, `${allowed.base}/hops/4.png`, toInside, toLocalhost]);
    expect(tasks.get(`${allowed.base}/hops/3.png`)).toMatchObject({ stateType: 'SUCCESS', error: null });
    expect(tasks.get(`${allowed.base}/hops/4.png`)).toMatchObject({ stateType: 'FAILURE', error: `Image URL ${allowed.base}/hops/4.png redirects more than 3 times` });
    expect(tasks.get(toInside)!.error).toBe(`Image URL ${toInside} is not allowed: private address (redirected to ${inside.base}/ok.png)`);
    expect(tasks.get(toLocalhost)!.error).toMatch(/is not allowed: private address \(redirected to http:\/\/localhost:\d+\/ok\.png\)$/);
    expect(inside.hits.size).toBe(0);
  });

  it('refuses a body over the 5 MB image limit, streamed or declared, and an image that does not decode', async () => {
    const [huge, declared, broken] = [`${allowed.base}/huge.png`, `${allowed.base}/huge-declared.png`, `${allowed.base}/broken.png`];
    const tasks = await checkImages([huge, declared, broken]);
    expect(tasks.get(huge)!.error).toBe(`Image URL ${huge} is larger than 5242880 bytes`);
    expect(tasks.get(declared)!.error).toBe(`Image URL ${declared} is larger than 5242880 bytes`);
    expect(tasks.get(broken)!.error).toBe(`Image ${broken} is damaged or larger than 50000000 pixels`);
  });

  it("checks this gateway's own images on disk, by absolute or relative URL, and names what is not one", async () => {
    const form = new FormData();
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
    const upload = await fetch(`${gw.base}/files/v1/images/`, { method: 'POST', body: form });
    // the URL as answered and stored (path-absolute), and as stored before: absolute under PUBLIC_URL
    const { fileURL: relative } = (await upload.json()) as { fileURL: string };
    const absolute = new URL(relative, gw.base).href;
    const notAnImage = `${gw.base}/config/v1/flags`;
    const tasks = await checkImages([absolute, relative, notAnImage]);
    expect(tasks.get(absolute)).toMatchObject({ stateType: 'SUCCESS' });
    expect(tasks.get(relative)).toMatchObject({ stateType: 'SUCCESS' });
    expect(tasks.get(notAnImage)!.error).toBe(`Image URL ${notAnImage} is not an image file this gateway stores`);
  });
});
