import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabTo } from '../insertion-orders/keyboard';
import { renderApp } from '../support/render-app';
import { adBrowserGateway, browserAd } from './ad-browser-gateway';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

/** The ad browser's Filters popup, opened from the keyboard, focus in its Chains box. */
async function openFilters() {
  adBrowserGateway([browserAd('51', 'Alpha Cereal')]);
  const user = userEvent.setup();
  renderApp('/flightdeck/adBrowser');
  await screen.findByRole('grid', { name: 'Ad Browser' });
  await tabTo(user, 'Filters');
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  const chains = within(dialog).getByRole('combobox', { name: 'Chains' });
  // In Chromium the popup opens with focus in the Chains box (autoFocus); jsdom leaves it on the
  // dialog, so it is put there as the browser does.
  if (document.activeElement !== chains) chains.focus();
  return { user, dialog, chains };
}

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
    await screen.findByRole('option', { name: 'Fresh Mart' });
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
