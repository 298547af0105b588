import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { realGateway } from '#tests/app/support/real-gateway';
import { scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { openFilters } from './filters';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(async () => {
  await gw.reset();
  const w = await seedAdWorld(gw, { chains: [{ name: 'Fresh Mart' }, { name: 'Corner Grocer' }] });
  await seedAd(gw, w, scanAdBody(w, 'Alpha Cereal'));
});


/**
 * Audit: opening the Filters popup focused its Chains box, which opened the chain list at once; the
 * list covered the popup and hid every other field (Location Ids, Apply...) from screen readers.
 */
describe('ad browser: Filters popup on open', () => {
  it('shows every field of the popup to a screen reader; the chain list opens on ArrowDown or typing', async () => {
    const { user, dialog, chains } = await openFilters();
    // Give a list that opens on focus its time to open (it fetches the chains first).
    await new Promise((r) => setTimeout(r, 500));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chains.getAttribute('aria-expanded')).not.toBe('true');
    // The other fields are there by role and name (not hidden behind an open list).
    expect(within(dialog).getByRole('textbox', { name: /^Location Ids/ })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Ad Ids/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Fresh Mart' })).toBeTruthy();
    // Escape closes the list, a second Escape the popup.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });

  it('closes the chain list on a pick, so the chosen chain is seen; ArrowDown lists the others again', async () => {
    const { user, dialog, chains } = await openFilters();
    await user.keyboard('Fresh');
    // the gateway's answer for what is typed: the list holds the match alone
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fresh Mart']));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await within(dialog).findByRole('grid', { name: 'Chosen Chains' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: /Fresh Mart/ })).toBeTruthy();
    // The box is empty and stays closed, though other chains would match it.
    await new Promise((r) => setTimeout(r, 500));
    expect((chains as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('option', { name: 'Corner Grocer' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Fresh Mart' })).toBeNull();
    // Typing searches again too.
    await user.keyboard('{Escape}');
    await user.keyboard('Corn');
    expect(await screen.findByRole('option', { name: 'Corner Grocer' })).toBeTruthy();
  });
});
