import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VIEW_MESSAGES, type SavedView, type ViewInput } from '#domain/view';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { saveView, saveViewOf, viewChanges } from '#tests/app/support/views';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

// With sign-in off the portal's user is `local`, as the gateway's: Live BRAND campaigns is theirs,
// Harbor campaigns is Ann's (shared).
const MINE = { name: 'Live BRAND campaigns', screen: 'campaigns', search: '?q=brand&sort=name', shared: false } satisfies ViewInput;

/** Ann's shared view and one of the user's own (shared or not); answers the user's. */
async function seedViews(shared = false) {
  await saveViewOf(gw, 'ann@flightdeck.example', { name: 'Harbor campaigns', search: '?q=harbor', shared: true });
  return saveView(gw, { ...MINE, shared });
}

/** The user's view changed in another tab (a PUT with its version): what the portal read of it is stale. */
async function changeElsewhere(view: SavedView) {
  const { name, screen, shared } = view;
  const res = await gw.call('PUT', `/view/v1/views/${view.id}`, { name, screen, shared, search: '?q=brand' }, { 'If-Match': `"${view.version}"` });
  if (res.status !== 200) throw new Error(`changing view ${view.id}: ${res.status} ${JSON.stringify(res.json)}`);
}

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

describe('renaming a saved view', () => {
  it('offers Rename and Delete on the owner’s views only, renames with If-Match, says so and lists the new name', async () => {
    const mine = await seedViews();
    const user = userEvent.setup();
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
    expect(viewChanges(gw)).toEqual([{ method: 'PUT', id: mine.id, ifMatch: `"${mine.version}"`, body: { ...MINE, name: 'Brand launches' } }]);
    expect(await screen.findByText('View renamed: Brand launches')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(views));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Views' });
    expect(await within(again).findByRole('button', { name: 'Rename Brand launches' })).toBeTruthy();
    expect(within(again).queryByText('Live BRAND campaigns')).toBeNull();
  });

  it("shows the gateway's 409 at the Name field and keeps the dialog open", async () => {
    await seedViews();
    await saveView(gw, { name: 'Harbor launches' });
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns');
    await openViews(user);
    await pressByKeyboard(user, 'Rename Live BRAND campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Name/ })));
    await user.keyboard('{Control>}a{/Control}Harbor launches{Enter}');
    expect(await within(dialog).findByText(VIEW_MESSAGES.nameTaken)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(viewChanges(gw).map((c) => c.body)).toEqual([{ ...MINE, name: 'Harbor launches' }]);
  });

  it('tells a 412 as a change made elsewhere and reads the views again', async () => {
    const mine = await seedViews();
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns');
    await openViews(user);
    await pressByKeyboard(user, 'Rename Live BRAND campaigns');
    const dialog = await screen.findByRole('dialog', { name: 'Rename view' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Name/ })));
    const reads = () => gw.calls.filter((c) => c.method === 'GET' && c.path === '/view/v1/views' && c.search.get('screen') === 'campaigns').length;
    const before = reads();
    await changeElsewhere(mine);
    await user.keyboard('x{Enter}');
    expect(await screen.findByText('The view Live BRAND campaigns was changed elsewhere since you opened it. The Views menu now shows it as it is: try again there.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename view' })).toBeNull());
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });
});

describe('deleting a saved view', () => {
  it('asks first, deletes with If-Match on confirm, says so and drops it from the menu', async () => {
    const mine = await seedViews();
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns');
    const { views } = await openViews(user);
    await pressByKeyboard(user, 'Delete Live BRAND campaigns');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    expect(within(confirm).getByText('The view Live BRAND campaigns is deleted.')).toBeTruthy();
    expect(viewChanges(gw)).toEqual([]);
    await pressByKeyboard(user, 'Delete');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete this view?' })).toBeNull());
    expect(viewChanges(gw)).toEqual([{ method: 'DELETE', id: mine.id, ifMatch: `"${mine.version}"` }]);
    expect(await screen.findByText('View deleted: Live BRAND campaigns')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(views));
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Views' });
    await waitFor(() => expect(within(again).queryByText('Live BRAND campaigns')).toBeNull());
    expect(within(again).getByText('Harbor campaigns')).toBeTruthy();
  });

  it('deletes nothing on Cancel, and tells a 412 as a change made elsewhere', async () => {
    const mine = await seedViews(true);
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns');
    await openViews(user);
    await pressByKeyboard(user, 'Delete Live BRAND campaigns');
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    expect(within(confirm).getByText('The view Live BRAND campaigns is deleted for everyone it is shared with.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete this view?' })).toBeNull());
    expect(viewChanges(gw)).toEqual([]);
    await openViews(user);
    await pressByKeyboard(user, 'Delete Live BRAND campaigns');
    confirm = await screen.findByRole('alertdialog', { name: 'Delete this view?' });
    await changeElsewhere(mine);
    await pressByKeyboard(user, 'Delete');
    expect(await screen.findByText('The view Live BRAND campaigns was changed elsewhere since you opened it. The Views menu now shows it as it is: try again there.')).toBeTruthy();
    expect(viewChanges(gw)).toEqual([{ method: 'DELETE', id: mine.id, ifMatch: `"${mine.version}"` }]);
  });
});
