import { afterEach, describe, expect, it, vi } from 'vitest';
import clonePromotedProduct from '#commands/clone-promoted-product';
import deleteTopic from '#commands/delete-topic';
import exportBarcodes from '#commands/export-barcodes';
import goPromotedProducts from '#commands/go-promoted-products';
import newPromotedProduct from '#commands/new-promoted-product';
import newRetailerCategory from '#commands/new-retailer-category';
import viewAllBarcodes from '#commands/view-all-barcodes';
import { campaignOnScreen } from '#commands/screen';
import { setTopicsInView } from '#app/features/topics/in-view';
import { commandContext as ctx } from '#tests/app/support/command-context';

const topicCampaignOf = (url: string) => campaignOnScreen(ctx(url).screen);
afterEach(() => setTopicsInView(undefined));

describe('topic commands', () => {
  it('knows the campaign in view on its screens and its summary', () => {
    expect(topicCampaignOf('/campaigns/700/topics/51')).toBe('700');
    expect(topicCampaignOf('/campaigns/view/700')).toBe('700');
    expect(topicCampaignOf('/campaigns/new')).toBeUndefined();
    expect(topicCampaignOf('/orders/5')).toBeUndefined();
  });

  it("'New promoted product' for the campaign in view, first on the promoted products list", () => {
    expect(newPromotedProduct.when?.(ctx('/campaigns'))).toBe(false);
    const c = ctx('/campaigns/view/700');
    expect(newPromotedProduct.when?.(c)).toBe(true);
    expect(newPromotedProduct.onScreen?.(c)).toBe(false);
    expect(newPromotedProduct.onScreen?.(ctx('/campaigns/700/topics'))).toBe(true);
    newPromotedProduct.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/700/topics/new');
  });

  it("'New retailer category' only where it applies: an MCOMM campaign in view", () => {
    const list = ctx('/campaigns/700/topics');
    setTopicsInView({ campaignId: '700', category: 'BRAND' });
    expect(newRetailerCategory.when?.(list)).toBe(false);
    setTopicsInView({ campaignId: '700', category: 'MCOMM' });
    expect(newRetailerCategory.when?.(list)).toBe(true);
    // Another campaign's screen is not this campaign's.
    expect(newRetailerCategory.when?.(ctx('/campaigns/701/topics'))).toBe(false);
    newRetailerCategory.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/categories/new');
  });

  it('clone and delete act on the selected topic of the list; clone only on a product', () => {
    const list = ctx('/campaigns/700/topics');
    expect(clonePromotedProduct.when?.(list)).toBe(false);
    expect(deleteTopic.when?.(list)).toBe(false);
    setTopicsInView({ campaignId: '700', selected: { id: '53', type: 'PromotedCategory' } });
    expect(clonePromotedProduct.when?.(list)).toBe(false);
    expect(deleteTopic.when?.(list)).toBe(true);
    setTopicsInView({ campaignId: '700', selected: { id: '51', type: 'PromotedProduct' } });
    expect(clonePromotedProduct.when?.(list)).toBe(true);
    clonePromotedProduct.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/topics?selected=51&dialog=clone');
    deleteTopic.run(list, {});
    expect(list.navigated().at(-1)).toBe('/campaigns/700/topics?selected=51&dialog=delete');
  });

  it('the product form offers its barcodes sub-screen when it has barcodes, and the export once the sub-screen can give one', () => {
    const form = ctx('/campaigns/700/topics/51');
    setTopicsInView({ campaignId: '700', hasBarcodes: false });
    expect(viewAllBarcodes.when?.(form)).toBe(false);
    setTopicsInView({ campaignId: '700', hasBarcodes: true });
    expect(viewAllBarcodes.when?.(form)).toBe(true);
    expect(viewAllBarcodes.when?.(ctx('/campaigns/700/topics'))).toBe(false);
    viewAllBarcodes.run(form, {});
    expect(form.navigated().at(-1)).toBe('/campaigns/700/topics/51?view=barcodes');
    expect(exportBarcodes.when?.(form)).toBe(false);
    const exportCsv = vi.fn();
    setTopicsInView({ campaignId: '700', exportBarcodes: exportCsv });
    expect(exportBarcodes.when?.(form)).toBe(true);
    exportBarcodes.run(form, {});
    expect(exportCsv).toHaveBeenCalledOnce();
  });

  it("'Go to promoted products' from the campaign's other screens", () => {
    expect(goPromotedProducts.when?.(ctx('/campaigns/700/topics'))).toBe(false);
    const c = ctx('/campaigns/700/adsets');
    expect(goPromotedProducts.when?.(c)).toBe(true);
    goPromotedProducts.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/700/topics');
  });
});
