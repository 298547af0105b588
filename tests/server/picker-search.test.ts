import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createOrder } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

const names = (page: { objects: { name: string }[] }) => page.objects.map((o) => o.name);

/** The search the portal's record pickers make (ui/SearchPicker): `name` contains the text, in any case, keyset pages. */
describe.each(STORE_KINDS)("the pickers' name search on %s", (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('companies: contains, in any case, in name order; % and _ are plain characters', async () => {
    for (const n of ['Willow Table', 'Old WILLOW Mill', 'Pillow 50% Off', 'Pillow_Case', 'Pillows Galore']) await createCompany(gw, n);
    expect(names((await gw.call('GET', '/company/v1/companies/?name=wILLow&limit=50')).json)).toEqual(['Old WILLOW Mill', 'Willow Table']);
    expect(names((await gw.call('GET', '/company/v1/companies/?name=%25&limit=50')).json)).toEqual(['Pillow 50% Off']);
    expect(names((await gw.call('GET', '/company/v1/companies/?name=_&limit=50')).json)).toEqual(['Pillow_Case']);
    const none = await gw.call('GET', '/company/v1/companies/?name=zzqx&limit=50');
    expect(none.json).toMatchObject({ objects: [], pagination: { objectCount: 0, next: null } });
  });

  it('companies: one created a moment ago is found at once, and every match is reached page after page', async () => {
    for (let i = 0; i < 5; i++) await createCompany(gw, `Keyset Grocer ${i}`);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { status: number; json: { objects: { name: string }[]; pagination: { objectCount: number; next: string | null } } } = await gw.call('GET', `/company/v1/companies/?name=keyset%20grocer&limit=2${next ? `&next=${next}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.json.pagination.objectCount).toBe(5);
      seen.push(...names(page.json));
      next = page.json.pagination.next;
    } while (next);
    expect(seen).toEqual(['Keyset Grocer 0', 'Keyset Grocer 1', 'Keyset Grocer 2', 'Keyset Grocer 3', 'Keyset Grocer 4']);
    await createCompany(gw, 'Keyset Grocer 2b');
    expect(names((await gw.call('GET', '/company/v1/companies/?name=GROCER%202&limit=50')).json)).toEqual(['Keyset Grocer 2', 'Keyset Grocer 2b']);
  });

  it('insertion orders: contains, in any case, newest first; a bad limit names the field', async () => {
    const company = await createCompany(gw, 'Order Search Co');
    for (const n of ['Spring Harvest Order', 'Autumn HARVEST order', 'Winter Order']) await createOrder(gw, company.id, { name: n });
    expect(names((await gw.call('GET', '/order/v1/insertionOrders/?name=harvest&limit=50')).json)).toEqual(['Autumn HARVEST order', 'Spring Harvest Order']);
    const bad = await gw.call('GET', '/order/v1/insertionOrders/?name=harvest&limit=500');
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ fieldName: 'limit', message: 'Must be a whole number from 1 to 200' }]);
  });
});
