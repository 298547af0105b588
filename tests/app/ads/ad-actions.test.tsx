import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { day, json } from '#tests/app/ad-sets/ad-set-gateway';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { pickBySearch } from '#tests/app/support/search-picker';
import { adFormGateway, SCAN_AND_CARD, scanAd, type AdFormGatewayOptions, type Doc } from './format-sections-gateway';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/flightdeck/campaigns/700/adsets';
const adsTable = () => screen.getByRole('table', { name: 'Ads of Main set' });
/** The ad set list's gateway: the order has only a scan and a linked card line item unless a test gives more. */
const gateway = (ads: Doc[], options: AdFormGatewayOptions = {}) => adFormGateway(ads, { lineItems: SCAN_AND_CARD, ...options });
const posted = (gw: ReturnType<typeof adFormGateway>) => gw.calls.filter((c) => c.method === 'POST' && c.path === '/campaign/v1/campaigns/700/adsets/500/ads');
/** A receipt line item too, so a scan's copy may get its receipt and a receipt's its scan. */
const WITH_RECEIPT = [...SCAN_AND_CARD, { id: 'li-receipt', orderLineItemType: 'PURCHASE_VALIDATION', description: 'Receipts', pricingModel: { id: 'pm-receipt', '@type': 'FreePricingModel' } }];
type User = ReturnType<typeof userEvent.setup>;
/** Presses Next (or Clone) and waits for the named step's heading to take focus. */
async function nextStep(user: User, dialog: HTMLElement, heading: string) {
  await tabTo(user, 'Next');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: heading })));
}

