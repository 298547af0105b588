import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEW_MESSAGES, type SavedView } from '#domain/view';
import { renderApp } from '#tests/app/support/render-app';
import { harbor, json, viewsGateway } from './views-gateway';

// With sign-in off the portal's user is `local`, as the gateway's: this view is theirs, harbor is ann's.
const mine: SavedView = { ...harbor, id: 'v-2', name: 'Live BRAND campaigns', search: '?q=brand&sort=name', shared: false, owner: 'local', version: 3 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

/** Opens the list header's Views popup from the keyboard. */
async function openViews(user: User) {
  const views = await screen.findByRole('button', { name: 'Views' }, { timeout: 5000 });
  views.focus();
  await user.keyboard('{Enter}');
  return { views, popup: await screen.findByRole('dialog', { name: 'Views' }) };
}

/** Moves focus with Tab to the popup's button of that name and presses it with Enter. */
async function pressByKeyboard(user: User, name: string) {
  const target = screen.getByRole('button', { name });
  for (let i = 0; i < 10 && document.activeElement !== target; i++) await user.tab();
  expect(document.activeElement).toBe(target);
  await user.keyboard('{Enter}');
}

const failure = (status: number, message: string, fieldName?: string) =>
  json({ errorMsg: message, ...(fieldName ? { errors: [{ fieldName, message }] } : {}) }, status);

describe('renaming a saved view', () => {
  it('offers Rename and Delete on the owner’s views only, renames with If-Match, says so and lists the new name', async () => {
    const user = userEvent.setup();
    const gw = viewsGateway([harbor, mine]);
    renderApp('/flightdeck/campaigns');
    const { views, popup } = await openViews(user);
    expect(within(popup).queryByRole('button', { name: 'Rename Harbor campaigns' })).toBeNull();
    expect(within(popup).queryByRole('button', { name: 'Delete Harbor campaigns' })).toBeNull();
    expect(within(popup).getByRole('button', { name: 'Delete Live BRAND campaigns' })).toBeTruthy();
    await pressByKeyboard(user, 'Rename Live BRAND campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name).toHaveProperty('value', 'Live BRAND campaigns');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.keyboard('{Control>}a{/Control}Brand launches{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename view' })).toBeNull());
    expect(gw.changes).toEqual([{ method: 'PUT', id: 'v-2', ifMatch: '"3"', body: { name: 'Brand launches', screen: 'campaigns', search: '?q=brand&sort=name', shared: false } }]);
    expect(await screen.findByText('View renamed: Brand launches')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(views));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Views' });
    expect(await within(again).findByRole('button', { name: 'Rename Brand launches' })).toBeTruthy();
    expect(within(again).queryByText('Live BRAND campaigns')).toBeNull();
  });

  it("shows the gateway's 409 at the Name field and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const gw = viewsGateway([harbor, mine]);
    gw.onChange = () => failure(409, VIEW_MESSAGES.nameTaken, 'name');
    renderApp('/flightdeck/campaigns');
    await openViews(user);
    await pressByKeyboard(user, 'Rename Live BRAND campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Name/ })));
    await user.keyboard('{Control>}a{/Control}Harbor campaigns{Enter}');
    expect(await within(dialog).findByText(VIEW_MESSAGES.nameTaken)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(gw.changes.map((c) => c.body)).toEqual([{ name: 'Harbor campaigns', screen: 'campaigns', search: '?q=brand&sort=name', shared: false }]);
  });

  it('tells a 412 as a change made elsewhere and reads the views again', async () => {
    const user = userEvent.setup();
    const gw = viewsGateway([harbor, mine]);
    gw.onChange = () => failure(412, 'View v-2 was changed by someone else since you read it (now at version 4).');
    renderApp('/flightdeck/campaigns');
    await openViews(user);
    await pressByKeyboard(user, 'Rename Live BRAND campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Name/ })));
    const reads = () => gw.calls.filter((u) => u.searchParams.get('screen') === 'campaigns').length;
    const before = reads();
    await user.keyboard('x{Enter}');
    expect(await screen.findByText('The view Live BRAND campaigns was changed elsewhere since you opened it. The Views menu now shows it as it is: try again there.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename view' })).toBeNull());
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});

describe('deleting a saved view', () => {
  it('asks first, deletes with If-Match on confirm, says so and drops it from the menu', async () => {
    const user = userEvent.setup();
    const gw = viewsGateway([harbor, mine]);
    renderApp('/flightdeck/campaigns');
    const { views } = await openViews(user);
    await pressByKeyboard(user, 'Delete Live BRAND campaigns');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    expect(within(confirm).getByText('The view Live BRAND campaigns is deleted.')).toBeTruthy();
    expect(gw.changes).toEqual([]);
    await pressByKeyboard(user, 'Delete');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete this view?' })).toBeNull());
    expect(gw.changes).toEqual([{ method: 'DELETE', id: 'v-2', ifMatch: '"3"' }]);
    expect(await screen.findByText('View deleted: Live BRAND campaigns')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(views));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Views' });
    await waitFor(() => expect(within(again).queryByText('Live BRAND campaigns')).toBeNull());
    expect(within(again).getByText('Harbor campaigns')).toBeTruthy();
  });

  it('deletes nothing on Cancel, and tells a 412 as a change made elsewhere', async () => {
    const user = userEvent.setup();
    const gw = viewsGateway([harbor, { ...mine, shared: true }]);
    gw.onChange = () => failure(412, 'View v-2 was changed by someone else since you read it (now at version 4).');
    renderApp('/flightdeck/campaigns');
    await openViews(user);
    await pressByKeyboard(user, 'Delete Live BRAND campaigns');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    expect(within(confirm).getByText('The view Live BRAND campaigns is deleted for everyone it is shared with.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete this view?' })).toBeNull());
    expect(gw.changes).toEqual([]);
    await openViews(user);
    await pressByKeyboard(user, 'Delete Live BRAND campaigns');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    await pressByKeyboard(user, 'Delete');
    expect(await screen.findByText('The view Live BRAND campaigns was changed elsewhere since you opened it. The Views menu now shows it as it is: try again there.')).toBeTruthy();
    expect(gw.changes).toEqual([{ method: 'DELETE', id: 'v-2', ifMatch: '"3"' }]);
  });
});
