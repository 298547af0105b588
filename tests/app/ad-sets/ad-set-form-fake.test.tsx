import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { ad, adSet, adSetGateway, json } from './ad-set-gateway';

/*
 * Still on the fake (issue 25 §6), not yet moved to the real gateway: the tapout warning needs banner
 * ads with store tapouts seeded through the ad API, and the field verdict needs a refusal of a new
 * ad set's dates that the form's own date rules do not catch first.
 */
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/flightdeck/campaigns/700/adsets';
/** The Name field, not the Missing values line that links to it ('Name is required'). */
const NAME_FIELD = /^Name(?! is required)/;

describe('ad set form (on the fake)', () => {
  it("warns before a change of chains leaves its ads' tapouts at chains they no longer run at, listing them; Cancel keeps editing, Save anyway saves", { timeout: 90_000 }, async () => {
    const chains = (...ids: string[]) => ({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(ids.map((id) => [id, true])) });
    const tapoutAt = (chainId: string) => ({ '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId } }] });
    const gw = adSetGateway(
      [adSet('31', 'Launch set', { constraints: [chains('10', '11')] })],
      [ad('41', '31', 'Nearby banner', { format: tapoutAt('10') }), ad('42', '31', 'Own chain banner', { format: tapoutAt('10'), constraints: [chains('10')] }), ad('43', '31', 'Other banner', { format: tapoutAt('11') })],
    );
    const user = userEvent.setup();
    renderApp(`${LIST}/31`);
    await screen.findByRole('heading', { name: 'Edit Ad Set' });
    const chosen = await screen.findByRole('grid', { name: 'Chosen Chains' });
    await waitFor(() => expect(within(chosen).getAllByRole('row')).toHaveLength(2));
    within(chosen).getAllByRole('row')[0]!.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(within(chosen).getAllByRole('row')).toHaveLength(1));
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tapouts at chains this ad set leaves out' });
    // only the ad that ran at chain 10 through its ad set: the other keeps its own chain, the third is at chain 11
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/^Nearby banner: Nearby Tab tapout at /)]);
    expect(gw.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    // focus starts on Cancel: one Enter keeps the form as it is
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gw.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    submit.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Tapouts at chains this ad set leaves out' });
    await tabTo(user, 'Save anyway');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gw.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  });

  it("shows the gateway's verdict at the field it concerns", async () => {
    const gw = adSetGateway([]);
    gw.state.answer = (c) =>
      c.method === 'POST' ? json({ errorMsg: 'Cannot start before 2030-01-01T17:00:00Z[UTC]', errors: [{ fieldName: 'constraints', message: 'Cannot start before 2030-01-01T17:00:00Z[UTC]' }] }, 400) : undefined;
    const user = userEvent.setup();
    renderApp(`${LIST}/new`);
    await screen.findByRole('heading', { name: 'Create Ad Set' });
    await tabTo(user, NAME_FIELD);
    await user.keyboard('Early');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    submit.focus();
    await user.keyboard('{Enter}');
    const dates = (await screen.findAllByText('Cannot start before 2030-01-01T17:00:00Z[UTC]'));
    // At the start date, and in the notification.
    expect(dates.some((el) => el.closest('fieldset')?.querySelector('legend')?.textContent === 'Start Date')).toBe(true);
    expect(dates).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Create Ad Set' })).toBeTruthy();
    // Focus leaves Submit for the first field that says why.
    await waitFor(() => expect(document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Start Date'));
  });
});
