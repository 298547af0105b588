import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BUNDLE_DESCRIPTION } from '#domain/ad/ad';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, LINE_ITEMS, scanAdBody, seedAd, seedAdWorld, storedAds, type AdWorld } from '#tests/app/support/seed-ads';
import { chooseMany, described, missingValues, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** The campaign's ads, by name: a scan, a receipt (both of its product) and a video, as asked; answers their ids. */
async function seedLinkable(w: AdWorld, which: ('scan' | 'receipt' | 'video')[]) {
  const product = Object.values(w.products)[0]!;
  const ids: Record<string, string> = {};
  for (const kind of which) {
    if (kind === 'scan') ids.scan = (await seedAd(gw, w, scanAdBody(w, 'Milk scan'))).id;
    if (kind === 'receipt') ids.receipt = (await seedAd(gw, w, adBody(w, 'PURCHASE_VALIDATION', 'Bread receipt', { topicIds: [product], format: { '@type': 'ProductReceiptFormat', promotedProductId: product } }))).id;
    if (kind === 'video') ids.video = (await seedAd(gw, w, adBody(w, 'VIDEO', 'Milk video', { format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB', videoUrl: 'https://videos.example/milk.mp4' } }))).id;
  }
  return ids;
}
/** The bundles the portal created in this test, read back. */
const createdBundles = async (w: AdWorld) => {
  expect(adWrites(gw).filter((c) => c.method === 'POST')).toHaveLength(1);
  return (await storedAds(gw, w)).filter((a) => a.format['@type'] === 'BundleFormat');
};

const MINIMUM = 'Please create a minimum of two scans/receipts Ads to link together before creating a bundle';
const CHOOSE_TWO = 'Choose at least two ads to link';
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('bundle format section', () => {
  it('needs two scan or receipt ads in the campaign before a bundle can be made', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    await seedLinkable(w, ['scan', 'video']);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=SCAN_MISSION`);
    await screen.findByRole('heading', { name: 'Scan Mission settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Breakfast mission');
    await retype(user, screen.getByRole('textbox', { name: /^Kicks/ }), '30');
    // One scan and a video: nothing to bundle; the section says so and Submit waits.
    const section = screen.getByRole('region', { name: 'Scan Mission settings' });
    expect(await within(section).findByText(MINIMUM)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Ads to link/ })).toBeNull();
    await waitFor(() => expect(missingValues()).toEqual([MINIMUM]));
    expect(submit().hasAttribute('disabled')).toBe(true);
  });

  it('links two of the campaign\'s scan and receipt ads and takes the scan mission image size', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const ids = await seedLinkable(w, ['scan', 'receipt', 'video']);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=SCAN_MISSION`);
    await screen.findByRole('heading', { name: 'Scan Mission settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Breakfast mission');
    await retype(user, screen.getByRole('textbox', { name: /^Kicks/ }), '30');
    const linked = await screen.findByRole('button', { name: /Ads to link/ });
    expect(screen.getByText('532x624 pixels')).toBeTruthy();
    linked.focus();
    await user.keyboard('{Enter}');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Milk scan · Product Scan', 'Bread receipt · Product Receipt']);
    await user.keyboard('{Escape}');
    // two can be linked: the summary asks to choose them, not to create them
    await waitFor(() => expect(missingValues()).toEqual([CHOOSE_TWO]));
    expect(screen.queryByText(MINIMUM)).toBeNull();
    // the summary's line is a link that leads to the select
    within(screen.getByRole('region', { name: 'Missing values' })).getByRole('link', { name: CHOOSE_TWO }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(linked);

    await chooseMany(user, linked, 'Milk scan · Product Scan', 'Bread receipt · Product Receipt');
    await waitFor(() => expect(missingValues()).toEqual([]));
    submit().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    expect(await createdBundles(w)).toMatchObject([{ name: 'Breakfast mission', format: { '@type': 'BundleFormat', adIds: [ids.scan, ids.receipt], legacy: { bundle_type: 'SCAN_MISSION' } } }]);
  });

  it('starts a Receipt Bundle with the description it is saved with (spec 2 §9), and says an emptied one gets it too', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw, { lineItems: [...LINE_ITEMS, { type: 'RECEIPT_BUNDLE' }] });
    await seedLinkable(w, ['scan', 'receipt']);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=RECEIPT_BUNDLE`);
    await screen.findByRole('heading', { name: 'Receipt Bundle settings' });
    const description = screen.getByRole('textbox', { name: /^Description/ }) as HTMLTextAreaElement;
    expect(description.value).toBe(DEFAULT_BUNDLE_DESCRIPTION);
    expect(described(description)).toContain(`Saved as '${DEFAULT_BUNDLE_DESCRIPTION}' when left empty`);
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Breakfast bundle');
    await retype(user, screen.getByRole('textbox', { name: /^Kicks/ }), '30');
    await chooseMany(user, await screen.findByRole('button', { name: /Ads to link/ }), 'Milk scan · Product Scan', 'Bread receipt · Product Receipt');
    await waitFor(() => expect(missingValues()).toEqual([]));
    submit().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    expect(await createdBundles(w)).toMatchObject([{ description: DEFAULT_BUNDLE_DESCRIPTION, format: { '@type': 'BundleFormat', legacy: { bundle_type: 'RECEIPT_BUNDLE', bannerPriority: 'abc' } } }]);
  });
});