describe('ad actions on the ad set list', () => {
  it('deletes an ad after confirmation, with If-Match; the delete button waits at most 3 s', { timeout: 60_000 }, async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    const gw = gateway([scanAd('41', 'Cereal scan', { version: 4 }), scanAd('42', 'Juice scan')], {
      // the delete is answered only when the test says so
      before: (call) =>
        call.method === 'DELETE'
          ? held.then(() => {
              gw.ads.delete('41');
              return json({ id: '41' });
            })
          : undefined,
    });
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=500`);
    await screen.findByRole('table', { name: 'Ads of Main set' });
    expect(within(adsTable()).getAllByRole('columnheader').at(-1)!.textContent).toBe('Actions');
    await tabTo(user, 'Delete ad Cereal scan');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
    expect(dialog.textContent).toContain('"Cereal scan" will be deleted.');
    expect(app.location()).toBe(`${LIST}?selected=500&dialog=delete-ad&ad=41`);
    // Escape cancels.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location()).toBe(`${LIST}?selected=500`);
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
    release();
    await waitFor(() => expect(gw.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    const del = gw.calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/campaign/v1/campaigns/700/adsets/500/ads/41');
    expect(del.headers.get('If-Match')).toBe('"4"');
    expect(await screen.findByText('Ad successfully deleted.')).toBeTruthy();
    await waitFor(() => expect(within(adsTable()).queryByText('Cereal scan')).toBeNull());
    expect(within(adsTable()).getByText('Juice scan')).toBeTruthy();
    // Focus, gone with the deleted ad's row, goes on to the ad beside it.
    await waitFor(() => expect(document.activeElement).toBe(within(adsTable()).getByRole('link', { name: 'Juice scan' })));
  });

  it("deleting the ad set's only ad puts focus on New Ad", { timeout: 60_000 }, async () => {
    const gw = gateway([scanAd('41', 'Cereal scan')], {
      before: (call) => {
        if (call.method !== 'DELETE') return undefined;
        gw.ads.delete('41');
        return json({ id: '41' });
      },
    });
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=500`);
    await screen.findByRole('table', { name: 'Ads of Main set' });
    await tabTo(user, 'Delete ad Cereal scan');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this ad?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('There are no ads added yet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'New Ad' })));
  });

  it('clones a scan ad: confirm, product, description Duplicate (n), then creates the copy', { timeout: 60_000 }, async () => {
    const gw = gateway([
      scanAd('41', 'Cereal scan', { nextAdId: '42', description: 'Original' }),
      scanAd('42', 'Cereal scan', { description: 'Duplicate' }),
    ]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=500`);
    await screen.findByRole('table', { name: 'Ads of Main set' });
    await tabTo(user, 'Clone ad Cereal scan');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal scan' });
    expect(app.location()).toBe(`${LIST}?selected=500&dialog=clone-ad&ad=41`);
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
    // the picker searches the campaign's products by name: ArrowDown offers them all, typing narrows them
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Oat Crunch', 'Bran Flakes']));
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
    expect(app.location()).toBe(`${LIST}?selected=500`);
    const [post] = posted(gw);
    expect(post!.body).not.toHaveProperty('id');
    expect(post!.body).not.toHaveProperty('version');
    expect(post!.body).toMatchObject({
      name: 'Cereal scan',
      description: 'Duplicate (1)',
      nextAdId: null,
      topicIds: ['t2'],
      format: { '@type': 'ProductScanFormat', promotedProductId: 't2', legacy: { bannerPriority: '2026-01-01' } },
      insertionOrderId: '2',
      orderLineItemId: 'li-SCAN',
    });
    // The copy shows in the list.
    await waitFor(() => expect(within(adsTable()).getAllByRole('row')).toHaveLength(4));
  });

  it('an expired ad needs new dates: the end after the one that passed and in the future', { timeout: 60_000 }, async () => {
    const expired = scanAd('41', 'Spring video', {
      format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB', legacy: { bannerPriority: '2026-01-01' } },
      topicIds: [],
      constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-9), endTimestamp: day(-2) }, { '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }],
    });
    const gw = gateway([expired]);
    const user = userEvent.setup();
    const opened = Date.now();
    // The palette opens the dialog by the URL.
    renderApp(`${LIST}?selected=500&dialog=clone-ad&ad=41`);
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
    const body = posted(gw)[0]!.body as { constraints: { '@type': string; startTimestamp?: string | null; endTimestamp?: string }[]; description: string };
    expect(body.description).toBe('Duplicate');
    const range = body.constraints.find((c) => c['@type'] === 'DateRangeConstraint')!;
    expect(range.startTimestamp).toBeNull();
    expect(new Date(range.endTimestamp!.replace('[UTC]', '')).getTime()).toBeGreaterThan(opened);
    // the ad's other constraints come along
    expect(body.constraints).toContainEqual({ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' });
  });

  it('refuses once the campaign has ended, and reports a refused copy under Failed cloning ad', { timeout: 60_000 }, async () => {
    const gw = gateway([scanAd('41', 'Cereal scan')], { campaign: { endDate: day(-1) } });
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=500&dialog=clone-ad&ad=41`);
    const refused = await screen.findByRole('alertdialog', { name: 'Clone ad: Cereal scan' });
    expect(refused.textContent).toContain('This campaign has already ended. If you would like to clone an ad in this campaign, reset the dates.');
    await tabTo(user, 'Close');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.location()).toBe(`${LIST}?selected=500`);
    expect(posted(gw)).toHaveLength(0);
  });

  it('a copy the gateway refuses shows Failed cloning ad with its message; the dialog stays', { timeout: 60_000 }, async () => {
    const gw = gateway([scanAd('41', 'Cereal scan')], {
      before: (call) => (call.method === 'POST' && call.path.endsWith('/ads') ? json({ errorMsg: 'Order line item li-SCAN is closed' }, 400) : undefined),
    });
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=500&dialog=clone-ad&ad=41`);
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal scan' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 3: Confirm' });
    for (const heading of ['Step 2 of 3: Promoted Product', 'Step 3 of 3: Description']) {
      await tabTo(user, 'Next');
      await user.keyboard('{Enter}');
      await within(dialog).findByRole('heading', { name: heading });
    }
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Failed cloning ad. Order line item li-SCAN is closed')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(posted(gw)).toHaveLength(1);
  });

  it('a scan’s copy may also get its complementary receipt, created after it for the same product', { timeout: 60_000 }, async () => {
    const gw = gateway([scanAd('41', 'Cereal scan')], { lineItems: WITH_RECEIPT });
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=500&dialog=clone-ad&ad=41`);
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
    const [copy, receipt] = posted(gw);
    expect(copy!.body).toMatchObject({ format: { '@type': 'ProductScanFormat', promotedProductId: 't1' }, description: 'Duplicate' });
    // the receipt: its own defaults, the copy's name, description, Kicks and chains, the receipt line item (a wallet)
    expect(receipt!.body).toMatchObject({
      name: 'Cereal scan',
      description: 'Duplicate',
      topicIds: ['t1'],
      format: { '@type': 'ProductReceiptFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, insertionOrderId: '2', walletId: 'li-receipt' } },
      insertionOrderId: '2',
      orderLineItemId: 'li-receipt',
      pricingModelId: 'pm-receipt',
      constraints: [],
    });
    await waitFor(() => expect(within(adsTable()).getAllByRole('row')).toHaveLength(4));
  });

  it('a receipt’s complementary scan the gateway refuses shows Failed cloning ad; the copy stays made', { timeout: 60_000 }, async () => {
    const receipt = scanAd('41', 'Cereal receipt', { orderLineItemId: 'li-receipt', format: { '@type': 'ProductReceiptFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } } });
    const gw = gateway([receipt], {
      before: (call) =>
        call.method === 'POST' && (call.body?.format as { '@type'?: string } | undefined)?.['@type'] === 'ProductScanFormat'
          ? json({ errorMsg: 'Order line item li-SCAN is closed' }, 400)
          : undefined,
      lineItems: WITH_RECEIPT,
    });
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=500&dialog=clone-ad&ad=41`);
    const dialog = await screen.findByRole('dialog', { name: 'Clone ad: Cereal receipt' });
    await within(dialog).findByRole('heading', { name: 'Step 1 of 4: Confirm' });
    await nextStep(user, dialog, 'Step 2 of 4: Promoted Product');
    await nextStep(user, dialog, 'Step 3 of 4: Description');
    await nextStep(user, dialog, 'Step 4 of 4: Complementary ad');
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Also create the complementary Scan ad' }));
    await user.keyboard(' ');
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Ad cloned successfully.')).toBeTruthy();
    expect(await screen.findByText('Failed cloning ad. Order line item li-SCAN is closed')).toBeTruthy();
    expect(screen.queryByText('Complementary ad created successfully.')).toBeNull();
    // the copy exists, so the dialog closes rather than offer to copy again
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(gw).map((c) => (c.body?.format as { '@type': string })['@type'])).toEqual(['ProductReceiptFormat', 'ProductScanFormat']);
    expect(gw.ads.size).toBe(2);
  });

  it('a post-scan video’s copy needs a scan ad to link; that scan is updated with If-Match to lead to the copy', { timeout: 60_000 }, async () => {
    const video = scanAd('42', 'Thanks video', {
      topicIds: [], orderLineItemId: null,
      format: { '@type': 'VideoFormat', placement: 'POST_SCAN', legacy: { bannerPriority: '2026-01-01' } },
      constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }],
    });
    const receipt = scanAd('43', 'Cereal receipt', { format: { '@type': 'ProductReceiptFormat', promotedProductId: 't1' } });
    const gw = gateway([scanAd('41', 'Cereal scan', { version: 2, nextAdId: '42' }), video, receipt]);
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=500`);
    await screen.findByRole('table', { name: 'Ads of Main set' });
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
    const [copy] = posted(gw);
    expect(copy!.body).toMatchObject({ name: 'Thanks video', description: 'Duplicate', nextAdId: null, format: { '@type': 'VideoFormat', placement: 'POST_SCAN' } });
    const put = gw.calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/campaign/v1/campaigns/700/adsets/500/ads/41');
    expect(put.headers.get('If-Match')).toBe('"2"');
    expect(put.body).not.toHaveProperty('id');
    expect(put.body).not.toHaveProperty('version');
    expect(put.body).toMatchObject({ name: 'Cereal scan', nextAdId: '900', format: { '@type': 'ProductScanFormat', promotedProductId: 't1' } });
    expect(gw.ads.get('41')!.nextAdId).toBe('900');
  });
});
