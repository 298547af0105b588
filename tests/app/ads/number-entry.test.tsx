import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { AD_TEXT } from '#app/kit/ads/text';
import { RECEIPT_TEXT } from '#app/features/ads/sections/format/ReceiptFields';
import { realGateway } from '#tests/app/support/real-gateway';
import { adWrites, seedAdWorld, storedAds } from '#tests/app/support/seed-ads';
import { described, missingValues, pickIn, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** The ads the portal created in this test (its POSTs). */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');

/**
 * The ad form's whole-number fields keep what was typed: a decimal point or a minus is neither
 * dropped ('1.5' became 15, '1.99' cents became 199, '-3' became 3) nor saved; the field and the
 * 'Missing values' banner say what the rule is, and Submit waits.
 */
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Submit' });
const WHOLE = 'Must be a whole number';

describe('whole-number fields of the ad form', () => {
  it("a scan's Kicks and Max price in cents keep '1.5', '-3' and '1.99' as typed and refuse them until whole", { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw, { campaign: { category: 'MCOMM' } });
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=SCAN`);
    await screen.findByRole('textbox', { name: /^Max price in cents/ });
    await retype(user, textbox(/^Name/), 'Cereal scan');
    await pickIn(user, screen.getByRole('combobox', { name: 'Promoted Product' }), 'Oat Crunch');

    // Kicks: typed one key at a time, the decimal point stays, and the Kicks rule names the field.
    await retype(user, textbox(/^Kicks/), '1.5');
    expect(textbox(/^Kicks/).value).toBe('1.5');
    await waitFor(() => expect(described(textbox(/^Kicks/))).toContain(AD_TEXT.kicksRequired));
    expect(textbox(/^Kicks/).getAttribute('aria-invalid')).toBe('true');
    expect(missingValues()).toContain(AD_TEXT.kicksRequired);
    expect(submit().hasAttribute('disabled')).toBe(true);

    await retype(user, textbox(/^Kicks/), '-3');
    expect(textbox(/^Kicks/).value).toBe('-3');
    await waitFor(() => expect(described(textbox(/^Kicks/))).toContain(AD_TEXT.kicksRequired));
    expect(submit().hasAttribute('disabled')).toBe(true);
    await retype(user, textbox(/^Kicks/), '15');

    // Max price in cents: '1.99' is not 199 cents.
    await retype(user, textbox(/^Max price in cents/), '1.99');
    expect(textbox(/^Max price in cents/).value).toBe('1.99');
    await waitFor(() => expect(described(textbox(/^Max price in cents/))).toContain(WHOLE));
    expect(missingValues()).toEqual([`Max price in cents: ${WHOLE}`]);
    expect(submit().hasAttribute('disabled')).toBe(true);
    await retype(user, textbox(/^Max price in cents/), '-1');
    expect(textbox(/^Max price in cents/).value).toBe('-1');
    await waitFor(() => expect(missingValues()).toEqual(['Max price in cents: Must be at least 0']));

    await retype(user, textbox(/^Max price in cents/), '199');
    await waitFor(() => expect(missingValues()).toEqual([]));
    submit().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    expect(created()).toHaveLength(1);
    expect(await storedAds(gw, w)).toMatchObject([{
      format: { '@type': 'ProductScanFormat', legacy: { maxPriceInCents: 199 } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 15 } },
    }]);
  });

  it("a receipt's Max transaction amount to award says it is a whole number and refuses '1,234.5' rather than saving 12345", { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=PURCHASE_VALIDATION`);
    await screen.findByRole('heading', { name: 'Product Receipt settings' });
    await retype(user, textbox(/^Name/), 'Milk');
    await pickIn(user, screen.getByRole('combobox', { name: 'Promoted Product' }), 'Oat Crunch');
    await retype(user, textbox(/^Kicks/), '40');
    const cap = () => textbox(/^Max transaction amount to award/);
    expect(described(cap())).toContain(RECEIPT_TEXT.maxTransactionHint);

    await retype(user, cap(), '1,234.5');
    expect(cap().value).toBe('1,234.5');
    await waitFor(() => expect(described(cap())).toContain(WHOLE));
    expect(missingValues()).toEqual([`Max transaction amount to award: ${WHOLE}`]);
    expect(submit().hasAttribute('disabled')).toBe(true);

    // Thousands commas are only grouping: '1,234' is 1234.
    await retype(user, cap(), '1,234');
    await waitFor(() => expect(missingValues()).toEqual([]));
    expect(cap().value).toBe('1,234');
    submit().focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    expect(created()).toHaveLength(1);
    expect(await storedAds(gw, w)).toMatchObject([{ format: { maxTransactionAmountToAward: 1234 } }]);
  });
});
