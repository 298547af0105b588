import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, day, seedAd, seedAdWorld, storedAds } from '#tests/app/support/seed-ads';
import { chooseMany, described, missingValues, pacificDay, retype, typeDate } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const LOYALTY = 'Make sure to select a chain with valid Loyalty Programs';
const limit = (period: 'Month' | 'Week' | 'Day') => screen.getByRole('textbox', { name: new RegExp(`^Limit per ${period}`) }) as HTMLInputElement;
const chosenPrograms = () => {
  const grid = screen.queryByRole('grid', { name: 'Chosen Loyalty programs' });
  return grid ? within(grid).getAllByRole('row').map((r) => r.textContent?.replace('×', '')) : [];
};

describe('linked card format section', () => {
  it('takes the chain\'s Mastercard or Visa programs, holds the end date to the start date and keeps bonus awards', { timeout: 150_000 }, async () => {
    // Big Box runs Mastercard and a program the ads do not offer.
    const w = await seedAdWorld(gw, { chains: [{ name: 'Fresh Mart' }, { name: 'Fresh Foods Co' }, { name: 'Big Box', loyaltyPrograms: ['MASTERCARD', 'AMEX'] }] });
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=LINKED_CARD`);
    await screen.findByRole('heading', { name: 'Linked Card settings' });
    const programs = screen.getByRole('button', { name: /Loyalty programs/ });
    expect(described(programs)).toContain('Select a Chain with at least Mastercard or Visa as Loyalty Program');
    expect(missingValues()).toContain(LOYALTY);

    // Choosing the one chain copies in its programs, Mastercard and Visa only.
    const chain = screen.getByRole('combobox', { name: /Add a chain/ });
    chain.focus();
    await user.keyboard('Big');
    // The search answers after a pause: until then the box lists every chain.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Big Box']));
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    const chains = await screen.findByRole('grid', { name: 'Chosen Chains' });
    await waitFor(() => expect(within(chains).getByRole('row').textContent).toContain('Big Box'));
    await waitFor(() => expect(chosenPrograms()).toEqual(['Mastercard']));
    expect(missingValues()).not.toContain(LOYALTY);
    await chooseMany(user, programs, 'Visa');
    await waitFor(() => expect(chosenPrograms()).toEqual(['Mastercard', 'Visa']));

    // A new linked card ends when it starts.
    const start = pacificDay(3);
    await typeDate(user, 'Start Date', start);
    await waitFor(() => expect(screen.getByRole('button', { name: /End Date Month$/ }).textContent).toContain(start.month));
    expect(screen.getByRole('button', { name: /End Date Day$/ }).textContent).toContain(start.day);
    expect((screen.getByRole('textbox', { name: 'End Date Year' }) as HTMLInputElement).value).toBe(start.year);

    // Bonus awards: Kicks and the minimum amount, digits only: a letter is kept as typed and refused, not dropped.
    const addBonus = screen.getByRole('button', { name: 'Add bonus award' });
    addBonus.focus();
    await user.keyboard('{Enter}');
    await retype(user, screen.getByRole('textbox', { name: /^Bonus award 1 kicks/ }), '5a0');
    await retype(user, screen.getByRole('textbox', { name: /^Bonus award 1 min amount/ }), '2000');
    expect((screen.getByRole('textbox', { name: /^Bonus award 1 kicks/ }) as HTMLInputElement).value).toBe('5a0');
    await waitFor(() => expect(described(screen.getByRole('textbox', { name: /^Bonus award 1 kicks/ }))).toContain('Kicks amount must be a positive whole number'));
    expect(missingValues()).toContain('Kicks amount must be a positive whole number');
    await retype(user, screen.getByRole('textbox', { name: /^Bonus award 1 kicks/ }), '50');

    // The per-user limits per Month, Week and Day start at 6, 4 and 2; each is a whole number, 0 or more.
    expect([limit('Month'), limit('Week'), limit('Day')].map((f) => f.value)).toEqual(['6', '4', '2']);
    expect(described(limit('Day'))).toContain('0 = unlimited');
    await retype(user, limit('Week'), '2.5');
    await waitFor(() => expect(described(limit('Week'))).toContain('Must be a whole number'));
    expect(limit('Week').getAttribute('aria-invalid')).toBe('true');
    await retype(user, limit('Day'), '-1');
    await waitFor(() => expect(described(limit('Day'))).toContain('Must be at least 0'));
    expect(missingValues().join(' ')).toMatch(/Limit per Week.*Must be a whole number/);
    await retype(user, limit('Week'), '3');
    await retype(user, limit('Day'), '0');

    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Card offer');
    await waitFor(() => expect(missingValues()).toEqual([]));
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    expect(adWrites(gw).filter((c) => c.method === 'POST')).toHaveLength(1);
    const [body] = (await storedAds(gw, w)) as unknown as { format: unknown; constraints: { '@type': string; startTimestamp?: string; endTimestamp?: string }[] }[];
    expect(body!.format).toMatchObject({
      '@type': 'LinkedCardFormat', loyaltyProgramTypes: ['MASTERCARD', 'VISA'], maxTransactionAmountToAward: 2000,
      bonusAwards: [{ award: 50, awardValidityConstraints: [{ '@type': 'AmountConstraint', minAmount: 2000, currency: 'USD' }] }],
    });
    const dates = body!.constraints.find((c) => c['@type'] === 'DateRangeConstraint')!;
    expect(dates.endTimestamp).toBe(dates.startTimestamp);
    expect(body!.constraints.filter((c) => c['@type'] === 'FrequencyConstraint')).toEqual([
      { '@type': 'FrequencyConstraint', engagements: 6, period: 'MONTH' },
      { '@type': 'FrequencyConstraint', engagements: 3, period: 'WEEK' },
      { '@type': 'FrequencyConstraint', engagements: 0, period: 'DAY' },
    ]);
  });

  it('shows a saved linked card\'s limits per Month, Week and Day read-only', async () => {
    const limits = [['MONTH', 5], ['WEEK', 3], ['DAY', 0]].map(([period, engagements]) => ({ '@type': 'FrequencyConstraint', engagements, period }));
    const w = await seedAdWorld(gw);
    const card = await seedAd(gw, w, adBody(w, 'LINKED_CARD', 'Card', {
      format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: ['VISA'] },
      constraints: [...limits, { '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Mart']!]: true } }, { '@type': 'DateRangeConstraint', startTimestamp: day(1), endTimestamp: day(30) }],
      awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100, precision: 2, currency: 'USD' } },
    }));
    renderApp(`${w.setUrl}/ads/${card.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Card in Main set' });
    expect([limit('Month'), limit('Week'), limit('Day')].map((f) => [f.value, f.readOnly])).toEqual([['5', true], ['3', true], ['0', true]]);
    expect(screen.queryByRole('textbox', { name: /^Engagements per user/ })).toBeNull();
  });
});
