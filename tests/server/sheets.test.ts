import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, createCampaign, future } from './fixtures';
import { type Gateway, startGateway } from './harness';

const SHEETS = '/adminBackend/sheets/v1/campaigns';

describe('campaign and lookbook sheets', () => {
  let gw: Gateway;
  let companyId: string;
  let orderId: string;
  beforeAll(async () => {
    gw = await startGateway('pglite');
    const made = await createCampaign(gw, { campaignName: '=HYPERLINK("http://evil.example","click")', description: '@SUM(A1:A9)' });
    companyId = made.company.id;
    orderId = made.order.id;
  });
  afterAll(async () => { await gw?.close(); });

  const uploadSheet = (csv: string, path = SHEETS, extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.set('file', new Blob([csv], { type: 'text/csv' }), 'campaigns.csv');
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return fetch(`${gw.base}${path}`, { method: 'POST', body: form });
  };
  const campaignCount = async () => (await gw.call('GET', '/campaign/v1/campaigns?limit=200')).json.pagination.objectCount as number;

  it('exports every campaign as CSV with every cell quoted and formula cells neutralised', async () => {
    const res = await fetch(`${gw.base}${SHEETS}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('campaigns.csv');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    for (const line of text.split('\r\n')) expect(line).toMatch(/^"([^"]|"")*"(,"([^"]|"")*")*$/);
    const [header, row] = Papa.parse<string[]>(text).data;
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('campaignName')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell('description')).toBe("'@SUM(A1:A9)");
    expect(cell('companyIds')).toBe(companyId);
    // No exported cell begins with a formula character.
    for (const r of Papa.parse<string[]>(text).data) for (const c of r) expect(c).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('creates every row of an uploaded sheet, or nothing, naming each bad row and field', async () => {
    const before = await campaignCount();
    const good = campaignBody(companyId, orderId);
    const header = 'campaignName,companyIds,insertionOrderIds,accountManager,campaignManager,startDate,endDate';
    const row = (name: string, start = good.startDate, end = good.endDate, company = companyId) =>
      [name, company, orderId, good.accountManager, good.campaignManager, start, end].map((c) => `"${c.replaceAll('"', '""')}"`).join(',');
    const bad = [header, row('Sheet good one'), row('x'), row('Sheet bad dates', future(10), future(2)), row('Sheet unknown company', undefined, undefined, '999999')].join('\n');
    const refused = await uploadSheet(bad);
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.errorMsg).toMatch(/^The sheet has errors; nothing was stored/);
    expect(body.errors).toEqual(expect.arrayContaining([
      { fieldName: 'row 3.campaignName', message: 'Campaign name - at least 3 characters' },
      { fieldName: 'row 4.endDate', message: 'End date cannot be before start date' },
      { fieldName: 'row 5.companyIds', message: 'Unknown company 999999' },
    ]));
    expect(await campaignCount()).toBe(before);

    const ok = await uploadSheet([header, row('Sheet good one'), row('Sheet good two')].join('\r\n'));
    expect(ok.status).toBe(200);
    const result = await ok.json();
    expect(result.created).toHaveLength(2);
    expect(await campaignCount()).toBe(before + 2);
    const stored = await gw.call('GET', `/campaign/v1/campaigns/${result.created[0]}`);
    expect(stored.json).toMatchObject({ campaignName: 'Sheet good one', companyIds: [companyId], insertionOrderIds: [orderId] });
  });

  it('updates the campaigns of an edited export, refusing stale versions', async () => {
    const exported = await (await fetch(`${gw.base}${SHEETS}`)).text();
    const [header, ...rows] = Papa.parse<string[]>(exported, { skipEmptyLines: true }).data;
    const nameAt = header!.indexOf('campaignName');
    const target = rows.find((r) => r[nameAt] === 'Sheet good two')!;
    target[nameAt] = 'Sheet good two, renamed';
    const edited = Papa.unparse([header!, target], { quotes: true });
    const res = await uploadSheet(edited);
    expect(res.status).toBe(200);
    const id = target[header!.indexOf('id')]!;
    expect((await res.json()).updated).toEqual([id]);
    const now = await gw.call('GET', `/campaign/v1/campaigns/${id}`);
    expect(now.json).toMatchObject({ campaignName: 'Sheet good two, renamed', version: 2 });
    // The same sheet again: its version is now stale.
    const stale = await uploadSheet(edited);
    expect(stale.status).toBe(400);
    expect((await stale.json()).errors[0].fieldName).toBe('row 2.version');
    // A neutralised formula cell comes back as the text it was.
    const formulaRow = rows.find((r) => r[nameAt]!.startsWith("'="))!;
    expect((await uploadSheet(Papa.unparse([header!, formulaRow], { quotes: true }))).status).toBe(200);
    const again = await gw.call('GET', `/campaign/v1/campaigns/${formulaRow[header!.indexOf('id')]}`);
    expect(again.json.campaignName).toBe('=HYPERLINK("http://evil.example","click")');
  });

  it('takes a whole export back as it was: every row unchanged, no new version', async () => {
    const exported = await (await fetch(`${gw.base}${SHEETS}`)).text();
    const ids = Papa.parse<Record<string, string>>(exported, { header: true, skipEmptyLines: true }).data.map((r) => r.id);
    const before = await Promise.all(ids.map(async (id) => (await gw.call('GET', `/campaign/v1/campaigns/${id}`)).json.version));
    const res = await uploadSheet(exported);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ created: [], updated: [], unchanged: ids });
    const after = await Promise.all(ids.map(async (id) => (await gw.call('GET', `/campaign/v1/campaigns/${id}`)).json.version));
    expect(after).toEqual(before);
  });

  it('refuses a sheet with unknown columns, no rows, or a binary file', async () => {
    expect((await uploadSheet('campaignName,secret\n"A campaign","x"')).status).toBe(400);
    expect((await uploadSheet('campaignName\n')).status).toBe(400);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0xff, 0xfe])]), 'campaigns.xlsx');
    expect((await fetch(`${gw.base}${SHEETS}`, { method: 'POST', body: form })).status).toBe(415);
  });
});
