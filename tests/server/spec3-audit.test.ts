import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_MESSAGES } from '#domain/chain';
import { TOPIC_MESSAGES } from '#domain/topic';
import { createCampaign, CHAIN_LOGOS } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** Bad input spec 3's gateway calls used to store (audit): nothing is stored, the field is named. */
describe.each(STORE_KINDS)('spec 3 bad input on %s', (kind) => {
  let gw: Gateway;
  let topics: string;
  beforeAll(async () => {
    gw = await startGateway(kind);
    // MCOMM: the campaigns that take retailer categories as well as promoted products
    topics = `/campaign/v1/campaigns/${(await createCampaign(gw, { category: 'MCOMM' })).campaign.id}/topics`;
  });
  afterAll(async () => { await gw?.close(); });

  it.each(['2024-13-45', '2023-02-29', '2026-04-31', '2026-00-10'])('refuses chain priority %s, which no calendar has', async (priority) => {
    const before = (await gw.call('GET', '/chain/v1/chains?label=Priority%20Mart')).json.pagination.objectCount;
    const r = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Priority Mart', priority }, button_ids: [] } });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([{ fieldName: 'chain.priority', message: CHAIN_MESSAGES.priority }]);
    expect((await gw.call('GET', '/chain/v1/chains?label=Priority%20Mart')).json.pagination.objectCount).toBe(before);
  });

  it.each([
    ['enabled_start_time', '2024-99-99 99:99:99'],
    ['enabled_start_time', '2024-02-30 10:00:00'],
    ['enabled_end_time', '2024-01-01 24:00:00'],
    ['enabled_end_time', '2024-01-01 12:60:00'],
  ])('refuses chain %s %s, which is no time of a calendar day', async (field, value) => {
    const r = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Clock Mart', [field]: value }, button_ids: [] } });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([{ fieldName: `chain.${field}`, message: CHAIN_MESSAGES.time }]);
  });

  it('keeps the start and end markers of spec 3 (1900-01-01 00:00:00, 9999-12-31 23:59:59)', async () => {
    const r = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Marker Mart', enabled_start_time: '1900-01-01 00:00:00', enabled_end_time: '9999-12-31 23:59:59' }, button_ids: [] } });
    expect(r.status).toBe(201);
    expect(r.json.chain).toMatchObject({ enabled_start_time: '1900-01-01 00:00:00', enabled_end_time: '9999-12-31 23:59:59' });
  });

  it('takes a real day as chain priority, a leap day included', async () => {
    const r = await gw.call('POST', '/chain/v1/chains', { body: { chain: { ...CHAIN_LOGOS, name: 'Leap Mart', priority: '2024-02-29' }, button_ids: [] } });
    expect(r.status).toBe(201);
    expect(r.json.chain.priority).toBe('2024-02-29');
  });

  it('refuses a promoted product that lists one barcode twice, naming the field and the barcode', async () => {
    const body = {
      '@type': 'PromotedProduct',
      name: 'Twice Cola',
      barcodes: [
        { barcode: '012000161155', matchType: 'EXACT', enabled: true },
        { barcode: '0120008', matchType: 'CONTAINS', enabled: true },
        { barcode: '012000161155', matchType: 'CONTAINS', enabled: false },
      ],
    };
    const r = await gw.call('POST', `${topics}/`, { body });
    expect(r.status).toBe(400);
    expect(r.json.errors).toEqual([{ fieldName: 'barcodes', message: `${TOPIC_MESSAGES.barcodeListedTwice} 012000161155` }]);
    const list = await gw.call('GET', `${topics}/`);
    expect(list.json.objects.filter((t: { name: string }) => t.name === 'Twice Cola')).toHaveLength(0);
  });

  it.each([
    ['PromotedProduct', { barcodes: [{ barcode: '777' }] }],
    ['PromotedCategory', {}],
  ])('refuses a %s naming an ontology node the taxonomy does not have; takes a known one', async (type, fields) => {
    const bad = await gw.call('POST', `${topics}/`, { body: { '@type': type, name: `Onto ${type}`, ontologyNodeId: '999999', ...fields } });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toEqual([{ fieldName: 'ontologyNodeId', message: `${TOPIC_MESSAGES.unknownOntologyNode} 999999` }]);
    const nodes = (await gw.call('GET', '/adminBackend/legacy/v1/ontology/taxonomyNodes')).json as { node_id: string }[];
    const good = await gw.call('POST', `${topics}/`, { body: { '@type': type, name: `Onto ${type}`, ontologyNodeId: nodes[0]!.node_id, ...fields } });
    expect(good.status).toBe(201);
    expect(good.json.ontologyNodeId).toBe(nodes[0]!.node_id);
    const changed = await gw.call('PUT', `${topics}/${good.json.id}`, { body: { ...good.json, ontologyNodeId: 'nope' }, headers: { 'If-Match': good.headers.get('etag')! } });
    expect(changed.status).toBe(400);
    expect(changed.json.errors[0].fieldName).toBe('ontologyNodeId');
  });

  it('refuses an update that repeats a barcode, keeping the stored product', async () => {
    const created = await gw.call('POST', `${topics}/`, { body: { '@type': 'PromotedProduct', name: 'Once Cola', barcodes: [{ barcode: '555' }] } });
    expect(created.status).toBe(201);
    const put = await gw.call('PUT', `${topics}/${created.json.id}`, {
      body: { ...created.json, barcodes: [{ barcode: '555' }, { barcode: '555' }] },
      headers: { 'If-Match': created.headers.get('etag')! },
    });
    expect(put.status).toBe(400);
    expect(put.json.errors[0].fieldName).toBe('barcodes');
    expect((await gw.call('GET', `${topics}/${created.json.id}`)).json.barcodes).toEqual([{ barcode: '555', matchType: 'CONTAINS', enabled: true }]);
  });
});
