import { inArray } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOutbox } from '#server/store/schema';
import { campaignBody, createCampaign, createOrder } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

const SHEETS = '/adminBackend/sheets/v1/campaigns';
const ROWS = 300;

/** The campaign sheet of many rows: it is checked a few rows per read, then written in one short transaction. */
describe.each(STORE_KINDS)('a campaign sheet of hundreds of rows on %s', (kind) => {
  let gw: Gateway;
  let ids: string[];
  let header: string[];
  let rows: string[][];
  let companyId: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    const { company, order } = await createCampaign(gw, { campaignName: 'Bulk sheet base' });
    companyId = company.id;
    const good = campaignBody(company.id, order.id);
    const columns = ['campaignName', 'companyIds', 'insertionOrderIds', 'accountManager', 'campaignManager', 'startDate', 'endDate'];
    const csv = Papa.unparse([columns, ...Array.from({ length: ROWS }, (_, i) => [`Bulk sheet row ${i}`, company.id, order.id, good.accountManager, good.campaignManager, good.startDate, good.endDate])]);
    const made = await upload(csv);
    expect(made.status).toBe(200);
    ids = (await made.json()).created;
    const exported = Papa.parse<string[]>(await (await fetch(`${gw.base}${SHEETS}`)).text(), { skipEmptyLines: true }).data;
    header = exported[0]!;
    rows = exported.slice(1).filter((r) => ids.includes(r[header.indexOf('id')]!));
  }, 120_000);
  afterAll(async () => { await gw?.close(); });

  function upload(csv: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'campaigns.csv');
    return fetch(`${gw.base}${SHEETS}`, { method: 'POST', body: form, headers });
  }
  const renamed = (suffix: string) => Papa.unparse([header, ...rows.map((r) => r.map((cell, i) => (header[i] === 'campaignName' ? `${cell} ${suffix}` : cell)))], { quotes: true });
  const column = (name: string) => header.indexOf(name);

  it('creates every row with its change history version and its downstream event, in row order', async () => {
    expect(ids).toHaveLength(ROWS);
    expect(rows.map((r) => r[column('campaignName')])).toEqual(Array.from({ length: ROWS }, (_, i) => `Bulk sheet row ${i}`));
    const log = await gw.call('GET', `/changelog/v1/changelog/${ids[ROWS - 1]}`);
    expect(log.json.versions.map((v: { event: string }) => v.event)).toEqual(['CREATE']);
    expect(log.json.versions[0].content).toMatchObject({ campaignName: `Bulk sheet row ${ROWS - 1}`, version: 1 });
    const events = await gw.store.read((db) => db.select().from(eventOutbox).where(inArray(eventOutbox.aggregateId, ids)));
    expect(events.map((e) => [e.aggregateId, e.eventType, (e.payload as { version: number }).version]).sort()).toEqual(ids.map((id) => [id, 'CREATE', 1]).sort());
  });

  it('updates every row of an edited export, each with its UPDATE version', async () => {
    const sheet = upload(renamed('(renamed)'));
    const res = await sheet;
    expect(res.status).toBe(200);
    expect((await res.json()).updated).toEqual(ids);
    const one = await gw.call('GET', `/campaign/v1/campaigns/${ids[7]}`);
    expect(one.json).toMatchObject({ campaignName: 'Bulk sheet row 7 (renamed)', version: 2 });
    const log = await gw.call('GET', `/changelog/v1/changelog/${ids[7]}`);
    expect(log.json.versions.map((v: { event: string; content: { campaignName: string } }) => [v.event, v.content.campaignName])).toEqual([
      ['CREATE', 'Bulk sheet row 7'],
      ['UPDATE', 'Bulk sheet row 7 (renamed)'],
    ]);
  });

  it('a retry of a finished sheet with its Idempotency-Key gets the first answer, not the stale versions of a second check', async () => {
    const current = Papa.parse<string[]>(await (await fetch(`${gw.base}${SHEETS}`)).text(), { skipEmptyLines: true }).data;
    rows = current.slice(1).filter((r) => ids.includes(r[column('id')]!));
    const csv = renamed('again');
    const first = await upload(csv, { 'Idempotency-Key': 'bulk-sheet-retry' });
    expect(first.status).toBe(200);
    const retry = await upload(csv, { 'Idempotency-Key': 'bulk-sheet-retry' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect((await gw.call('GET', `/campaign/v1/campaigns/${ids[0]}`)).json.version).toBe(3);
  });

  it('refuses the whole sheet, storing nothing, when one row is stale', async () => {
    const current = Papa.parse<string[]>(await (await fetch(`${gw.base}${SHEETS}`)).text(), { skipEmptyLines: true }).data;
    rows = current.slice(1).filter((r) => ids.includes(r[column('id')]!));
    const edited = await gw.call('GET', `/campaign/v1/campaigns/${ids[42]}`);
    const { id: _i, created: _c, modified: _m, version, ...body } = edited.json;
    expect((await gw.call('PUT', `/campaign/v1/campaigns/${ids[42]}`, { body: { ...body, description: 'Edited meanwhile' }, headers: { 'If-Match': `"${version}"` } })).status).toBe(200);
    const res = await upload(renamed('stale'));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([expect.objectContaining({ fieldName: `row ${rows.findIndex((r) => r[column('id')] === ids[42]) + 2}.version` })]);
    expect((await gw.call('GET', `/campaign/v1/campaigns/${ids[0]}`)).json.campaignName).not.toContain('stale');
  });

  it('gives an order no campaign holds to the first row naming it, as a single save would', async () => {
    const free = await createOrder(gw, companyId);
    const body = campaignBody(companyId, free.id);
    const columns = ['campaignName', 'companyIds', 'insertionOrderIds', 'accountManager', 'campaignManager', 'startDate', 'endDate'];
    const row = (name: string) => [name, companyId, free.id, body.accountManager, body.campaignManager, body.startDate, body.endDate];
    const res = await upload(Papa.unparse([columns, row('Bulk sheet claims first'), row('Bulk sheet claims second')]));
    expect(res.status).toBe(200);
    const { created } = await res.json();
    expect((await gw.call('GET', `/order/v1/insertionOrders/${free.id}`)).json.campaignId).toBe(created[0]);
  });
});
