import { act, configure, screen, waitFor, within } from '@testing-library/react';
import saveViewCommand from '#commands/save-view';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { VIEW_MESSAGES } from '#domain/view';
import { commandContext } from '#tests/app/support/command-context';
import { seedCampaign, seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { saveView, saveViewOf, viewsSaved } from '#tests/app/support/views';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const ANN = 'ann@flightdeck.example';
/** Ann's shared view of the harbor campaigns. */
const harbor = { name: 'Harbor campaigns', search: '?q=harbor', shared: true };

/** Campaigns of these names (one company, one order). */
async function seedCampaigns(...names: string[]) {
  const company = await seedCompany(gw, 'Harbor Foods');
  const order = await seedOrder(gw, company.id, 'Spring order');
  for (const name of names) await seedCampaign(gw, name, company.id, [order.id]);
}

describe('saved views on the campaign list', () => {
  it("saves the list's search (not its page) under a name, shared, from a dialog that starts on Name and gives focus back", async () => {
    await seedCampaigns('Harbor Launch', 'Harbor Spring');
    // a link to the harbor campaigns' second page, with a cursor the gateway gave out
    const cursor: string = (await gw.call('GET', '/campaign/v3/campaigns/?campaignName=harbor&limit=1')).json.pagination.next;
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns?${new URLSearchParams({ q: 'harbor', cursor })}`);
    const save = await screen.findByRole('button', { name: 'Save view…' });
    save.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Name/ })));
    await user.keyboard('Harbor launch');
    await user.tab();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('checkbox', { name: 'Shared with everyone' })).toHaveProperty('checked', true);
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(viewsSaved(gw)).toEqual([{ name: 'Harbor launch', screen: 'campaigns', search: '?q=harbor', shared: true }]);
    expect(await screen.findByText('View saved: Harbor launch')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(save));
  });

  it("shows the gateway's 409 on the Name field and keeps the dialog open; a blank name is refused before any call", async () => {
    await saveView(gw, { name: 'Harbor campaigns' });
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns');
    await user.click(await screen.findByRole('button', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText(VIEW_MESSAGES.nameRequired)).toBeTruthy();
    expect(viewsSaved(gw)).toEqual([]);
    await user.keyboard('Harbor campaigns{Enter}');
    expect(await within(dialog).findByText(VIEW_MESSAGES.nameTaken)).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('opens a view from ?view= (the URL takes its search) and from the Views popup, counting each use', async () => {
    await seedCampaigns('Campaign 000', 'Harbor Launch', 'Campaign 002');
    const { id } = await saveViewOf(gw, ANN, harbor);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/companies?view=${id}`);
    // a campaign view opened on another screen's link still opens on its own screen
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?q=harbor'));
    expect(await screen.findByText('1 results found for "harbor"')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('flightdeck.viewUses')!)).toEqual({ [id]: 1 });

    app.history.push('/flightdeck/campaigns');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns'));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    const popup = await screen.findByRole('dialog', { name: 'Views' });
    await user.click(within(popup).getByRole('button', { name: 'Harbor campaigns · shared' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Views' })).toBeNull());
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?q=harbor'));
    expect(JSON.parse(localStorage.getItem('flightdeck.viewUses')!)).toEqual({ [id]: 2 });
  });

  it('says so when a linked view cannot be seen, and drops it from the URL', async () => {
    // Ann's view, not shared: the gateway does not tell it apart from none
    const { id } = await saveViewOf(gw, ANN, { ...harbor, shared: false });
    const app = renderApp(`/flightdeck/campaigns?q=x&view=${id}`);
    expect(await screen.findByText('This view is not there any more, or it is not shared with you')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?q=x'));
  });
});

describe("the palette's 'Save view…'", () => {
  it('is offered on the list screens only, and opens the list header’s dialog', async () => {
    renderApp('/flightdeck/chains');
    await screen.findByRole('button', { name: 'Save view…' });
    const ctx = (url: string) => commandContext(url, { flags: { campaignServiceVersion: 'v3' } });
    for (const list of ['/', '/campaigns', '/orders', '/companies', '/chains', '/adBrowser']) expect(saveViewCommand.when!(ctx(list)), list).toBe(true);
    expect(saveViewCommand.when!(ctx('/chains/new'))).toBe(false);
    act(() => saveViewCommand.run(ctx('/chains'), {}));
    expect(await screen.findByRole('dialog', { name: 'Save view' })).toBeTruthy();
  });
});
