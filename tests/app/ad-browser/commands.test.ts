import { afterEach, describe, expect, it, vi } from 'vitest';
import filterAds from '#commands/filter-ads';
import jumpToAd, { jumpToAd as jump } from '#commands/jump-to-ad';
import searchAds from '#commands/search-ads';
import { searchRecords } from '#app/api/record-search';
import { notificationQueue } from '#app/ui/notifications';
import { commandContext as ctx, urlOf } from '#tests/app/support/command-context';
import { adBrowserGateway, browserAd } from './ad-browser-gateway';

afterEach(() => {
  vi.unstubAllGlobals();
});

const messages = () => notificationQueue.visibleToasts.map((t) => t.content.message);

describe("'Jump to ad by id'", () => {
  it("asks for the id, looks the ad up and opens the ad's edit page", async () => {
    const gw = adBrowserGateway([browserAd('51', 'Alpha Cereal')]);
    expect(jumpToAd.args?.map((a) => a.title)).toEqual(['Ad id']);
    // The palette shows the id rule on the argument's row before anything runs.
    expect(jumpToAd.args?.[0]?.problem?.('abc')).toBe('Only enter comma separated numbers');
    expect(jumpToAd.args?.[0]?.problem?.(' 51 ')).toBeUndefined();
    const c = ctx('/campaigns');
    await jump(c, ' 51 ');
    expect(gw.calls).toContain('GET /ad/v1/ads/51');
    expect(c.navigated()).toEqual(['/campaigns/700/adsets/31/ads/51']);
  });

  it("says the gateway's message for an unknown id, and the field rule for text that is no id, and goes nowhere", async () => {
    const gw = adBrowserGateway([]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = ctx('/campaigns');
    await jump(c, '999');
    expect(messages()).toContain('Ad 999 not found');
    await jump(c, 'abc');
    expect(messages()).toContain('Only enter comma separated numbers');
    expect(gw.calls.filter((call) => call.startsWith('GET /ad/'))).toEqual(['GET /ad/v1/ads/999']);
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
    const gw = adBrowserGateway([browserAd('51', 'Alpha Cereal')]);
    const hits = await searchRecords('v3', '51', new AbortController().signal);
    expect(hits.filter((h) => h.kind === 'Ads').map(({ link, ...hit }) => ({ ...hit, url: urlOf(link) }))).toEqual([{ kind: 'Ads', id: '51', name: 'Alpha Cereal', url: '/campaigns/700/adsets/31/ads/51' }]);
    // A name is no ad id: the ad service is not asked; an unknown id finds nothing.
    gw.calls.length = 0;
    expect((await searchRecords('v3', 'Alpha', new AbortController().signal)).filter((h) => h.kind === 'Ads')).toEqual([]);
    expect(gw.calls.some((call) => call.startsWith('GET /ad/'))).toBe(false);
    expect((await searchRecords('v3', '999', new AbortController().signal)).filter((h) => h.kind === 'Ads')).toEqual([]);
  });
});
