import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BUNDLE_DESCRIPTION } from '#domain/ad/ad';
import { renderApp } from '#tests/app/support/render-app';
import { ad, adFormGateway, LINE_ITEMS, lineItem, NEW_AD } from './format-sections-gateway';
import { chooseMany, described, missingValues, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const MINIMUM = 'Please create a minimum of two scans/receipts Ads to link together before creating a bundle';
const CHOOSE_TWO = 'Choose at least two ads to link';
const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('bundle format section', () => {
  it('needs two scan or receipt ads in the campaign before a bundle can be made', { timeout: 60_000 }, async () => {
    adFormGateway([ad('41', 'Milk scan'), ad('42', 'Milk video', { format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB' } })]);
    const user = userEvent.setup();
    renderApp(NEW_AD('SCAN_MISSION'));
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
    const gw = adFormGateway([
      ad('41', 'Milk scan'),
      ad('43', 'Bread receipt', { format: { '@type': 'ProductReceiptFormat' } }),
      ad('42', 'Milk video', { format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB' } }),
    ]);
    const user = userEvent.setup();
    renderApp(NEW_AD('SCAN_MISSION'));
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
    await waitFor(() => expect(gw.created).toHaveLength(1));
    expect(gw.created[0]!.body).toMatchObject({ name: 'Breakfast mission', format: { '@type': 'BundleFormat', adIds: ['41', '43'], legacy: { bundle_type: 'SCAN_MISSION' } } });
  });

  it('starts a Receipt Bundle with the description it is saved with (spec 2 §9), and says an emptied one gets it too', { timeout: 60_000 }, async () => {
    const gw = adFormGateway([ad('41', 'Milk scan'), ad('43', 'Bread receipt', { format: { '@type': 'ProductReceiptFormat' } })], { lineItems: [...LINE_ITEMS, lineItem('RECEIPT_BUNDLE')] });
    const user = userEvent.setup();
    renderApp(NEW_AD('RECEIPT_BUNDLE'));
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
    await waitFor(() => expect(gw.created).toHaveLength(1));
    expect(gw.created[0]!.body).toMatchObject({ description: DEFAULT_BUNDLE_DESCRIPTION, format: { '@type': 'BundleFormat', legacy: { bundle_type: 'RECEIPT_BUNDLE', bannerPriority: 'abc' } } });
  });
});
