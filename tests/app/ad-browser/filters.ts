import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';

/** The ad browser's Filters popup, opened from the keyboard, focus in its Chains box (whatever the gateway holds). */
export async function openFilters() {
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
