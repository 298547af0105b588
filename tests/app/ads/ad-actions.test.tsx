import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { readOrder, saveOrderElsewhere } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { pickBySearch } from '#tests/app/support/search-picker';
import { adBody, adWrites, type AdWorld, type AdWorldOptions, day, readAd, SCAN_AND_CARD, saveAdElsewhere, scanAdBody, seedAd, seedAdWorld, storeAdFields, storedAds } from '#tests/app/support/seed-ads';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const adsTable = () => screen.getByRole('table', { name: 'Ads of Main set' });
/** The world of these tests: the order has only a scan and a linked card line item unless a test gives more. */
const world = (options: AdWorldOptions = {}) => seedAdWorld(gw, { lineItems: SCAN_AND_CARD, ...options });
/** The ad set list with the world's ad set selected, and a dialog of it open when told. */
const listUrl = (w: AdWorld, dialog = '') => `/flightdeck/campaigns/${w.campaignId}/adsets?selected=${w.adSetId}${dialog}`;
/** The ads the portal created (its POSTs to the ad set's ads), in order. */
const posted = () => adWrites(gw).filter((c) => c.method === 'POST');
/** A receipt line item too, so a scan's copy may get its receipt and a receipt's its scan. */
const WITH_RECEIPT = [...SCAN_AND_CARD, { type: 'PURCHASE_VALIDATION' }];
/** A receipt ad of the world's product named. */
const receiptBody = (w: AdWorld, name: string, product = 'Oat Crunch') =>
  adBody(w, 'PURCHASE_VALIDATION', name, { topicIds: [w.products[product]], format: { '@type': 'ProductReceiptFormat', promotedProductId: w.products[product], legacy: { bannerPriority: '2026-01-01' } } });
type User = ReturnType<typeof userEvent.setup>;
/** Presses Next (or Clone) and waits for the named step's heading to take focus. */
async function nextStep(user: User, dialog: HTMLElement, heading: string) {
  await tabTo(user, 'Next');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: heading })));
}

