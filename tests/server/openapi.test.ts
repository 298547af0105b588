import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PatternRouter } from 'hono/router/pattern-router';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { MIN_NAME_LENGTH } from '#domain/text';
import { ROUTE_TABLE } from '#server/auth/permissions';
import { openApiDocument, openApiPath } from '#server/openapi/document';
import { startOutboxWorker } from '#server/workers/outbox';
import { OPERATIONS } from '#server/openapi/operations';
import { makeWorld, scanAd } from './ad-fixtures';
import { createChain, ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS, gatewayForSuite, startGateway } from './harness';
import { signedInGatewayForSuite } from './auth/oidc-fixture';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Doc = { paths: Record<string, Record<string, any>>; components: { responses: Record<string, any> } };

describe('the API description covers the route table', () => {
  const doc = openApiDocument('/flightdeck/services', 'test') as unknown as Doc;

  it('describes every call of the route table, with the permission the table gives it', () => {
    const missing = ROUTE_TABLE.filter(([method, pattern, permission]) => doc.paths[openApiPath(pattern).path]?.[method.toLowerCase()]?.['x-permission'] !== permission);
    expect(missing.map(([m, p]) => `${m} ${p}`), 'describe these in src/server/openapi/operations.ts').toEqual([]);
  });

  it('describes no call the table does not have', () => {
    const table = new Set(ROUTE_TABLE.map(([method, pattern]) => `${method} ${pattern}`));
    expect(Object.keys(OPERATIONS).filter((key) => !table.has(key))).toEqual([]);
  });

  it("states the rules JSON Schema cannot express in the field's description, in the rule's own words", () => {
    const schemas = (doc as unknown as { components: { schemas: Record<string, any> } }).components.schemas;
    expect(schemas.Campaign.description).toContain(`Rule: ${CAMPAIGN_RULES.endBeforeStart}`);
    expect(schemas.Company.properties.urls.items.description).toMatch(/^Rule: /);
    // and the rules it can express are schema keywords
    expect(schemas.Company.properties.name).toMatchObject({ minLength: MIN_NAME_LENGTH });
  });

  it('marks the public calls as needing no token, the others as needing a bearer token', () => {
    for (const [method, pattern, permission] of ROUTE_TABLE) {
      const op = doc.paths[openApiPath(pattern).path]![method.toLowerCase()];
      expect(op.security, `${method} ${pattern}`).toEqual(permission === 'public' ? [] : undefined);
      if (permission !== 'public') expect(op.responses['401'], `${method} ${pattern}`).toBeDefined();
    }
  });
});

/** The gateway's answers as they came, to check against the document. */
interface Answer {
  method: string;
  path: string;
  status: number;
  type: string;
  json: unknown;
}

/** The gateway with every JSON answer recorded (fixtures' calls included); `upload` posts a form. */
function recording(gw: Gateway): { gw: Gateway & { upload(path: string, form: FormData): Promise<unknown> }; answers: Answer[] } {
  const answers: Answer[] = [];
  const record = (method: string, path: string, res: { status: number; headers: Headers; json: unknown }) =>
    answers.push({ method, path: path.split('?')[0]!, status: res.status, type: res.headers.get('content-type') ?? '', json: res.json });
  const call: Gateway['call'] = async (method, path, options) => {
    const res = await gw.call(method, path, options);
    record(method, path, res);
    return res;
  };
  const upload = async (path: string, form: FormData) => {
    const res = await fetch(gw.base + path, { method: 'POST', body: form });
    const json: unknown = await res.json();
    record('POST', path, { status: res.status, headers: res.headers, json });
    return json;
  };
  return { gw: { ...gw, call, upload }, answers };
}

const router = new PatternRouter<string>();
for (const [method, pattern] of ROUTE_TABLE) router.add(method, pattern, pattern);
const patternOf = (method: string, path: string) => (router.match(method, path) as unknown as [[string, unknown][]])[0][0]?.[0];

/**
 * The document with each JSON answer as an example of its status, so that the linter checks it
 * against the documented schema; an answer whose status is not documented is a finding of its own.
 */
