import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putChainLocations } from '#server/repo/chain-locations';
import { type Gateway, STORE_KINDS, startGateway } from './harness';
import { CHAIN_LOGOS } from './fixtures';

const offline = (overrides: Record<string, unknown> = {}) => ({ name: 'Corner Grocer', loyalty_program_ids: ['MASTERCARD'], ...overrides });
const online = (overrides: Record<string, unknown> = {}) => ({
  name: 'Web Mart',
  supports_online_store: true,
  online_store_web_url: 'https://webmart.example',
  priority: '2026-02-01',
  supporting_client_platforms: ['IOS', 'ANDROID'],
  affiliate_display_configuration: { display_integration_type: 'BUTTON_SDK', button_webview_display_details: { button_url: 'https://button.example/webmart' } },
  ...overrides,
});

describe.each(STORE_KINDS)('chains on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  const create = async (chain: Record<string, unknown>, button_ids: string[] = []) => {
    const res = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, ...chain }, button_ids } });
    if (res.status !== 201) throw new Error(`chain: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as { chain: Record<string, any>; button_ids: string[] };
  };

  it('creates a chain with the defaults and answers { chain with chain_id, button_ids }', async () => {
    const res = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, ...offline() }, button_ids: ['btn-1'] } });
    expect(res.status).toBe(201);
    expect(res.json.button_ids).toEqual(['btn-1']);
    expect(res.json.chain).toMatchObject({
      name: 'Corner Grocer',
      country: 'US',
      type: 'LARGE_CHAIN',
      enabled_start_time: '1900-01-01 00:00:00',
      enabled_end_time: '9999-12-31 23:59:59',
      supports_online_store: false,
      max_per_user_walkins_per_day: 0,
      min_stories: 0,
    });
    expect(res.json.chain.chain_id).toMatch(/^\d+$/);
    expect(res.headers.get('etag')).toBe('"1"');
    const read = await gw.call('GET', `/chain/v1/chains/${res.json.chain.chain_id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(res.json);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('takes a chain_id chosen by the caller (linked-card flow) once', async () => {
    const res = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, chain_id: 'lc-4711', name: 'Linked Card Chain' }, button_ids: [] } });
    expect(res.status).toBe(201);
    expect(res.json.chain.chain_id).toBe('lc-4711');
    const again = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, chain_id: 'lc-4711', name: 'Again' } } });
    expect(again.status).toBe(409);
  });


  it('keeps a numeric chain_id chosen by the caller out of the ids the server hands out later, and refuses an id another kind holds', async () => {
    const company = await gw.call('POST', '/company/v1/companies/', { body: { name: 'Sequence Probe Co' } });
    const next = String(Number(company.json.id) + 1);
    expect((await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, chain_id: next, name: 'Chosen Ahead' } } })).status).toBe(201);
    const plain = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Server Numbered' } } });
    expect(plain.status).toBe(201);
    expect(Number(plain.json.chain.chain_id)).toBeGreaterThan(Number(next));
    const taken = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, chain_id: company.json.id, name: 'Wears A Company Id' } } });
    expect(taken.status).toBe(409);
    expect(taken.json.errors).toEqual([{ fieldName: 'chain.chain_id', message: `The id ${company.json.id} is already taken` }]);
    expect((await gw.call('GET', `/changelog/v1/changelog/${company.json.id}`)).json.documentType).not.toBe('Chain');
  });
  it('takes a GET answer back by PUT with old_button_ids, and refuses a stale one', async () => {
    const created = await create(online(), ['b1']);
    const id = created.chain.chain_id;
    const read = await gw.call('GET', `/chain/v1/chains/${id}`);
    const put = await gw.call('PUT', `/chain/v1/chains/${id}`, {
      body: { chain: read.json.chain, button_ids: read.json.button_ids, old_button_ids: read.json.button_ids },
      headers: { 'If-Match': read.headers.get('etag')! },
    });
    expect(put.status).toBe(200);
    // nothing changed, so no new version
    expect(put.headers.get('etag')).toBe('"1"');
    expect(put.json.chain).toEqual(read.json.chain);
    const changed = await gw.call('PUT', `/chain/v1/chains/${id}`, {
      body: { chain: { ...put.json.chain, name: 'Web Mart Plus', enabled_end_time: '1900-01-01 00:00:00' }, button_ids: ['b2'], old_button_ids: ['b1'] },
      headers: { 'If-Match': '"1"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ chain: { name: 'Web Mart Plus', chain_id: id }, button_ids: ['b2'] });
    const stale = await gw.call('PUT', `/chain/v1/chains/${id}`, { body: { chain: read.json.chain }, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(stale.json.current.chain.name).toBe('Web Mart Plus');
    const noIfMatch = await gw.call('PUT', `/chain/v1/chains/${id}`, { body: { chain: read.json.chain } });
    expect(noIfMatch.status).toBe(428);
  });

  it('locks the online flag once the chain exists', async () => {
    const created = await create(offline());
    const res = await gw.call('PUT', `/chain/v1/chains/${created.chain.chain_id}`, {
      body: { chain: { ...created.chain, supports_online_store: true, online_store_web_url: 'https://x.example' }, button_ids: [] },
      headers: { 'If-Match': '"1"' },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors[0].fieldName).toBe('chain.supports_online_store');
    expect((await gw.call('GET', `/chain/v1/chains/${created.chain.chain_id}`)).json.chain.supports_online_store).toBe(false);
  });

  it('answers 404 for an unknown chain', async () => {
    expect((await gw.call('GET', '/chain/v1/chains/424242')).status).toBe(404);
    expect((await gw.call('PUT', '/chain/v1/chains/424242', { body: { chain: offline() }, headers: { 'If-Match': '"1"' } })).status).toBe(404);
    expect((await gw.call('GET', '/adminBackend/legacy/v1/location/chains/424242/locations')).status).toBe(404);
    expect((await gw.call('GET', '/adminBackend/legacy/v1/filter/chain/424242/categories')).status).toBe(404);
  });

  it.each([
    ['missing chain', { button_ids: [] }, 'chain'],
    ['missing name', { chain: { country: 'US' } }, 'chain.name'],
    ['name of wrong type', { chain: { name: 7 } }, 'chain.name'],
    ['name too long', { chain: { name: 'n'.repeat(257) } }, 'chain.name'],
    ['online store without its URL', { chain: { name: 'Web', supports_online_store: true } }, 'chain.online_store_web_url'],
    ['online store URL not a URL', { chain: { name: 'Web', supports_online_store: true, online_store_web_url: 'webmart' } }, 'chain.online_store_web_url'],
    ['priority not yyyy-mm-dd', { chain: { name: 'A', priority: '01/02/2026' } }, 'chain.priority'],
    ['unknown client platform', { chain: { name: 'A', supporting_client_platforms: ['PALM'] } }, 'chain.supporting_client_platforms.0'],
    ['unknown display integration type', { chain: { name: 'A', affiliate_display_configuration: { display_integration_type: 'FAX' } } }, 'chain.affiliate_display_configuration.display_integration_type'],
    ['walk-in limit as text', { chain: { name: 'A', max_per_user_walkins_per_day: 'two' } }, 'chain.max_per_user_walkins_per_day'],
    ['min stories above max stories', { chain: { name: 'A', min_stories: 4, max_stories: 2 } }, 'chain.min_stories'],
    ['unknown category', { chain: { name: 'A', category_ids: [999] } }, 'chain.category_ids'],
    ['no square logo', { chain: { name: 'A', square_logo_image_name: '' } }, 'chain.square_logo_image_name'],
    ['button ids not a list', { chain: { name: 'A' }, button_ids: 'b1,b2' }, 'button_ids'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, body, field) => {
    const before = (await gw.call('GET', '/chain/v1/chains?limit=200')).json.pagination.objectCount;
    const res = await gw.call('POST', '/chain/v1/chains', { body: 'chain' in body ? { ...body, chain: { ...CHAIN_LOGOS, ...body.chain } } : body });
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { fieldName: string }) => e.fieldName)).toContain(field);
    expect((await gw.call('GET', '/chain/v1/chains?limit=200')).json.pagination.objectCount).toBe(before);
  });
});

describe.each(STORE_KINDS)('chain list on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
    const chains = [
      { name: 'Zeta Foods' },
      { name: 'alpha market', enabled_end_time: '1900-01-01 00:00:00' },
      { name: 'Beta Pharmacy', loyalty_program_ids: ['VISA'] },
      { name: 'Gamma Online', supports_online_store: true, online_store_web_url: 'https://gamma.example', priority: '2026-03-01' },
      { name: 'Delta Online', supports_online_store: true, online_store_web_url: 'https://delta.example', priority: '2025-12-31', enabled_end_time: '1900-01-01 00:00:00' },
      { name: 'Epsilon Online Market', supports_online_store: true, online_store_web_url: 'https://eps.example', priority: '2026-01-15' },
    ];
    for (const chain of chains) expect((await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, ...chain }, button_ids: [] } })).status).toBe(201);
  });
  afterAll(async () => { await gw?.close(); });

  const labels = (res: { json: { objects: { label: string }[] } }) => res.json.objects.map((o) => o.label);

  it('answers list rows sorted by name, case-insensitively', async () => {
    const res = await gw.call('GET', '/chain/v1/chains');
    expect(res.status).toBe(200);
    expect(labels(res)).toEqual(['alpha market', 'Beta Pharmacy', 'Delta Online', 'Epsilon Online Market', 'Gamma Online', 'Zeta Foods']);
    const beta = res.json.objects.find((o: { label: string }) => o.label === 'Beta Pharmacy');
    expect(beta).toEqual({ label: 'Beta Pharmacy', id: expect.any(String), loyaltyPrograms: ['VISA'], isOnline: false, isDisabled: false, priority: null });
  });

  it('filters by tab and searches label case-insensitively', async () => {
    expect(labels(await gw.call('GET', '/chain/v1/chains?online=true'))).toEqual(['Delta Online', 'Epsilon Online Market', 'Gamma Online']);
    expect(labels(await gw.call('GET', '/chain/v1/chains?online=false'))).toEqual(['alpha market', 'Beta Pharmacy', 'Zeta Foods']);
    expect(labels(await gw.call('GET', '/chain/v1/chains?label=MARKET'))).toEqual(['alpha market', 'Epsilon Online Market']);
    expect(labels(await gw.call('GET', '/chain/v1/chains?online=false&label=market'))).toEqual(['alpha market']);
    expect(labels(await gw.call('GET', '/chain/v1/chains?label=100%25'))).toEqual([]);
    expect((await gw.call('GET', '/chain/v1/chains?online=maybe')).status).toBe(400);
  });

  it('sorts by status (the disabled flag, then the name) and by priority', async () => {
    const status = await gw.call('GET', '/chain/v1/chains?online=true&sort=status');
    expect(status.json.objects.map((o: { isDisabled: boolean }) => o.isDisabled)).toEqual([false, false, true]);
    const desc = await gw.call('GET', '/chain/v1/chains?online=true&sort=-status');
    expect(desc.json.objects[0].label).toBe('Delta Online');
    expect(labels(await gw.call('GET', '/chain/v1/chains?online=true&sort=priority'))).toEqual(['Delta Online', 'Epsilon Online Market', 'Gamma Online']);
    expect(labels(await gw.call('GET', '/chain/v1/chains?online=true&sort=-priority'))).toEqual(['Gamma Online', 'Epsilon Online Market', 'Delta Online']);
    expect((await gw.call('GET', '/chain/v1/chains?sort=color')).status).toBe(400);
  });

  it('pages with next and prev cursors, also over a boolean sort key', async () => {
    const p1 = await gw.call('GET', '/chain/v1/chains?limit=4');
    expect(labels(p1)).toHaveLength(4);
    expect(p1.json.pagination).toMatchObject({ objectCount: 6, pageCount: 2, pageIndex: 0, prev: null });
    const p2 = await gw.call('GET', `/chain/v1/chains?limit=4&next=${p1.json.pagination.next}`);
    expect(labels(p2)).toEqual(['Gamma Online', 'Zeta Foods']);
    expect(p2.json.pagination.next).toBeNull();
    const back = await gw.call('GET', `/chain/v1/chains?limit=4&prev=${p2.json.pagination.prev}`);
    expect(labels(back)).toEqual(labels(p1));
    const s1 = await gw.call('GET', '/chain/v1/chains?sort=status&limit=3');
    const s2 = await gw.call('GET', `/chain/v1/chains?sort=status&limit=3&next=${s1.json.pagination.next}`);
    const all = [...s1.json.objects, ...s2.json.objects];
    expect(new Set(all.map((o: { id: string }) => o.id)).size).toBe(6);
    // active first, disabled last, each by name (spec 3 §3), not in the order they were made
    expect(labels({ json: { objects: all } })).toEqual(['Beta Pharmacy', 'Epsilon Online Market', 'Gamma Online', 'Zeta Foods', 'alpha market', 'Delta Online']);
    expect(all.map((o: { isDisabled: boolean }) => o.isDisabled)).toEqual([false, false, false, false, true, true]);
  });

  it('lists a chain’s locations, keyset paged', async () => {
    const chainId = (await gw.call('GET', '/chain/v1/chains?label=zeta')).json.objects[0].id;
    const locations = Array.from({ length: 5 }, (_, i) => ({
      id: `${chainId}00${i}`, chain_id: chainId, name: `Zeta Foods #${i + 1}`, address: `${100 + i} Main St`, city: 'Springfield', state: 'IL', zip: '62701', latitude: 39.78 + i / 100, longitude: -89.65,
    }));
    await gw.store.tx((db) => putChainLocations(db, locations));
    const p1 = await gw.call('GET', `/adminBackend/legacy/v1/location/chains/${chainId}/locations?limit=3`);
    expect(p1.status).toBe(200);
    expect(p1.json.objects).toEqual(locations.slice(0, 3));
    expect(p1.json.pagination.objectCount).toBe(5);
    const p2 = await gw.call('GET', `/adminBackend/legacy/v1/location/chains/${chainId}/locations?limit=3&next=${p1.json.pagination.next}`);
    expect(p2.json.objects).toEqual(locations.slice(3));
    const other = (await gw.call('GET', '/chain/v1/chains?label=alpha')).json.objects[0].id;
    expect((await gw.call('GET', `/adminBackend/legacy/v1/location/chains/${other}/locations`)).json.objects).toEqual([]);
  });

  it('stores the selected filter categories on the chain, with a change log version', async () => {
    const chainId = (await gw.call('GET', '/chain/v1/chains?label=beta')).json.objects[0].id;
    const all = (await gw.call('GET', '/adminBackend/legacy/v1/filter/categories')).json;
    expect(all).toHaveLength(48);
    expect((await gw.call('GET', `/adminBackend/legacy/v1/filter/chain/${chainId}/categories`)).json).toEqual([]);
    const picked = [all[2], all[0]];
    const post = await gw.call('POST', `/adminBackend/legacy/v1/filter/chain/${chainId}/categories`, { body: picked });
    expect(post.status).toBe(200);
    expect(post.json).toEqual(picked);
    expect((await gw.call('GET', `/adminBackend/legacy/v1/filter/chain/${chainId}/categories`)).json).toEqual(picked);
    const chain = await gw.call('GET', `/chain/v1/chains/${chainId}`);
    expect(chain.json.chain.category_ids).toEqual([picked[0].filter_category_id, picked[1].filter_category_id]);
    expect(chain.headers.get('etag')).toBe('"2"');
    const log = await gw.call('GET', `/changelog/v1/changelog/${chainId}`);
    expect(log.json.versions.map((v: { event: string }) => v.event)).toEqual(['CREATE', 'UPDATE']);
    const bad = await gw.call('POST', `/adminBackend/legacy/v1/filter/chain/${chainId}/categories`, { body: [{ filter_category_id: 999 }] });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].fieldName).toBe('filter_category_id');
    const notList = await gw.call('POST', `/adminBackend/legacy/v1/filter/chain/${chainId}/categories`, { body: { ids: [1] } });
    expect(notList.status).toBe(400);
    expect((await gw.call('GET', `/adminBackend/legacy/v1/filter/chain/${chainId}/categories`)).json).toEqual(picked);
  });
});
