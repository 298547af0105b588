import { beforeEach, describe, expect, it, vi } from 'vitest';
import filterAds from '#commands/filter-ads';
import jumpToAd, { jumpToAd as jump } from '#commands/jump-to-ad';
import searchAds from '#commands/search-ads';
import { searchRecords } from '#app/api/record-search';
import { notificationQueue } from '#app/ui/notifications';
import { commandContext as ctx, urlOf } from '#tests/app/support/command-context';
import { realGateway } from '#tests/app/support/real-gateway';
import { scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

const gw = realGateway();
beforeEach(() => gw.reset());

/** One ad, 'Alpha Cereal', in a campaign's ad set; answers the ad and its edit page (under /flightdeck). */
async function oneAd() {
  const w = await seedAdWorld(gw);
  const ad = await seedAd(gw, w, scanAdBody(w, 'Alpha Cereal'));
  return { ad, page: `/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${ad.id}` };
}
/** The portal's calls in this test as 'METHOD path'. */
const called = () => gw.calls.map((c) => `${c.method} ${c.path}`);

const messages = () => notificationQueue.visibleToasts.map((t) => t.content.message);

describe("'Jump to ad by id'", () => {
  it("asks for the id, looks the ad up and opens the ad's edit page", async () => {
    const { ad, page } = await oneAd();
    expect(jumpToAd.args?.map((a) => a.title)).toEqual(['Ad id']);
    // The palette shows the id rule on the argument's row before anything runs.
    expect(jumpToAd.args?.[0]?.problem?.('abc')).toBe('Only enter comma separated numbers');
    expect(jumpToAd.args?.[0]?.problem?.(' 51 ')).toBeUndefined();
    const c = ctx('/campaigns');
    await jump(c, ` ${ad.id} `);
    expect(called()).toContain(`GET /ad/v1/ads/${ad.id}`);
    expect(c.navigated()).toEqual([page]);
  });

  it("says the gateway's message for an unknown id, and the field rule for text that is no id, and goes nowhere", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = ctx('/campaigns');
    await jump(c, '999');
    expect(messages()).toContain('Ad 999 not found');
    await jump(c, 'abc');
    expect(messages()).toContain('Only enter comma separated numbers');
    expect(called().filter((call) => call.startsWith('GET /ad/'))).toEqual(['GET /ad/v1/ads/999']);
    expect(c.navigate).not.toHaveBeenCalled();
  });
});

describe('ad browser commands', () => {
  it("'Search ads' and 'Filter ads' keep the ad browser's search and filters, and rank first there", () => {
    expect(searchAds.onScreen?.(ctx('/adBrowser'))).toBe(true);
    expect(filterAds.onScreen?.(ctx('/orders'))).toBe(false);
    const elsewhere = ctx('/orders');
    searchAds.run(elsewhere, { term: 'cereal' });
    expect(elsewhere.navigated().at(-1)).toBe('/adBrowser?q=cereal');

    const here = ctx('/adBrowser?q=oats&chains=10&sort=-kickAmount&cursor=abc&selected=51');
    searchAds.run(here, { term: 'cereal' });
    expect(here.navigated().at(-1)).toBe('/adBrowser?q=cereal&chains=10&sort=-kickAmount');
    filterAds.run(here, {});
    expect(here.navigated().at(-1)).toBe('/adBrowser?q=oats&chains=10&sort=-kickAmount&cursor=abc&selected=51&dialog=filters');
  });
});

describe("the palette's record search", () => {
  it('finds an ad by its id, linking to its edit page', async () => {
    const { ad, page } = await oneAd();
    const hits = await searchRecords('v3', ad.id, new AbortController().signal);
    expect(hits.filter((h) => h.kind === 'Ads').map(({ link, ...hit }) => ({ ...hit, url: urlOf(link) }))).toEqual([{ kind: 'Ads', id: ad.id, name: 'Alpha Cereal', url: page }]);
    // A name is no ad id: the ad service is not asked; an unknown id finds nothing.
    gw.calls.length = 0;
    expect((await searchRecords('v3', 'Alpha', new AbortController().signal)).filter((h) => h.kind === 'Ads')).toEqual([]);
    expect(called().some((call) => call.startsWith('GET /ad/'))).toBe(false);
    expect((await searchRecords('v3', '999', new AbortController().signal)).filter((h) => h.kind === 'Ads')).toEqual([]);
  });
});
