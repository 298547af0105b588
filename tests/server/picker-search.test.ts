import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '#server/store/schema';
import { createCampaign, createCompany, createOrder } from './fixtures';
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
  it('users: the name or the e-mail contains the text, in any case, a keyset page at a time in name order', async () => {
    await gw.store.tx((db) => db.insert(appUser).values([
      { email: 'willa.quill@shop.example', givenName: 'Willa', familyName: 'Quill', roles: ['sk_account_manager'] },
      { email: 'q.lopez@shop.example', givenName: 'Maria', familyName: 'QUILLER', roles: [] },
      { email: 'aquill@other.example', givenName: 'Tom', familyName: 'Stone', roles: [] },
      { email: 'x@shop.example', givenName: 'Ann', familyName: 'Quill_Ton', roles: [] },
    ]));
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { status: number; json: { objects: { email: string; name: string; roles: string[] }[]; pagination: { objectCount: number; next: string | null } } } = await gw.call('GET', `/adminBackend/v1/users?name=QUILL&limit=2${next ? `&next=${next}` : ''}`);
      expect(page.status).toBe(200);
      expect(page.json.pagination.objectCount).toBe(4);
      seen.push(...page.json.objects.map((u) => u.name));
      next = page.json.pagination.next;
    } while (next);
    // by name: 'Tom Stone' is found by his e-mail
    expect(seen).toEqual(['Ann Quill_Ton', 'Maria QUILLER', 'Tom Stone', 'Willa Quill']);
    expect(names((await gw.call('GET', '/adminBackend/v1/users?name=_t&limit=50')).json)).toEqual(['Ann Quill_Ton']);
    // a term never spans the name and the e-mail
    expect((await gw.call('GET', '/adminBackend/v1/users?name=stone%20aquill&limit=50')).json.objects).toEqual([]);
    const chosen = await gw.call('GET', '/adminBackend/v1/users?emails=willa.quill@shop.example,aquill@other.example&limit=50');
    expect(chosen.json.objects).toEqual([
      { email: 'aquill@other.example', given_name: 'Tom', family_name: 'Stone', name: 'Tom Stone', roles: [] },
      { email: 'willa.quill@shop.example', given_name: 'Willa', family_name: 'Quill', name: 'Willa Quill', roles: ['sk_account_manager'] },
    ]);
  });

  it("users: spec 1's call keeps its bare list, which takes the name search too; bad parameters name their field", async () => {
    const all = await gw.call('GET', '/adminBackend/v1/users?maxRecords=500');
    expect(Array.isArray(all.json)).toBe(true);
    expect(all.json.length).toBeGreaterThan(4);
    const found = await gw.call('GET', '/adminBackend/v1/users?maxRecords=500&name=quill');
    expect(found.json.map((u: { email: string }) => u.email)).toEqual(['x@shop.example', 'q.lopez@shop.example', 'aquill@other.example', 'willa.quill@shop.example']);
    const bad = async (query: string) => (await gw.call('GET', `/adminBackend/v1/users?${query}`)).json.errors;
    expect(await bad('maxRecords=10&limit=10')).toEqual([{ fieldName: 'maxRecords', message: 'Not with limit, sort or a cursor: maxRecords asks for the whole list, limit for a page' }]);
    expect(await bad('limit=0')).toEqual([{ fieldName: 'limit', message: 'Must be a whole number from 1 to 200' }]);
    expect(await bad('next=nonsense')).toEqual([{ fieldName: 'next', message: 'Not a cursor this list gave out' }]);
    expect(await bad('sort=email')).toEqual([{ fieldName: 'sort', message: 'Must be one of name (prefix - for descending)' }]);
    expect(await bad(`limit=5&name=${'a'.repeat(257)}`)).toEqual([{ fieldName: 'name', message: 'Must be at most 256 characters' }]);
    expect(await bad(`limit=5&emails=${'a'.repeat(255)}`)).toEqual([{ fieldName: 'emails', message: 'Each e-mail must be at most 254 characters' }]);
  });

  it("a campaign's topics: the name contains the text, in any case, of that campaign and kind only, every match reached page after page", async () => {
    const product = (name: string) => ({ '@type': 'PromotedProduct', name, barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }] });
    const { campaign } = await createCampaign(gw, { category: 'MCOMM' });
    const base = `/campaign/v1/campaigns/${campaign.id}/topics`;
    for (const n of ['Sparkling Cola 12 pack', 'Diet COLA', 'Orange Soda', 'Cola_Light']) expect((await gw.call('POST', base, { body: product(n) })).status).toBe(201);
    expect((await gw.call('POST', base, { body: { '@type': 'PromotedCategory', name: 'Cola aisle' } })).status).toBe(201);
    const other = (await createCampaign(gw)).campaign.id;
    expect((await gw.call('POST', `/campaign/v1/campaigns/${other}/topics`, { body: product('Cola elsewhere') })).status).toBe(201);

    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { json: { objects: { name: string }[]; pagination: { objectCount: number; next: string | null } } } = await gw.call('GET', `${base}?type=PromotedProduct&name=cOLa&sort=name&limit=2${next ? `&next=${next}` : ''}`);
      expect(page.json.pagination.objectCount).toBe(3);
      seen.push(...names(page.json));
      next = page.json.pagination.next;
    } while (next);
    expect(seen).toEqual(['Cola_Light', 'Diet COLA', 'Sparkling Cola 12 pack']);
    expect(names((await gw.call('GET', `${base}?type=PromotedCategory&name=cola`)).json)).toEqual(['Cola aisle']);
    expect(names((await gw.call('GET', `${base}?name=a_l&sort=name`)).json)).toEqual(['Cola_Light']);
    const bad = await gw.call('GET', `${base}?name=${'a'.repeat(257)}`);
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ fieldName: 'name', message: 'Must be at most 256 characters' }]);
  });
});
