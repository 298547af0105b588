import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { pickerCampaign, pickerGateway } from './picker-gateway';
import { pickBySearch, pickTyping } from '#tests/app/support/search-picker';

// The whole app renders per test, with pickers of thousands of options, on two busy cores.
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => vi.unstubAllGlobals());
type User = ReturnType<typeof userEvent.setup>;

/** Tabs (keyboard only) to the control whose accessible name contains `name`. */
async function tabTo(user: User, name: string | RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    const el = document.activeElement as HTMLElement;
    if (el && el.closest('.campaign-screen')) {
      const label = (el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || el.getAttribute('aria-label') || (el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) || el.closest('label')?.textContent || el.textContent || '').trim();
      if (typeof name === 'string' ? label.includes(name) : name.test(label)) return el;
    }
    await user.tab();
  }
  throw new Error(`Tab never reached ${name}; focus on ${document.activeElement?.outerHTML.slice(0, 160)}`);
}

/** Picks records in a search picker: Tab to its box, then each by typing its name (ui/SearchPicker). */
async function choose(user: User, field: string, ...names: string[]) {
  await tabTo(user, field);
  await pickBySearch(user, ...names);
}

/** The names of the tags a multi-select holds (its 'Chosen …' tag group). */
const chosenIn = (field: string) => within(screen.getByRole('grid', { name: `Chosen ${field}` })).getAllByRole('row').map((r) => r.textContent?.replace('×', '').trim());


describe('campaign pickers search the gateway (issue 24 §2: no auto-load, no cap)', { timeout: 90_000 }, () => {
  it('find a company beyond the first 500 and an order beyond the first 2000 by typing, without loading whole lists', async () => {
    const gw = pickerGateway({ orders: 2300, companies: 650 });
    gw.campaigns.set('900', pickerCampaign({ insertionOrderIds: [], companyIds: [] }));
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns/900');
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    screen.getByRole('combobox', { name: 'Companies' }).focus();
    await pickBySearch(user, 'Company 0601');
    await waitFor(() => expect(chosenIn('Companies')).toEqual(['Company 0601']));
    screen.getByRole('combobox', { name: 'Insertion Orders' }).focus();
    await pickBySearch(user, 'Order 2250');
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 2250']));
    // Each list was asked only for what was typed, a page of 20 at a time: never page after page of everything.
    const asked = (path: string) => gw.listCalls(path).map((c) => ({ name: c.url.searchParams.get('name'), limit: c.url.searchParams.get('limit') }));
    expect(asked('/company/v1/companies/').at(-1)).toEqual({ name: 'Company 0601', limit: '20' });
    expect(asked('/order/v1/insertionOrders/').at(-1)).toEqual({ name: 'Order 2250', limit: '20' });
    expect(gw.listCalls('/company/v1/companies/').every((c) => !c.url.searchParams.get('next'))).toBe(true);
  });

  it('the edit form names chosen orders and companies that no search holds, each read by id', async () => {
    const gw = pickerGateway({ orders: 2300, companies: 650 });
    gw.campaigns.set('900', pickerCampaign({ insertionOrderIds: ['o-0001', 'o-2250'], companyIds: ['c-0600'] }));
    renderApp('/flightdeck/campaigns/900');
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0001', 'Order 2250']));
    await waitFor(() => expect(chosenIn('Companies')).toEqual(['Company 0600']));
    expect(screen.getByRole('button', { name: /^Remove Company 0600/ })).toBeTruthy();
    // Nothing is searched before a picker is used.
    expect(gw.listCalls('/company/v1/companies/')).toHaveLength(0);
    expect(gw.listCalls('/order/v1/insertionOrders/')).toHaveLength(0);
  });
});

describe("campaign form's user pickers search the gateway by name or e-mail", { timeout: 90_000 }, () => {
  it('find a user beyond the first 500 by part of the name, and save the e-mail', async () => {
    const gw = pickerGateway({ users: 650 });
    gw.campaigns.set('900', pickerCampaign());
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns/900');
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    // the chosen one shows by name, read by e-mail, though no search was made
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account Manager' })).toHaveProperty('value', 'Ana Account (ana@flightdeck.example)'));
    expect(gw.listCalls('/adminBackend/v1/users').map((c) => c.url.searchParams.get('emails'))).toEqual(['ana@flightdeck.example']);
    screen.getByRole('combobox', { name: 'Campaign Manager' }).focus();
    await user.keyboard('{Control>}a{/Control}');
    await pickTyping(user, 'user 0612', 'User 0612 (user0612@flightdeck.example)');
    expect(screen.getByRole('combobox', { name: 'Campaign Manager' })).toHaveProperty('value', 'User 0612 (user0612@flightdeck.example)');
    // a search is one page of 20, the typed text as `name`
    const searches = gw.listCalls('/adminBackend/v1/users').filter((c) => !c.url.searchParams.get('emails'));
    expect(searches.at(-1)!.url.searchParams.get('name')).toBe('user 0612');
    expect(searches.every((c) => c.url.searchParams.get('limit') === '20' && !c.url.searchParams.has('maxRecords'))).toBe(true);
    // by e-mail too
    screen.getByRole('combobox', { name: 'Ops Associate' }).focus();
    await pickTyping(user, 'user0007@', 'User 0007 (user0007@flightdeck.example)');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gw.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ accountManager: 'ana@flightdeck.example', campaignManager: 'user0612@flightdeck.example', opsAssociate: 'user0007@flightdeck.example' }));
  });

  it('a chosen e-mail no user has (the placeholder ops associate) shows as the e-mail', async () => {
    const gw = pickerGateway();
    gw.campaigns.set('900', pickerCampaign({ opsAssociate: 'ops.placeholder@flightdeck.example' }));
    renderApp('/flightdeck/campaigns/900');
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account Manager' })).toHaveProperty('value', 'Ana Account (ana@flightdeck.example)'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ops Associate' })).toHaveProperty('value', 'ops.placeholder@flightdeck.example'));
  });
});

