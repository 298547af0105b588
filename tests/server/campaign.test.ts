import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, createCampaign, createChain, createCompany, createOrder, future, ifMatch, lineItem } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

describe.each(STORE_KINDS)('campaigns on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('applies the campaign defaults under every version segment', async () => {
    const { campaign } = await createCampaign(gw);
    expect(campaign).toMatchObject({ status: 'LIVE', category: 'BRAND', enabled: true, deleted: false });
    for (const version of ['v1', 'v2', 'v3']) {
      expect((await gw.call('GET', `/campaign/${version}/campaigns/${campaign.id}`)).json.id).toBe(campaign.id);
    }
    expect((await gw.call('GET', `/campaign/v9/campaigns/${campaign.id}`)).status).toBe(404);
  });

  it('derives wallet ids from the wallet-type line items of its orders and ties the orders to it', async () => {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id, {
      orderLineItems: [lineItem(), lineItem({ orderLineItemType: 'PRODUCT_CATALOG_MCOMM', pricingModel: { '@type': 'FlatFee', engagements: 10, amount: 100000 } }), lineItem({ orderLineItemType: 'BANNER', pricingModel: { '@type': 'CostPerDay', days: 10, amount: 1000 } })],
    });
    const res = await gw.call('POST', '/campaign/v3/campaigns/', { body: { ...campaignBody(company.id, order.id), walletIds: ['forged'] } });
    expect(res.status).toBe(201);
    expect(res.json.walletIds).toEqual([order.orderLineItems[0].id, order.orderLineItems[1].id]);
    const tied = await gw.call('GET', `/order/v1/insertionOrders/${order.id}`);
    expect(tied.json.campaignId).toBe(res.json.id);
  });

  it.each([
    ['a short name', { campaignName: 'ab' }, 'campaignName', 'Campaign name - at least 3 characters'],
    ['no account manager', { accountManager: '' }, 'accountManager', 'You must select an account manager.'],
    ['no campaign manager', { campaignManager: undefined }, 'campaignManager', 'You must select a campaign manager.'],
    ['no company', { companyIds: [] }, 'companyIds', 'You must select a company.'],
    ['no insertion order', { insertionOrderIds: [] }, 'insertionOrderIds', 'You must select an insertion order.'],
    ['no start date', { startDate: '' }, 'startDate', 'You must set start and end dates.'],
    ['an end before the start', { startDate: future(10), endDate: future(5) }, 'endDate', 'End date cannot be before start date'],
    ['a date that does not exist', { startDate: '2027-02-30T17:00:00Z[UTC]' }, 'startDate', 'Must be a UTC timestamp such as 2026-03-01T17:00:00Z[UTC]'],
    ['an unknown category', { category: 'LUXURY' }, 'category', 'Must be BRAND, MCOMM or RETAIL'],
    ['an unknown constraint', { constraints: [{ '@type': 'MoonPhaseConstraint' }] }, 'constraints.0.@type', 'Unknown constraint type'],
    ['location ids that are not digits', { constraints: [{ '@type': 'LocationConstraint', locationIds: { abc: true } }] }, 'constraints.0.locationIds.abc', 'Only enter comma separated numbers'],
  ])('refuses %s with a 400 naming the field', async (_label, change, fieldName, message) => {
    const company = await createCompany(gw);
    const order = await createOrder(gw, company.id);
    const res = await gw.call('POST', '/campaign/v1/campaigns/', { body: { ...campaignBody(company.id, order.id), ...change } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toContainEqual({ fieldName, message });
  });

  it('keeps an MCOMM campaign MCOMM while it has retailer categories: another category is a 400 naming it, until they are deleted', async () => {
    const { campaign } = await createCampaign(gw, { category: 'MCOMM' });
    const path = `/campaign/v1/campaigns/${campaign.id}`;
    const made = await gw.call('POST', `${path}/topics/`, { body: { '@type': 'PromotedCategory', name: 'Snack aisle', includedCategories: ['Chips'] } });
    expect(made.status).toBe(201);
    const { id: _id, created: _c, modified: _m, version: _v, ...body } = campaign;
    const refused = await gw.call('PUT', path, { body: { ...body, category: 'BRAND' }, headers: ifMatch(campaign) });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ fieldName: 'category', message: 'This campaign has a retailer category, which only MCOMM campaigns take: delete it before changing its category' }]);
    expect((await gw.call('GET', path)).json.category).toBe('MCOMM');
    // Any other change of an MCOMM campaign with retailer categories is taken.
    const renamed = await gw.call('PUT', path, { body: { ...body, campaignName: 'Renamed MCOMM campaign' }, headers: ifMatch(campaign) });
    expect(renamed.status).toBe(200);
    expect((await gw.call('DELETE', `${path}/topics/${made.json.id}`, { headers: ifMatch(made.json) })).status).toBeLessThan(300);
    const changed = await gw.call('PUT', path, { body: { ...body, category: 'BRAND' }, headers: ifMatch(renamed.json) });
    expect(changed.status).toBe(200);
    expect(changed.json.category).toBe('BRAND');
  });

  it('accepts plain ISO timestamps and answers them with the [UTC] suffix', async () => {
    const { campaign } = await createCampaign(gw, { startDate: '2031-05-01T16:00:00.000Z', endDate: '2031-06-01T06:59:00Z' });
    expect(campaign.startDate).toBe('2031-05-01T16:00:00Z[UTC]');
    expect(campaign.endDate).toBe('2031-06-01T06:59:00Z[UTC]');
  });

  it('finds campaigns by name, case-insensitively, and sorts by the sortable columns', async () => {
    await createCampaign(gw, { campaignName: 'Harvest Moon Granola', opsAssociate: 'b@x.example' });
    await createCampaign(gw, { campaignName: 'harvest sun cereal', opsAssociate: 'a@x.example' });
    const found = await gw.call('GET', '/campaign/v1/campaigns/?campaignName=HARVEST&sort=associate');
    expect(found.json.objects.map((c: { campaignName: string }) => c.campaignName)).toEqual(['harvest sun cereal', 'Harvest Moon Granola']);
    expect(found.json.pagination.customParams.campaignName).toBe('HARVEST');
    for (const sort of ['name', '-startDate', 'endDate', 'associate']) {
      expect((await gw.call('GET', `/campaign/v1/campaigns/?sort=${sort}`)).status).toBe(200);
    }
  });

  it('answers the campaigns named by ids= (one page of another list) and refuses too many ids', async () => {
    const a = await createCampaign(gw, { campaignName: 'Ids filter one' });
    const b = await createCampaign(gw, { campaignName: 'Ids filter two' });
    await createCampaign(gw, { campaignName: 'Ids filter three' });
    const found = await gw.call('GET', `/campaign/v1/campaigns/?ids=${a.campaign.id},${b.campaign.id},nope&limit=3`);
    expect(found.json.objects.map((c: { campaignName: string }) => c.campaignName).sort()).toEqual(['Ids filter one', 'Ids filter two']);
    const tooMany = await gw.call('GET', `/campaign/v1/campaigns/?ids=${Array.from({ length: 201 }, (_, i) => i).join(',')}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toEqual([{ fieldName: 'ids', message: 'At most 200 ids' }]);
  });

  it('round-trips a campaign with every constraint kind', async () => {
    const chainId = await createChain(gw);
    const { campaign } = await createCampaign(gw, {
      constraints: [
        { '@type': 'DateRangeConstraint', startTimestamp: future(1), endTimestamp: future(2), availableInPeriod: true },
        { '@type': 'LocationConstraint', locationIds: { '101': true, '102': false } },
        { '@type': 'ChainConstraint', chainIds: { [chainId]: true } },
        { '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' },
        { '@type': 'MaxEngagementsConstraint', engagements: 5, period: 'ALL_TIME' },
        { '@type': 'RegionConstraint', regionKeys: { STATE_CA: true } },
      ],
    });
    const res = await gw.call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { body: campaign, headers: ifMatch(campaign) });
    expect(res.status).toBe(200);
    expect(res.json.constraints).toEqual(campaign.constraints);
  });
});
