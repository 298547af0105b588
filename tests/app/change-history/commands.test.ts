import { describe, expect, it, vi } from 'vitest';
import showChangelog from '#commands/show-changelog';
import { changelogOfScreen } from '#commands/screen';
import { setChangelogInView } from '#app/features/change-history/in-view';
import { commandContext as ctx, urlOf } from '#tests/app/support/command-context';

const historyPathOfScreen = (url: string) => {
  const link = changelogOfScreen(ctx(url).screen);
  return link && urlOf(link);
};

describe("'Show changelog' for the document in view", () => {
  it('knows the change log of each document screen (by its route), and of none elsewhere', () => {
    expect(historyPathOfScreen('/campaigns/view/7')).toBe('/history/campaigns/7');
    expect(historyPathOfScreen('/campaigns/7')).toBe('/history/campaigns/7');
    expect(historyPathOfScreen('/campaigns/7/budget')).toBe('/history/campaigns/7');
    expect(historyPathOfScreen('/campaigns/7/adsets/8')).toBe('/history/campaigns/7/adsets/8');
    expect(historyPathOfScreen('/campaigns/7/adsets/v2/8')).toBe('/history/campaigns/7/adsets/8');
    expect(historyPathOfScreen('/campaigns/7/adsets/8/ads/9')).toBe('/history/campaigns/7/adsets/8/ads/9');
    expect(historyPathOfScreen('/campaigns/7/topics/5')).toBe('/history/campaigns/7/topics/5');
    expect(historyPathOfScreen('/campaigns/7/categories/5')).toBe('/history/campaigns/7/topics/5');
    expect(historyPathOfScreen('/orders/3')).toBe('/history/3');
    expect(historyPathOfScreen('/companies/4/')).toBe('/history/4');
    expect(historyPathOfScreen('/chains/6')).toBe('/history/6');
    for (const none of ['/campaigns', '/campaigns/new', '/campaigns/new/budget', '/campaigns/7/adsets/new', '/campaigns/7/adsets/8/ads/new', '/orders/new', '/orders', '/history', '/adBrowser']) {
      expect(historyPathOfScreen(none)).toBeUndefined();
    }
  });

  it("is offered on a document's screen and opens that screen's popup when it has one", () => {
    expect(showChangelog.when?.(ctx('/orders'))).toBe(false);
    const c = ctx('/orders/3');
    expect(showChangelog.when?.(c)).toBe(true);
    const open = vi.fn();
    const mine = { documentId: '3', open };
    setChangelogInView(mine);
    showChangelog.run(c, {});
    expect(open).toHaveBeenCalled();
    expect(c.navigate).not.toHaveBeenCalled();
    setChangelogInView(undefined, mine);
  });

  it('goes to the change log page on screens without the popup', () => {
    const c = ctx('/campaigns/7/adsets/8/ads/9');
    showChangelog.run(c, {});
    expect(c.navigated().at(-1)).toBe('/history/campaigns/7/adsets/8/ads/9');
  });

  it("a screen's leaving clears only its own popup", () => {
    const first = { documentId: '1', open: vi.fn() };
    const second = { documentId: '2', open: vi.fn() };
    setChangelogInView(first);
    setChangelogInView(second);
    setChangelogInView(undefined, first); // the first screen unmounts after the second mounted
    showChangelog.run(ctx('/orders/2'), {});
    expect(second.open).toHaveBeenCalled();
    setChangelogInView(undefined, second);
  });
});