function withExamples(served: Doc, answers: Answer[]): { doc: Doc; undocumented: string[] } {
  const doc = structuredClone(served);
  const undocumented: string[] = [];
  answers.forEach((a, i) => {
    if (!/json/.test(a.type)) return;
    const pattern = patternOf(a.method, a.path);
    const call = `${a.method} ${a.path} → ${a.status}`;
    let response = pattern && doc.paths[openApiPath(pattern).path]?.[a.method.toLowerCase()]?.responses?.[a.status];
    if (!response) return undocumented.push(call);
    if (response.$ref) response = doc.components.responses[response.$ref.split('/').at(-1)];
    const media = response.content?.['application/json'];
    if (!media) return undocumented.push(`${call} (no JSON answer documented)`);
    (media.examples ??= {})[`answer${i}`] = { summary: call, value: a.json };
  });
  return { doc, undocumented };
}

/** `redocly lint` with the project's redocly.yaml: its problems, as `rule at pointer: message`. */
async function lint(doc: Doc): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc, null, 1));
    const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const run = promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'], { env, cwd: root, maxBuffer: 64 << 20 });
    // redocly exits non-zero when it finds an error; its report is on stdout either way
    const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    return report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Representative calls of each service, answered for real: successes and the error answers. */
async function representativeCalls(gw: ReturnType<typeof recording>['gw']): Promise<void> {
  const reads = ['/health', '/config/v1/flags', '/auth/v1/config', '/node/v1/definitions', '/trigger/management/api/v1/triggers', '/adminBackend/v1/users', '/adminBackend/v1/users?name=an&limit=5', '/adminBackend/video/upload/ad-1'];
  const legacy = ['/adminBackend/legacy/v1/filter/categories', '/adminBackend/legacy/v1/storyGroups', '/adminBackend/legacy/v1/ontology/taxonomyNodes', '/adminBackend/jobs/v1/jobs'];
  for (const path of [...reads, ...legacy]) await gw.call('GET', path);
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 20, channels: 3, background: '#2b6fd0' } }).png().toBuffer())], { type: 'image/png' }), 'logo.png');
  await gw.upload('/files/v1/images', form);
  const w = await makeWorld(gw, 'v3');
  const company = (await gw.call('GET', '/company/v1/companies?limit=1')).json.objects[0];
  await gw.call('GET', `/company/v1/companies/${company.id}`);
  await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['contract'] }, headers: ifMatch(company) });
  await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: company, headers: ifMatch(company) }); // stale: 412
  await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: company }); // 428
  await gw.call('POST', '/company/v1/companies', { body: { name: 'x' } }); // 400
  await gw.call('GET', '/company/v1/companies/nope'); // 404
  await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`);
  await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}`);
  await gw.call('PUT', `/campaign/v3/campaigns/${w.campaignId}/event?eventType=UPDATE`);
  await gw.call('GET', `${w.base}?limit=5`);
  const ad = (await gw.call('POST', `${w.base}/${w.adSetId}/ads`, { body: scanAd(w), headers: { 'Idempotency-Key': 'contract-1' } })).json;
  await gw.call('POST', `${w.base}/${w.adSetId}/ads:bulkCreate`, { body: { ads: [scanAd(w, { name: 'Bulk scan' })] } });
  await gw.call('GET', `${w.base}/${w.adSetId}/ads`);
  await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}/ads/find?name=scan`);
  await gw.call('POST', `/campaign/v3/campaigns/${w.campaignId}/topics`, {
    body: { '@type': 'PromotedProduct', name: 'Sparkling Cola', barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }] },
  });
  await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}/topics`);
  await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}/topics?type=PromotedProduct&name=cola&sort=name&limit=5`);
  await gw.call('POST', '/ad/v1/ads', { body: {} });
  await gw.call('GET', `/ad/v1/ads/${ad.id}`);
  await gw.call('GET', `/ad/v1/ads/${ad.id}/awards/dates`);
  const chainId = await createChain(gw);
  await gw.call('GET', '/chain/v1/chains?limit=5');
  await gw.call('GET', `/chain/v1/chains/${chainId}`);
  await gw.call('GET', `/changelog/v1/changelog/${ad.id}`);
  await gw.call('GET', '/changelog/v1/change/metadata?limit=5');
  await gw.call('GET', `/mapping/v1/tasks/mt-${w.campaignId}`);
  await gw.call('GET', '/mapping/v1/tasks/nope'); // 404
  await gw.call('GET', `/mapping/v1/campaigns/${w.campaignId}/tasks`);
  // the writes above are delivered (to the local log) before their list is read
  const outbox = startOutboxWorker({ store: gw.store, autoStart: false });
  while ((await outbox.runOnce()) > 0);
  await outbox.stop();
  const deliveries = await gw.call('GET', '/events/v1/deliveries?limit=5');
  expect(deliveries.json.objects.length).toBeGreaterThan(0);
  await gw.call('GET', `/adminBackend/legacy/v1/location/chains/${chainId}/locations`);
  await gw.call('POST', '/adminBackend/v1/blink/upcInfo', { body: ['012000161155'] });
  const view = (await gw.call('POST', '/view/v1/views', { body: { name: 'Live BRAND campaigns', screen: 'campaigns', search: '?q=BRAND', shared: true } })).json;
  await gw.call('GET', '/view/v1/views?screen=campaigns');
  await gw.call('PUT', `/view/v1/views/${view.id}`, { body: { ...view, search: '?q=BRAND&sort=name' }, headers: ifMatch(view) });
  await gw.call('DELETE', `/view/v1/views/${view.id}`, { headers: { 'If-Match': '"2"' } });
}

describe.each(STORE_KINDS)('the API description and real answers on %s', (kind) => {
  const gw = gatewayForSuite(() => startGateway(kind));

  it('passes redocly lint, and the gateway answers as its schemas say', { timeout: 120_000 }, async () => {
    const served = (await gw.call('GET', '/openapi.json')).json as Doc;
    const { gw: calls, answers } = recording(gw);
    await representativeCalls(calls);
    const statuses = new Set(answers.map((a) => a.status));
    // the calls did reach the answers they stand for, successes and errors alike
    for (const status of [200, 201, 202, 400, 404, 412, 428]) expect(statuses, `an answer ${status}`).toContain(status);
    const { doc, undocumented } = withExamples(served, answers);
    expect(undocumented, 'answers whose status the document does not name').toEqual([]);
    expect(await lint(doc)).toEqual([]);
  });

  it("names each list's sort keys as the gateway takes them", async () => {
    const w = await makeWorld(gw, 'v3');
    const doc = (await gw.call('GET', '/openapi.json')).json as Doc;
    const ids: Record<string, string> = { version: 'v3', campaignId: w.campaignId, adSetId: w.adSetId, id: w.chainId };
    const differ: string[] = [];
    let checked = 0;
    const lists = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
    for (const { path, method, op } of lists) {
      const sort = (op.parameters as { name: string; schema: { enum: string[] } }[] | undefined)?.find((p) => p.name === 'sort');
      if (!sort) continue;
      checked++;
      const concrete = path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name]!);
      // a sort the list does not take is refused with the keys it takes
      const refused = await gw.call(method, `${concrete}?sort=nothing`, method === 'GET' ? {} : { body: {} });
      const taken = /Must be one of (.*) \(prefix/.exec(refused.json?.errors?.[0]?.message ?? '')?.[1]?.split(', ') ?? [];
      const described = sort.schema.enum.filter((key) => !key.startsWith('-'));
      if (taken.join() !== described.join()) differ.push(`${method} ${path}: described ${described.join()}, takes ${taken.join()}`);
    }
    expect(checked, 'the lists, ad browser, saved views and users included').toBe(17);
    expect(differ).toEqual([]);
  });
});

describe('the API description is served to callers without a token (AUTH=oidc)', () => {
  const { gw } = signedInGatewayForSuite();

  it('serves the document made from the route table', async () => {
    const res = await gw.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(openApiDocument('/flightdeck/services', res.json.info.version))));
  });

  it('serves the reference page and its files from the gateway, under its CSP, without inline scripts', async () => {
    const page = await fetch(`${gw.base}/docs`);
    const html = await page.text();
    expect(page.status).toBe(200);
    const publicUrl = new URL(gw.base).origin;
    expect(page.headers.get('content-security-policy')).toBe(`default-src 'self'; img-src 'self' ${publicUrl}; media-src 'self' ${publicUrl}; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim(), 'an inline script').toBe('');
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src, 'a script from this gateway').toMatch(/^\/flightdeck\/services\/docs\//);
      expect((await fetch(new URL(src!, gw.base))).status).toBe(200);
    }
    const css = await fetch(`${gw.base}/docs/swagger-ui.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    // the CSP blocks data: images: the stylesheet's icons are files of the page
    const images = [...(await css.text()).matchAll(/url\("?([^")]+)"?\)/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^\/flightdeck\/services\/docs\/css-image-\d+\.(svg|png|jpg)$/);
      const res = await fetch(new URL(image, gw.base));
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type'), image).toMatch(/^image\//);
    }
    expect((await fetch(`${gw.base}/docs/package.json`)).status).toBe(404);
  });

  it('still asks a token of every other call', async () => {
    expect((await gw.call('GET', '/company/v1/companies')).status).toBe(401);
  });
});