describe('ad actions on the ad set list', () => {
  it('deletes an ad after confirmation, with If-Match; the delete button waits at most 3 s', { timeout: 60_000 }, async () => {
    const w = await world();
    const cereal = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    // saved three times since: the delete must send the version the list read, 4
    for (const n of [1, 2, 3]) await saveAdElsewhere(gw, w, cereal.id, { description: `Edit ${n}` });
    await seedAd(gw, w, scanAdBody(w, 'Juice scan'));
    // the delete is answered only when the test says so
    const held = gw.hold('DELETE', new RegExp(`/ads/${cereal.id}$`));
    const user = userEvent.setup();
    const app = renderApp(listUrl(w));
    await screen.findByRole('table', { name: 'Ads of Main set' });
    await within(adsTable()).findByText('Juice scan');
    expect(within(adsTable()).getAllByRole('columnheader').at(-1)!.textContent).toBe('Actions');
    await tabTo(user, 'Delete ad Cereal scan');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
    expect(dialog.textContent).toContain('"Cereal scan" will be deleted.');
    expect(app.location()).toBe(listUrl(w, `&dialog=delete-ad&ad=${cereal.id}`));
    // Escape cancels.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location()).toBe(listUrl(w));
    expect(gw.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await tabTo(user, 'Delete ad Cereal scan');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    // While the gateway has not answered the ad's delete button waits, for at most 3 seconds (spec 2 §9).
    const waiting = await within(adsTable()).findByRole('button', { name: 'Delete ad Cereal scan' });
    expect(waiting.textContent).toBe('Deleting…');
    expect(waiting.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(within(adsTable()).getByRole('button', { name: 'Delete ad Cereal scan' }).textContent).toBe('Delete'), { timeout: 4500 });
    held.release();
    expect(await screen.findByText('Ad successfully deleted.')).toBeTruthy();
    const deletes = gw.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => [c.path, c.ifMatch])).toEqual([[`/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${cereal.id}`, '"4"']]);
    await waitFor(() => expect(within(adsTable()).queryByText('Cereal scan')).toBeNull());
    expect(within(adsTable()).getByText('Juice scan')).toBeTruthy();
    expect((await storedAds(gw, w)).map((a) => a.name)).toEqual(['Juice scan']);
    // Focus, gone with the deleted ad's row, goes on to the ad beside it.
    await waitFor(() => expect(document.activeElement).toBe(within(adsTable()).getByRole('link', { name: 'Juice scan' })));
  });

  it("deleting the ad set's only ad puts focus on New Ad", { timeout: 60_000 }, async () => {
    const w = await world();
    await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(listUrl(w));
    await within(await screen.findByRole('table', { name: 'Ads of Main set' })).findByText('Cereal scan');
    await tabTo(user, 'Delete ad Cereal scan');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('There are no ads added yet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'New Ad' })));
    expect(await storedAds(gw, w)).toEqual([]);
  });

  it('clones a scan ad: confirm, product, description Duplicate (n), then creates the copy', { timeout: 60_000 }, async () => {
    const w = await world();
    const cereal = await seedAd(gw, w, scanAdBody(w, 'Cereal scan', { description: 'Original' }));
    const sibling = await seedAd(gw, w, scanAdBody(w, 'Cereal scan', { description: 'Duplicate' }));
    // the original leads to another ad: its copy leads to none
    await saveAdElsewhere(gw, w, cereal.id, { nextAdId: sibling.id });
    const user = userEvent.setup();
    const app = renderApp(listUrl(w));
    await within(await screen.findByRole('table', { name: 'Ads of Main set' })).findAllByText('Cereal scan');
    await tabTo(user, 'Clone ad Cereal scan');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal scan' });
    expect(app.location()).toBe(listUrl(w, `&dialog=clone-ad&ad=${cereal.id}`));
    // the order has no receipt line item: no complementary-ad step
    expect(await within(dialog).findByRole('heading', { name: 'Step 1 of 3: Confirm' })).toBeTruthy();
    expect(dialog.textContent).toContain('A copy of "Cereal scan" will be created in the ad set "Main set".');
    await tabTo(user, 'Next');
    await user.keyboard('{Enter}');

    // Step 2: the campaign's promoted products, the ad's own chosen.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Step 2 of 3: Promoted Product' })));
    await user.tab();
    const product = within(dialog).getByRole('combobox', { name: 'Promoted Product' }) as HTMLInputElement;
    expect(document.activeElement).toBe(product);
    await waitFor(() => expect(product.value).toBe('Oat Crunch'));
    // the picker searches the campaign's products by name: ArrowDown offers them all (by name, as the gateway lists them), typing narrows them
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bran Flakes', 'Oat Crunch']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.keyboard('{Control>}a{/Control}');
    await pickBySearch(user, 'Bran Flakes');
    await waitFor(() => expect(product.value).toBe('Bran Flakes'));
    await tabTo(user, 'Next');
    await user.keyboard('{Enter}');

    // Step 3: the description tells the copy from its same-named siblings; Back keeps the choices.
    await within(dialog).findByRole('heading', { name: 'Step 3 of 3: Description' });
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('Duplicate (1)');
    await tabTo(user, 'Back');
    await user.keyboard('{Enter}');
    const stepTwo = await within(dialog).findByRole('heading', { name: 'Step 2 of 3: Promoted Product' });
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: 'Promoted Product' }) as HTMLInputElement).value).toBe('Bran Flakes'));
    // Enter where each step puts focus (its heading) goes on, as Next and Clone do
    await waitFor(() => expect(document.activeElement).toBe(stepTwo));
    await user.keyboard('{Enter}');
    const stepThree = await within(dialog).findByRole('heading', { name: 'Step 3 of 3: Description' });
    await waitFor(() => expect(document.activeElement).toBe(stepThree));
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Ad cloned successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe(listUrl(w));
    const [post] = posted();
    expect(post!.body).not.toHaveProperty('id');
    expect(post!.body).not.toHaveProperty('version');
    const bran = w.products['Bran Flakes'];
    expect(post!.body).toMatchObject({
      name: 'Cereal scan',
      description: 'Duplicate (1)',
      nextAdId: null,
      topicIds: [bran],
      format: { '@type': 'ProductScanFormat', promotedProductId: bran, legacy: { bannerPriority: '2026-01-01' } },
      insertionOrderId: w.orderId,
      orderLineItemId: w.lineItems.SCAN!.id,
    });
    // The copy shows in the list.
    await waitFor(() => expect(within(adsTable()).getAllByRole('row')).toHaveLength(4));
  });

  it('an expired ad needs new dates: the end after the one that passed and in the future', { timeout: 60_000 }, async () => {
    const w = await world({ lineItems: [...SCAN_AND_CARD, { type: 'VIDEO' }] });
    const video = await seedAd(gw, w, adBody(w, 'VIDEO', 'Spring video', { format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB', videoUrl: 'https://video.example/spring.mp4', legacy: { bannerPriority: '2026-01-01' } } }));
    // dates that have passed: written past the gateway, which takes no past dates on a write
    await storeAdFields(gw, video.id, { constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-9), endTimestamp: day(-2) }, { '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }] });
    const user = userEvent.setup();
    const opened = Date.now();
    // The palette opens the dialog by the URL.
    renderApp(listUrl(w, `&dialog=clone-ad&ad=${video.id}`));
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Spring video' });
    expect(within(dialog).getByRole('heading', { name: 'Step 1 of 3: Confirm' })).toBeTruthy();
    await tabTo(user, 'Next');
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('heading', { name: 'Step 2 of 3: Description' });
    expect((within(dialog).getByRole('textbox', { name: 'Description' }) as HTMLInputElement).value).toBe('Duplicate');
    await tabTo(user, 'Next');
    await user.keyboard('{Enter}');
    await within(dialog).findByRole('heading', { name: 'Step 3 of 3: New dates' });
    expect(dialog.textContent).toContain('Expired ads require new dates.');
    expect(within(dialog).getByRole('button', { name: 'Clone' }).hasAttribute('disabled')).toBe(true);
    await tabTo(user, 'End Date Calendar');
    await user.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'End Date Calendar' });
    await tabTo(user, 'Now');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calendar.isConnected).toBe(false));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Clone' }).hasAttribute('disabled')).toBe(false));
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad cloned successfully.')).toBeTruthy();
    const body = posted()[0]!.body as { constraints: { '@type': string; startTimestamp?: string | null; endTimestamp?: string }[]; description: string };
    expect(body.description).toBe('Duplicate');
    const range = body.constraints.find((c) => c['@type'] === 'DateRangeConstraint')!;
    expect(range.startTimestamp).toBeNull();
    expect(new Date(range.endTimestamp!.replace('[UTC]', '')).getTime()).toBeGreaterThan(opened);
    // the ad's other constraints come along
    expect(body.constraints).toContainEqual({ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' });
  });

  it('refuses once the campaign has ended, and reports a refused copy under Failed cloning ad', { timeout: 60_000 }, async () => {
    const w = await world({ campaign: { endDate: day(-1) } });
    const cereal = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    const app = renderApp(listUrl(w, `&dialog=clone-ad&ad=${cereal.id}`));
    const refused = await screen.findByRole('alertdialog', { name: 'Clone ad: Cereal scan' });
    expect(refused.textContent).toContain('This campaign has already ended. If you would like to clone an ad in this campaign, reset the dates.');
    await tabTo(user, 'Close');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location()).toBe(listUrl(w));
    expect(posted()).toHaveLength(0);
  });

  it('a copy the gateway refuses shows Failed cloning ad with its message; the dialog stays', { timeout: 60_000 }, async () => {
    const w = await world();
    const cereal = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(listUrl(w, `&dialog=clone-ad&ad=${cereal.id}`));
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal scan' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 3: Confirm' });
    for (const heading of ['Step 2 of 3: Promoted Product', 'Step 3 of 3: Description']) {
      await tabTo(user, 'Next');
      await user.keyboard('{Enter}');
      await within(dialog).findByRole('heading', { name: heading });
    }
    // the campaign is made an MCOMM one elsewhere meanwhile: its scan ads need a max price, which the copy has not
    const campaign = (await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`)).json;
    expect((await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { ...campaign, category: 'MCOMM' }, { 'If-Match': `"${campaign.version}"` })).status).toBe(200);
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Failed cloning ad. Max price in cents: Max price in cents is required for MCOMM campaigns')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(posted()).toHaveLength(1);
    expect((await storedAds(gw, w)).map((a) => a.id)).toEqual([cereal.id]);
  });

  it('a scan’s copy may also get its complementary receipt, created after it for the same product', { timeout: 60_000 }, async () => {
    const w = await world({ lineItems: WITH_RECEIPT });
    const cereal = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(listUrl(w, `&dialog=clone-ad&ad=${cereal.id}`));
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal scan' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 4: Confirm' });
    await nextStep(user, dialog, 'Step 2 of 4: Promoted Product');
    await nextStep(user, dialog, 'Step 3 of 4: Description');
    await nextStep(user, dialog, 'Step 4 of 4: Complementary ad');
    await user.tab();
    const box = within(dialog).getByRole('checkbox', { name: 'Also create the complementary Receipt ad' });
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.keyboard(' ');
    expect((box as HTMLInputElement).checked).toBe(true);
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Ad cloned successfully.')).toBeTruthy();
    expect(await screen.findByText('Complementary ad created successfully.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [copy, receipt] = posted();
    const oat = w.products['Oat Crunch'];
    const receiptItem = w.lineItems.PURCHASE_VALIDATION!;
    expect(copy!.body).toMatchObject({ format: { '@type': 'ProductScanFormat', promotedProductId: oat }, description: 'Duplicate' });
    // the receipt: its own defaults, the copy's name, description, Kicks and chains, the receipt line item (a wallet)
    expect(receipt!.body).toMatchObject({
      name: 'Cereal scan',
      description: 'Duplicate',
      topicIds: [oat],
      format: { '@type': 'ProductReceiptFormat', promotedProductId: oat, legacy: { bannerPriority: '2026-01-01' } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, insertionOrderId: w.orderId, walletId: receiptItem.id } },
      insertionOrderId: w.orderId,
      orderLineItemId: receiptItem.id,
      pricingModelId: receiptItem.pricingModelId,
      constraints: [],
    });
    await waitFor(() => expect(within(adsTable()).getAllByRole('row')).toHaveLength(4));
  });

  it('a receipt’s complementary scan the gateway refuses shows Failed cloning ad; the copy stays made', { timeout: 60_000 }, async () => {
    const w = await world({ lineItems: WITH_RECEIPT });
    const receipt = await seedAd(gw, w, receiptBody(w, 'Cereal receipt'));
    const scanItem = w.lineItems.SCAN!.id;
    const user = userEvent.setup();
    renderApp(listUrl(w, `&dialog=clone-ad&ad=${receipt.id}`));
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal receipt' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 4: Confirm' });
    await nextStep(user, dialog, 'Step 2 of 4: Promoted Product');
    await nextStep(user, dialog, 'Step 3 of 4: Description');
    await nextStep(user, dialog, 'Step 4 of 4: Complementary ad');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Also create the complementary Scan ad' }));
    await user.keyboard(' ');
    // the scan line item is taken out of the order elsewhere meanwhile
    const order = await readOrder(gw, w.orderId);
    await saveOrderElsewhere(gw, w.orderId, { orderLineItems: order.orderLineItems.filter((li: { id: string }) => li.id !== scanItem) });
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Ad cloned successfully.')).toBeTruthy();
    expect(await screen.findByText(`Failed cloning ad. Order line item id: Order line item ${scanItem} is not in this campaign's orders`)).toBeTruthy();
    expect(screen.queryByText('Complementary ad created successfully.')).toBeNull();
    // the copy exists, so the dialog closes rather than offer to copy again
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted().map((c) => (c.body as { format: { '@type': string } }).format['@type'])).toEqual(['ProductReceiptFormat', 'ProductScanFormat']);
    expect(await storedAds(gw, w)).toHaveLength(2);
  });

  it('a post-scan video’s copy needs a scan ad to link; that scan is updated with If-Match to lead to the copy', { timeout: 60_000 }, async () => {
    const w = await world({ lineItems: WITH_RECEIPT });
    const video = await seedAd(gw, w, adBody(w, 'SCAN', 'Thanks video', {
      orderLineItemId: null,
      format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/thanks.mp4', legacy: { bannerPriority: '2026-01-01' } },
      constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }],
    }));
    const scan = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    // linked to the video since: version 2
    await saveAdElsewhere(gw, w, scan.id, { nextAdId: video.id });
    await seedAd(gw, w, receiptBody(w, 'Cereal receipt'));
    const user = userEvent.setup();
    renderApp(listUrl(w));
    await within(await screen.findByRole('table', { name: 'Ads of Main set' })).findByText('Thanks video');
    await tabTo(user, 'Clone ad Thanks video');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Thanks video' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 3: Confirm' });
    await nextStep(user, dialog, 'Step 2 of 3: Description');
    await nextStep(user, dialog, 'Step 3 of 3: Scan ad to link');
    // required: Clone waits for the choice
    expect(within(dialog).getByRole('button', { name: 'Clone' }).hasAttribute('disabled')).toBe(true);
    await user.tab();
    const pick = within(dialog).getByRole('button', { name: /Scan ad/ });
    expect(document.activeElement).toBe(pick);
    await user.keyboard('{Enter}');
    const options = await screen.findByRole('listbox');
    // the campaign's scan ads only
    expect(within(options).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cereal scan – Cereal scan description']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // type-ahead on the select picks it
    await user.keyboard('Cereal');
    await waitFor(() => expect(pick.textContent).toContain('Cereal scan'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Clone' }).hasAttribute('disabled')).toBe(false));
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Ad cloned successfully.')).toBeTruthy();
    expect(await screen.findByText('Scan ad successfully updated and linked to Post-Scan video.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [copy] = posted();
    expect(copy!.body).toMatchObject({ name: 'Thanks video', description: 'Duplicate', nextAdId: null, format: { '@type': 'VideoFormat', placement: 'POST_SCAN' } });
    const made = (await storedAds(gw, w)).find((a) => a.name === 'Thanks video' && a.description === 'Duplicate');
    const put = gw.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(`/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${scan.id}`);
    expect(put.ifMatch).toBe('"2"');
    expect(put.body).not.toHaveProperty('id');
    expect(put.body).not.toHaveProperty('version');
    expect(put.body).toMatchObject({ name: 'Cereal scan', nextAdId: made?.id, format: { '@type': 'ProductScanFormat', promotedProductId: w.products['Oat Crunch'] } });
    expect((await readAd(gw, w, scan.id)).nextAdId).toBe(made?.id);
  });
});
