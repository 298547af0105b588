import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { adBody, LINE_ITEMS, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { press } from './keyboard-helpers';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** An ad of the line item of `type` stored in a fresh world's ad set and opened in its form. */
async function openAd(type: string, name: string, over: Record<string, unknown>) {
  const w = await seedAdWorld(gw, { lineItems: [...LINE_ITEMS, { type: 'K4RR' }] });
  const ad = await seedAd(gw, w, adBody(w, type, name, typeof over.constraints === 'function' ? { ...over, constraints: over.constraints(w) } : over));
  renderApp(`${w.setUrl}/ads/${ad.id}`);
  await screen.findByRole('heading', { name: `Edit Ad: ${name} in Main set` });
}

const focusIs = (el: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(el));
const button = (name: string | RegExp) => screen.getByRole('button', { name });

/**
 * The ad form's list editors: a remove button goes with its item and an Add button disables at its
 * limit, so focus (on that button) would fall to the page's body. It goes on to the item now in
 * that place, else the one before, else the list's Add.
 */
describe("the ad form's list editors keep focus", () => {
  it('quiz: deleting an answer, adding the fourth and removing a question', { timeout: 90_000 }, async () => {
    await openAd('CAROUSEL', 'Size quiz', {
        format: {
          '@type': 'QuizFormat', legacy: { bannerPriority: '2026-01-01' },
          questions: [
            { question: 'Which size?', required: true, questionOrder: 0, answers: [{ answer: 'Single', valid: true }, { answer: 'Family', valid: false }, { answer: 'Club', valid: false }] },
            { question: 'How often?', required: true, questionOrder: 1, answers: [{ answer: 'Weekly', valid: true }, { answer: 'Monthly', valid: false }] },
          ],
        },
      });
    const user = userEvent.setup();
    const first = screen.getByRole('group', { name: 'Question 1' });
    // 3 → 2 answers: the deletes left are disabled (at least 2 stay), so Add answer takes focus.
    await press(user, within(first).getByRole('button', { name: 'Delete answer 3' }));
    await focusIs(within(first).getByRole('button', { name: 'Add answer' }));
    await press(user, within(first).getByRole('button', { name: 'Add answer' }));
    await focusIs(within(first).getByRole('button', { name: 'Add answer' }));
    // the fourth answer disables Add answer: focus goes to the new answer's field
    await press(user, within(first).getByRole('button', { name: 'Add answer' }));
    await focusIs(within(first).getByRole('textbox', { name: /^Answer 4/ }));
    // removing the second (last) question: the first's Remove is disabled, so Add question
    await press(user, within(screen.getByRole('group', { name: 'Question 2' })).getByRole('button', { name: 'Remove question' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull());
    await focusIs(button('Add question'));
  });

  it('walk-in levels: deleting the last level', { timeout: 60_000 }, async () => {
    await openAd('WALK_IN', 'Visit', {
      format: { '@type': 'WalkInFormat', legacy: { bannerPriority: '2026-01-01' } },
      awards: { COMPLETED: { '@type': 'MultiLevelWalkinAward', currency: 'KICKS', levels: [1, 2].map((priority) => ({ priority, amount: 5, precision: 0, limits: { '7_DAYS': 1 } })) } },
    });
    const user = userEvent.setup();
    await press(user, button('Delete level 2'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete level 2' })).toBeNull());
    await focusIs(button('Add level'));
  });

  it('banner placements and targeting entries: removing one', { timeout: 60_000 }, async () => {
    await openAd('BANNER', 'Shelf banner', {
      enabled: false,
      format: { '@type': 'BannerFormat', legacy: { bannerPriority: 'zzz' }, bannerPlacements: [{ bannerLocation: 'STORE_LIST' }, { bannerLocation: 'DISCOVER_TAB', tapout: { '@type': 'LocationScansTapout' } }] },
      awards: {},
      shopperProfileConfiguration: { entries: [{ type: 'LabelledString', definitionId: 'gender', values: ['FEMALE'] }, { type: 'Long', definitionId: 'walkInHistory', values: [3] }] },
    });
    const user = userEvent.setup();
    await press(user, button('Remove placement 2'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Placement 2' })).toBeNull());
    // one placement left has no Remove: Add placement
    await focusIs(button('Add placement'));
    await press(user, await screen.findByRole('button', { name: 'Remove Walk-in history' }));
    await focusIs(button('Remove Gender'));
    await press(user, button('Remove Gender'));
    await focusIs(button('Add more fields'));
  });

  it('bonus awards: removing one', { timeout: 60_000 }, async () => {
    await openAd('K4RR', 'Receipt kicks', {
      format: {
        '@type': 'K4RRFormat', legacy: { bannerPriority: '2026-01-01' },
        bonusAwards: [200, 500].map((award) => ({ award, awardValidityConstraints: [{ '@type': 'AmountConstraint', minAmount: award * 10, currency: 'USD' }] })),
      },
      constraints: (w: { chains: Record<string, string> }) => [{ '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Mart']!]: true } }],
      awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100, precision: 2, currency: 'USD' } },
    });
    const user = userEvent.setup();
    await press(user, button('Remove bonus award 2'));
    await focusIs(button('Remove bonus award 1'));
    await press(user, button('Remove bonus award 1'));
    await focusIs(button('Add bonus award'));
  });
});