describe('budget step keeps its choice in the URL', { timeout: 90_000 }, () => {
  it('a new campaign: each change replaces ?orders=, and a reload shows the same choice', async () => {
    pickerGateway();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget?mode=select');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    const entries = app.history.length;
    await choose(user, 'Insertion Orders', 'Order 0002');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002'));
    await choose(user, 'Insertion Orders', 'Order 0003');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002%2Co-0003'));
    // Replaced, not pushed: Back does not step through every pick.
    expect(app.history.length).toBe(entries);

    const at = app.location();
    cleanup();
    renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002', 'Order 0003']));
  });

  it('names an order from a link that the gateway does not hold, and continues only once it is removed', async () => {
    pickerGateway();
    renderApp('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002%2C999999');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(await screen.findByText('Unknown insertion order 999999')).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Save and Continue' });
    expect(proceed.hasAttribute('disabled') || proceed.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it("an existing campaign: the unsaved choice survives a reload and is what 'Save and Continue' stores", async () => {
    const gw = pickerGateway();
    gw.campaigns.set('900', pickerCampaign());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/900/budget');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await choose(user, 'Insertion Orders', 'Order 0003');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/900/budget?orders=o-0001%2Co-0003'));
    // Removing the stored order (Backspace on its tag) is part of the choice too.
    (await screen.findByRole('row', { name: 'Order 0001' })).focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/900/budget?orders=o-0003'));

    const at = app.location();
    cleanup();
    const again = renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0003']));
    await tabTo(user, 'Save and Continue');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(again.location()).toBe('/flightdeck/campaigns/900'));
    expect(gw.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ insertionOrderIds: ['o-0003'], walletIds: ['li-3'] });
  });

  it('an existing campaign: an emptied choice stays emptied after a reload (not the stored orders again)', async () => {
    const gw = pickerGateway();
    gw.campaigns.set('900', pickerCampaign());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/900/budget');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    (await screen.findByRole('row', { name: 'Order 0001' })).focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/900/budget?orders='));

    const at = app.location();
    cleanup();
    renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await screen.findByRole('button', { name: /Insertion Orders/ });
    expect(screen.queryByRole('grid', { name: 'Chosen Insertion Orders' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save and Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it("an order created in the 'New Insertion Order' sub-view joins the choice in the URL", async () => {
    const gw = pickerGateway();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await tabTo(user, 'New Insertion Order');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'New Insertion Order' });

    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await user.keyboard('Harbor Order');
    screen.getByRole('combobox', { name: /Company/ }).focus();
    await user.keyboard('Company 0001');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Company 0001' })).toBeTruthy());
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Add Order Line Item' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Order Line Item' });
    within(dialog).getByRole('button', { name: /Type/ }).focus();
    await user.keyboard('Banner');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Rate per engagement' })).toBeTruthy());
    within(dialog).getByRole('textbox', { name: /^Description/ }).focus();
    await user.keyboard('Home banner');
    within(dialog).getByRole('textbox', { name: /^Engagements/ }).focus();
    await user.keyboard('100{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByRole('textbox', { name: /Total Amount/ }).focus();
    await user.keyboard('2,500');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(gw.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/insertionOrders/'))).toBe(true);
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002%2C7000'));
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002', 'Harbor Order']));

    // Back past the sub-view to the entry from before the order: the screen shows that entry's choice.
    app.history.back();
    await screen.findByRole('heading', { name: 'New Insertion Order' });
    app.history.back();
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002');
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002']));
    app.history.forward();
    app.history.forward();
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002', 'Harbor Order']));

    const at = app.location();
    cleanup();
    renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002', 'Harbor Order']));
  });
});

describe("budget step: the 'New Insertion Order' sub-view", () => {
  it("has a 'Go back' link to the budget step without the sub-view; focus follows both ways", async () => {
    pickerGateway();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await tabTo(user, 'New Insertion Order');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'New Insertion Order' });
    expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002&view=new-order');
    // Focus goes to the sub-view rather than falling to the page.
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const back = screen.getByRole('link', { name: 'Go back' });
    expect(back.getAttribute('href')).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002');
    await user.tab();
    expect(document.activeElement).toBe(back);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select&orders=o-0002');
    // Back on the button that opened the sub-view, with the choice kept.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Insertion Order' })));
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002']));
  });
});
