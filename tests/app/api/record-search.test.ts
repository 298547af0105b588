import { beforeEach, describe, expect, it } from 'vitest';
import { RECORD_SEARCH_LIMIT, searchRecords, type RecordHit } from '#app/api/record-search';
import { urlOf } from '#tests/app/support/command-context';
import { seedChains } from '#tests/app/support/chains';
import { seedCampaign, seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

const gw = realGateway();
beforeEach(() => gw.reset());

/** A hit with the URL its link leads to. */
const withUrl = ({ link, ...hit }: RecordHit) => ({ ...hit, url: urlOf(link) });

/** More campaigns and orders named Harbor than a search keeps, each campaign choosing an order of its own; a Harbor chain. */
async function harbors() {
  const company = await seedCompany(gw, 'Harbor Foods');
  const campaigns: string[] = [];
  for (let i = 1; i <= RECORD_SEARCH_LIMIT + 1; i++) {
    const order = await seedOrder(gw, company.id, `Harbor ${i}`);
    campaigns.push((await seedCampaign(gw, `Harbor ${i}`, company.id, [order.id])).id);
  }
  const [chain] = await seedChains(gw, { name: 'Harbor Foods' });
  return { campaigns, chainId: chain?.chain.chain_id };
}

describe('record search (issue 4: on the server, capped)', () => {
  it('asks each service for a few hits by name and keeps at most that many per kind, as links', async () => {
    const { campaigns, chainId } = await harbors();
    // the company service is down: its kind is left out, the others still answer
    gw.answerInstead('GET', /^\/company\/v1\/companies/, () => Response.json({ errorMsg: 'Company service is down' }, { status: 503 }));
    const hits = await searchRecords('v3', 'harbor', new AbortController().signal);
    expect(gw.calls.length).toBeGreaterThan(0);
    for (const call of gw.calls) expect(call.search.get('limit'), call.path).toBe(String(RECORD_SEARCH_LIMIT));
    expect(gw.calls.find((c) => c.path.endsWith('/campaigns'))?.search.get('campaignName')).toBe('harbor');
    expect(hits.filter((h) => h.kind === 'Campaigns')).toHaveLength(RECORD_SEARCH_LIMIT);
    expect(hits.filter((h) => h.kind === 'Orders')).toHaveLength(RECORD_SEARCH_LIMIT);
    // newest first: the one made last leads
    const newest = campaigns.at(-1);
    expect(hits.filter((h) => h.kind === 'Campaigns').map(withUrl)[0]).toEqual({ kind: 'Campaigns', id: newest, name: `Harbor ${campaigns.length}`, url: `/campaigns/view/${newest}` });
    expect(hits.filter((h) => h.kind === 'Chains').map(withUrl)).toEqual([{ kind: 'Chains', id: chainId, name: 'Harbor Foods', url: `/chains/${chainId}` }]);
    expect(hits.some((h) => h.kind === 'Companies')).toBe(false);
    // A name is no ad id: no ad call.
    expect(gw.calls.some((c) => c.path.startsWith('/ad/v1/ads/'))).toBe(false);
  });

  it('finds an ad by its id', async () => {
    const w = await seedAdWorld(gw);
    const ad = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const hits = await searchRecords('v3', ad.id, new AbortController().signal);
    expect(hits.filter((h) => h.kind === 'Ads').map(withUrl)).toEqual([{ kind: 'Ads', id: ad.id, name: 'Cereal scan', url: `/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${ad.id}` }]);
  });

  it('fails as aborted when the next keystroke aborts it', async () => {
    const controller = new AbortController();
    const search = searchRecords('v3', 'harbor', controller.signal);
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
  });
});
