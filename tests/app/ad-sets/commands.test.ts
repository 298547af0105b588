import { afterEach, describe, expect, it } from 'vitest';
import continueToSummary from '#commands/continue-to-summary';
import deleteAdSet from '#commands/delete-ad-set';
import editAdSet from '#commands/edit-ad-set';
import goAdSets from '#commands/go-ad-sets';
import newAd from '#commands/new-ad';
import newAdSet from '#commands/new-ad-set';
import uploadLookbookSheet from '#commands/upload-lookbook-sheet';
import { campaignOnScreen } from '#commands/screen';
import { setAdSetsInView } from '#app/features/ad-sets/in-view';
import { commandContext as ctx } from '#tests/app/support/command-context';
afterEach(() => setAdSetsInView(undefined));

describe('ad set commands', () => {
  it('knows the campaign in view on its screens and its summary', () => {
    expect(campaignOnScreen(ctx('/campaigns/700').screen)).toBe('700');
    expect(campaignOnScreen(ctx('/campaigns/700/adsets/31').screen)).toBe('700');
    expect(campaignOnScreen(ctx('/campaigns/view/700').screen)).toBe('700');
    expect(campaignOnScreen(ctx('/campaigns/new/budget').screen)).toBeUndefined();
    expect(campaignOnScreen(ctx('/campaigns').screen)).toBeUndefined();
    expect(campaignOnScreen(ctx('/history/campaigns/700').screen)).toBeUndefined();
  });

  it("'New ad set' for the campaign in view, first on the ad set list", () => {
    expect(newAdSet.when?.(ctx('/orders'))).toBe(false);
    const c = ctx('/campaigns/view/700');
    expect(newAdSet.when?.(c)).toBe(true);
    expect(newAdSet.onScreen?.(c)).toBe(false);
    expect(newAdSet.onScreen?.(ctx('/campaigns/700/adsets'))).toBe(true);
    newAdSet.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/700/adsets/new');
  });

  it("'Go to ad sets' from the campaign's other screens; 'Continue to Summary' from the list", () => {
    expect(goAdSets.when?.(ctx('/campaigns/700/adsets'))).toBe(false);
    const c = ctx('/campaigns/700/adsets/31');
    expect(goAdSets.when?.(c)).toBe(true);
    goAdSets.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/700/adsets');
    const list = ctx('/campaigns/700/adsets');
    expect(continueToSummary.when?.(list)).toBe(true);
    expect(continueToSummary.when?.(ctx('/campaigns/700'))).toBe(false);
    continueToSummary.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/view/700');
  });

  it('edit, delete, new ad and the lookbook sheet upload act on the open section', () => {
    const list = ctx('/campaigns/700/adsets');
    for (const command of [editAdSet, deleteAdSet, newAd, uploadLookbookSheet]) expect(command.when?.(list)).toBe(false);
    setAdSetsInView({ campaignId: '700', adSetId: '31' });
    expect(editAdSet.when?.(list)).toBe(true);
    expect(deleteAdSet.when?.(list)).toBe(true);
    expect(newAd.when?.(list)).toBe(true);
    editAdSet.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/adsets/31');
    deleteAdSet.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/adsets?selected=31&dialog=delete');
    newAd.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/adsets/31/ads/new');
    expect(uploadLookbookSheet.when?.(ctx('/campaigns/700/adsets/31'))).toBe(false);
    expect(uploadLookbookSheet.when?.(list)).toBe(true);
    uploadLookbookSheet.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/adsets?selected=31&dialog=upload-lookbook');
  });
});
