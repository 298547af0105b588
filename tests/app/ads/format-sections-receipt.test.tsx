import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { REQUIRED_TOPIC_MESSAGES } from '#domain/ad/required-topics';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { choose, described, missingValues, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The ads the portal created in this test: its POST calls. */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const eligibility = () => screen.getByRole('button', { name: /Eligibility type/ });
const ELIGIBILITY_MESSAGES = [
  'Minimum must be smaller than or equal to maximum', 'Maximum must be a multiple of minimum', 'Minimum cannot be less than 1',
  'Maximum cannot be less than 1', 'Maximum cannot be greater than 5000 ($50)',
];
const eligibilityProblems = () => missingValues().filter((m) => ELIGIBILITY_MESSAGES.includes(m ?? ''));

describe('receipt format section', () => {
  it('words each eligibility bound as the spec does: quantity (min/max) and amount (min/max cents)', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=PURCHASE_VALIDATION`);
    await screen.findByRole('heading', { name: 'Product Receipt settings' });

    // Quantity starts at 1 to 1; the minimum may not pass the maximum, which is a multiple of it.
    await choose(user, eligibility(), 'Quantity');
    expect((textbox(/^Minimum quantity/) as HTMLInputElement).value).toBe('1');
    expect((textbox(/^Maximum quantity/) as HTMLInputElement).value).toBe('1');
    await retype(user, textbox(/^Minimum quantity/), '3');
    await retype(user, textbox(/^Maximum quantity/), '2');
    await waitFor(() => expect(described(textbox(/^Minimum quantity/))).toContain('Minimum must be smaller than or equal to maximum'));
    expect(described(textbox(/^Maximum quantity/))).toContain('Maximum must be a multiple of minimum');
    expect(eligibilityProblems()).toEqual(['Minimum must be smaller than or equal to maximum', 'Maximum must be a multiple of minimum']);
    expect(submit().hasAttribute('disabled')).toBe(true);
    await retype(user, textbox(/^Minimum quantity/), '');
    await waitFor(() => expect(described(textbox(/^Minimum quantity/))).toContain('Minimum cannot be less than 1'));
    await retype(user, textbox(/^Minimum quantity/), '2');
    await retype(user, textbox(/^Maximum quantity/), '');
    await waitFor(() => expect(described(textbox(/^Maximum quantity/))).toContain('Maximum cannot be less than 1'));
    await retype(user, textbox(/^Maximum quantity/), '6');
    await waitFor(() => expect(eligibilityProblems()).toEqual([]));

    // None reverts to a plain Kicks award; Amount starts empty and stops at 5000 cents.
    await choose(user, eligibility(), 'None');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Minimum quantity/ })).toBeNull());
    await choose(user, eligibility(), 'Amount');
    await waitFor(() => expect(described(textbox(/^Minimum amount/))).toContain('Minimum cannot be less than 1'));
    expect(eligibilityProblems()).toEqual(['Minimum cannot be less than 1', 'Maximum cannot be less than 1']);
    await retype(user, textbox(/^Minimum amount/), '300');
    await retype(user, textbox(/^Maximum amount/), '200');
    await waitFor(() => expect(described(textbox(/^Minimum amount/))).toContain('Minimum must be smaller than or equal to maximum'));
    await retype(user, textbox(/^Maximum amount/), '5001');
    await waitFor(() => expect(described(textbox(/^Maximum amount/))).toContain('Maximum cannot be greater than 5000 ($50)'));
    expect(submit().hasAttribute('disabled')).toBe(true);
    await retype(user, textbox(/^Maximum amount/), '5000');
    await waitFor(() => expect(eligibilityProblems()).toEqual([]));
  });

  it('saves a retailer receipt with its provider, offer id, E-receipt and eligibility', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=PURCHASE_VALIDATION`);
    await screen.findByRole('heading', { name: 'Product Receipt settings' });
    await retype(user, textbox(/^Name/), 'Milk');
    await retype(user, textbox(/^Kicks/), '40');
    // a product receipt names its promoted product; a retailer receipt has none
    await waitFor(() => expect(missingValues()).toEqual([REQUIRED_TOPIC_MESSAGES.product]));

    // The format can change only while creating.
    const retailer = screen.getByRole('switch', { name: 'Retailer receipt' });
    retailer.focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('heading', { name: 'Retailer Receipt settings' })).toBeTruthy();
    await waitFor(() => expect(missingValues()).toEqual([]));

    // E-receipt: on gives an empty offer type and webview URL, off clears them.
    const ereceipt = screen.getByRole('switch', { name: 'E-receipt' });
    ereceipt.focus();
    await user.keyboard(' ');
    await retype(user, textbox('Offer type'), 'D');
    ereceipt.focus();
    await user.keyboard(' ');
    expect(screen.queryByRole('textbox', { name: 'Offer type' })).toBeNull();
    ereceipt.focus();
    await user.keyboard(' ');
    expect((textbox('Offer type') as HTMLInputElement).value).toBe('');
    expect((textbox('Webview URL') as HTMLInputElement).value).toBe('');
    await retype(user, textbox('Offer type'), 'D');
    await retype(user, textbox('Webview URL'), 's.co');
    await waitFor(() => expect(described(textbox('Webview URL'))).toContain('Please make sure to add a valid URL.'));
    await retype(user, textbox('Webview URL'), 'https://s.co');

    // The third-party provider needs an external offer id.
    await choose(user, screen.getByRole('button', { name: /External campaign provider/ }), 'PRODEGE');
    await waitFor(() => expect(missingValues()).toEqual(['External offer id is required for this provider']));
    await retype(user, textbox(/^External offer id/), 'O1');
    await choose(user, eligibility(), 'Quantity');
    await waitFor(() => expect(submit().hasAttribute('disabled')).toBe(false));
    submit().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]!.body).toMatchObject({
      name: 'Milk',
      format: {
        '@type': 'RetailerReceiptFormat', externalCampaignProvider: 'PRODEGE', externalOfferId: 'O1',
        ereceipt: { offerType: 'D', webviewURL: 'https://s.co' },
      },
      awards: { COMPLETED: { '@type': 'ReceiptKicksCurrencyAward', amount: 40, walletId: w.lineItems.PURCHASE_VALIDATION!.id, awardConfiguration: { '@type': 'QuantityAwardConfiguration', minQuantity: 1, maxQuantity: 1 } } },
    });
  });

  it('keeps a saved receipt\'s format, provider and offer id fixed', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const oat = w.products['Oat Crunch']!;
    const stored = await seedAd(gw, w, adBody(w, 'PURCHASE_VALIDATION', 'Saved receipt', {
      topicIds: [oat], format: { '@type': 'ProductReceiptFormat', promotedProductId: oat, externalCampaignProvider: 'PRODEGE', externalOfferId: 'OFR-9', legacy: { bannerPriority: '2026-01-01' } },
    }));
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Product Receipt settings' });
    expect(screen.queryByRole('switch', { name: 'Retailer receipt' })).toBeNull();
    expect(screen.getByRole('button', { name: /External campaign provider/ }).hasAttribute('disabled')).toBe(true);
    expect(textbox(/^External offer id/).hasAttribute('readonly')).toBe(true);
  });
});
