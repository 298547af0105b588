import { call, CHAIN_LOGOS, createRunningCampaign, day } from './api';

/**
 * The browser tests' data, created through the gateway's API: 60 campaigns (more than one page of
 * 50), with names that sort and search predictably.
 */
export const SEEDED_CAMPAIGNS = 60;
/** Campaigns whose name holds this word (for the search journey). */
export const SEARCH_WORD = 'Harbor';
export const SEARCH_HITS = 3;

export const campaignName = (i: number) => (i < SEARCH_HITS ? `${SEARCH_WORD} Campaign ${String(i).padStart(2, '0')}` : `Campaign ${String(i).padStart(2, '0')}`);

export async function seedCampaigns() {
  const company = await call('POST', '/company/v1/companies/', { name: 'Acme Foods' });
  const order = await call('POST', '/order/v1/insertionOrders/', {
    name: 'Acme Spring Order',
    companyId: company.id,
    orderLineItems: [{ orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } }],
  });
  for (let i = 0; i < SEEDED_CAMPAIGNS; i++) {
    await createRunningCampaign('/campaign/v1/campaigns', {
      campaignName: campaignName(i),
      accountManager: 'ana.account@flightdeck.example',
      campaignManager: 'carl.campaign@flightdeck.example',
      opsAssociate: `ops${String(i % 7).padStart(2, '0')}@flightdeck.example`,
      companyIds: [company.id],
      insertionOrderIds: [order.id],
      startDate: day(i - 30),
      endDate: day(i + 5),
    });
  }
}

/** The chain the journeys' ad sets and ads run at (the gateway refuses chains it does not hold). */
export const SEEDED_CHAIN = 'Juniper Grocer';

/** Creates the seeded chain; its id reaches the journeys as E2E_CHAIN_ID (seededChainId in api.ts). */
export async function seedChain(): Promise<string> {
  const created = await call<{ chain: { chain_id: string } }>('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: SEEDED_CHAIN, supports_online_store: false }, button_ids: [] });
  return created.chain.chain_id;
}

/**
 * At least `count` companies named '{prefix} 000'… (created once, 25 at a time), so that a company
 * named after them lies beyond the old pickers' first 500 by name.
 */
export async function seedCompanies(count: number, prefix: string) {
  const held = await call<{ pagination: { objectCount: number } }>('GET', `/company/v1/companies/?name=${encodeURIComponent(prefix)}&limit=1`);
  for (let i = held.pagination.objectCount; i < count; i += 25) {
    const names = Array.from({ length: Math.min(25, count - i) }, (_, j) => `${prefix} ${String(i + j).padStart(3, '0')}`);
    await Promise.all(names.map((name) => call('POST', '/company/v1/companies/', { name })));
  }
}
