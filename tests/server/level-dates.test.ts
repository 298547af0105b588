import { describe, expect, it } from 'vitest';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { adsPath, CAMPAIGN_END, chainConstraint, scanAd, worldForSuite } from './ad-fixtures';
import { ifMatch } from './fixtures';
import { STORE_KINDS } from './harness';

const range = (start: string, end: string) => ({ '@type': 'DateRangeConstraint', startTimestamp: start, endTimestamp: end });
const daysFromNow = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19)}Z[UTC]`;

/**
 * spec 2 §5: an ad set's and an ad's dates cannot be set in the past, and fall within the level
 * above; a level's changed dates must still hold what runs within it. What was read can still be
 * saved as it is.
 */
describe.each(STORE_KINDS)('dates of campaigns, ad sets and ads on %s', (kind) => {
  const { gw, w } = worldForSuite(kind);
  // the world's chain, as its ad set names it (ads need chains: spec 2 §5)
  const chains = () => chainConstraint(w.chainId);
  const campaignPath = () => `/campaign/v1/campaigns/${w.campaignId}`;

  it("refuses an ad set or an ad whose end is set in the past ('End date cannot be in the past'); a new one's start may have passed", async () => {
    const ended = [chains(), range(daysFromNow(-30), daysFromNow(-1))];
    const set = await gw.call('POST', w.base, { body: { name: 'Ended set', constraints: ended } });
    expect(set.status, JSON.stringify(set.json)).toBe(400);
    expect(set.json.errors).toEqual([{ fieldName: 'constraints', message: CAMPAIGN_RULES.endInPast }]);
    const ad = await gw.call('POST', adsPath(w), { body: scanAd(w, { constraints: [range(daysFromNow(-30), daysFromNow(-1))] }) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(400);
    expect(ad.json.errors).toContainEqual({ fieldName: 'constraints', message: CAMPAIGN_RULES.endInPast });

    // A copy of a running ad keeps its start (the clone flow).
    const running = await gw.call('POST', adsPath(w), { body: scanAd(w, { constraints: [range(daysFromNow(-3), daysFromNow(30))] }) });
    expect(running.status, JSON.stringify(running.json)).toBe(201);
    // Its start moved into the past by a later write is refused; saved as read, it is taken.
    const moved = await gw.call('PUT', `${adsPath(w)}/${running.json.id}`, { body: { ...running.json, constraints: [range(daysFromNow(-5), daysFromNow(30))] }, headers: ifMatch(running.json) });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toContainEqual({ fieldName: 'constraints', message: CAMPAIGN_RULES.startInPast });
    const asRead = await gw.call('PUT', `${adsPath(w)}/${running.json.id}`, { body: { ...running.json, name: 'Renamed scan' }, headers: ifMatch(running.json) });
    expect(asRead.status, JSON.stringify(asRead.json)).toBe(200);
  });

  it('refuses shortening a campaign or an ad set past what runs within it, naming it, and stores nothing', async () => {
    const set = await gw.call('POST', w.base, { body: { name: 'Autumn set', constraints: [chains(), range(daysFromNow(10), daysFromNow(60))] } });
    expect(set.status, JSON.stringify(set.json)).toBe(201);
    const ad = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'Autumn scan', constraints: [range(daysFromNow(20), daysFromNow(50))] }) });
    expect(ad.status, JSON.stringify(ad.json)).toBe(201);

    const campaign = (await gw.call('GET', campaignPath())).json;
    const shortened = await gw.call('PUT', campaignPath(), { body: { ...campaign, endDate: daysFromNow(40) }, headers: ifMatch(campaign) });
    expect(shortened.status, JSON.stringify(shortened.json)).toBe(400);
    expect(shortened.json.errors).toHaveLength(1);
    expect(shortened.json.errors[0].fieldName).toBe('endDate');
    expect(shortened.json.errors[0].message).toMatch(/^Cannot end before what runs within it: ad set "Autumn set" ends .+; ad "Autumn scan" ends /);
    expect((await gw.call('GET', campaignPath())).json.endDate).toBe(CAMPAIGN_END);

    const setShortened = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...set.json, constraints: [chains(), range(daysFromNow(30), daysFromNow(60))] }, headers: ifMatch(set.json) });
    expect(setShortened.status, JSON.stringify(setShortened.json)).toBe(400);
    expect(setShortened.json.errors).toEqual([{ fieldName: 'constraints', message: expect.stringMatching(/^Cannot start after what runs within it: ad "Autumn scan" starts /) }]);

    // A change that still holds them is taken.
    const longer = await gw.call('PUT', `${w.base}/${set.json.id}`, { body: { ...set.json, constraints: [chains(), range(daysFromNow(10), daysFromNow(90))] }, headers: ifMatch(set.json) });
    expect(longer.status, JSON.stringify(longer.json)).toBe(200);
  });
});
