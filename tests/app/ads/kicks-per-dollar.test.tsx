import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AWARD_MESSAGES } from '#domain/ad/award';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, LINE_ITEMS, readAd, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { described, missingValues, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const dollars = () => screen.getByRole('textbox', { name: /^Number of dollars/ }) as HTMLInputElement;
const puts = () => adWrites(gw).filter((c) => c.method === 'PUT');

/** A stored K4RR ad giving 5 Kicks per dollar (spec 2 §3 KicksPerCurrencyUnitAward: default 100 at precision 2), open in its form. */
async function open() {
  const w = await seedAdWorld(gw, { lineItems: [...LINE_ITEMS, { type: 'K4RR' }] });
  const ad = await seedAd(gw, w, adBody(w, 'K4RR', 'Receipt kicks', {
    format: { '@type': 'K4RRFormat', legacy: { bannerPriority: '2026-01-01' } },
    constraints: [{ '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Mart']!]: true } }],
    awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100, precision: 2, currency: 'USD' } },
  }));
  renderApp(`${w.setUrl}/ads/${ad.id}`);
  await screen.findByRole('heading', { name: 'Edit Ad: Receipt kicks in Main set' });
  /** the award as stored now */
  return { savedAward: async () => (await readAd(gw, w, ad.id)).awards.COMPLETED };
}

describe("a Kicks-per-dollar award's Number of dollars (spec 2 §3, spec 1 §5 money entry parsing)", () => {
  it('shows the amount in dollars and saves what is typed as an amount scaled by its precision', { timeout: 60_000 }, async () => {
    const { savedAward } = await open();
    const user = userEvent.setup();
    // 100 at precision 2 is one dollar, not a hundred
    expect(dollars().value).toBe('1.00');
    await retype(user, dollars(), '2.5');
    expect(dollars().value).toBe('2.5');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(await savedAward()).toMatchObject({ '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 250, precision: 2 });
  });

  it('refuses text that is no amount, naming the field, and takes whole dollars and more decimals', { timeout: 60_000 }, async () => {
    const { savedAward } = await open();
    const user = userEvent.setup();
    await retype(user, dollars(), '2.5x');
    // kept as typed, refused at the field and in the banner; Submit waits
    expect(dollars().value).toBe('2.5x');
    await waitFor(() => expect(missingValues()).toEqual([AWARD_MESSAGES.dollars]));
    expect(dollars().getAttribute('aria-invalid')).toBe('true');
    expect(described(dollars())).toContain(AWARD_MESSAGES.dollars);
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    await retype(user, dollars(), '0');
    await waitFor(() => expect(missingValues()).toEqual([AWARD_MESSAGES.dollars]));

    await retype(user, dollars(), '1,000.125');
    await waitFor(() => expect(missingValues()).toEqual([]));
    expect(dollars().value).toBe('1,000.125');
    await retype(user, dollars(), '15');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(await savedAward()).toMatchObject({ amount: 1500, precision: 2 });
  });
});
