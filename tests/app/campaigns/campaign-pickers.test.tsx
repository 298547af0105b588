import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { appUser } from '#server/store/schema';
import { ANA } from '#tests/app/support/history';
import { seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { day, type Doc } from '#tests/app/support/seed-ads';
import { pickBySearch, pickTyping } from '#tests/app/support/search-picker';

// The whole app renders per test, with pickers over many records, on two busy cores.
configure({ asyncUtilTimeout: 10_000 });
const gw = realGateway();
beforeEach(() => gw.reset());
type User = ReturnType<typeof userEvent.setup>;

const numbered = (i: number) => String(i).padStart(4, '0');

/**
 * Company 0001… and Order 0001… (each of Company 0001, with one wallet line item), made through the
 * API one after another: companies are listed by name, orders newest first, 20 a page.
 */
async function seedPickerWorld({ companies = 3, orders = 3 } = {}) {
  const companyDocs: Doc[] = [];
  for (let i = 1; i <= companies; i++) companyDocs.push(await seedCompany(gw, `Company ${numbered(i)}`));
  const orderDocs: Doc[] = [];
  const wallet = { orderLineItemType: 'PURCHASE_VALIDATION', description: 'Receipts', selfFunded: false, pricingModel: { '@type': 'FreePricingModel', engagements: 100 } };
  for (let i = 1; i <= orders; i++) orderDocs.push(await seedOrder(gw, companyDocs[0]!.id, `Order ${numbered(i)}`, { orderLineItems: [wallet] }));
  return { companies: companyDocs, orders: orderDocs };
}

/** The order's one line item: a campaign choosing the order has it among its walletIds. */
const walletOf = (order: Doc): string => order.orderLineItems[0].id;

/** The campaign 'Harbor Launch', Ana its account and campaign manager, made through the API; answers its id. */
async function seedHarbor(fields: { companyIds: string[]; insertionOrderIds: string[]; opsAssociate?: string }): Promise<string> {
  const body = { campaignName: 'Harbor Launch', accountManager: ANA, campaignManager: ANA, category: 'BRAND', startDate: day(1), endDate: day(30), ...fields };
  const res = await gw.call<Doc>('POST', '/campaign/v1/campaigns/', body);
  if (res.status !== 201) throw new Error(`seeding the campaign: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.id;
}

/**
 * User 0001… (user0001@flightdeck.example…), listed by name: users come from the identity provider,
 * not through the API, so they are stored in the gateway's user table, and removed after the test.
 */
async function storeUsers(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ email: `user${numbered(i + 1)}@flightdeck.example`, givenName: 'User', familyName: numbered(i + 1), roles: [] }));
  await gw.store.tx((db) => db.insert(appUser).values(rows));
  onTestFinished(async () => {
    await gw.store.tx((db) => db.delete(appUser).where(inArray(appUser.email, rows.map((r) => r.email))));
  });
}

/** The portal's GETs of the list at `path` in this test, in order. */
const listCalls = (path: string) => gw.calls.filter((c) => c.method === 'GET' && c.path === path);
/** The portal's PUT of a campaign in this test. */
const campaignPut = () => gw.calls.find((c) => c.method === 'PUT' && c.path.startsWith('/campaign/'));

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
  // Beyond the first two pages of either list (companies by name, orders newest first).
  const MANY = { companies: 45, orders: 45 };

  it('find a company and an order beyond the first pages by typing, without loading whole lists', async () => {
    // a stored campaign names a company and an order at least
    const { companies, orders } = await seedPickerWorld(MANY);
    const campaign = await seedHarbor({ companyIds: [companies[0]!.id], insertionOrderIds: [orders[0]!.id] });
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/${campaign}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    screen.getByRole('combobox', { name: 'Companies' }).focus();
    await pickBySearch(user, 'Company 0041');
    await waitFor(() => expect(chosenIn('Companies')).toEqual(['Company 0001', 'Company 0041']));
    screen.getByRole('combobox', { name: 'Insertion Orders' }).focus();
    await pickBySearch(user, 'Order 0005');
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0001', 'Order 0005']));
    // Each list was asked only for what was typed, a page of 20 at a time: never page after page of everything.
    const asked = (path: string) => listCalls(path).map((c) => ({ name: c.search.get('name'), limit: c.search.get('limit') }));
    expect(asked('/company/v1/companies/').at(-1)).toEqual({ name: 'Company 0041', limit: '20' });
    expect(asked('/order/v1/insertionOrders/').at(-1)).toEqual({ name: 'Order 0005', limit: '20' });
    expect(listCalls('/company/v1/companies/').every((c) => !c.search.get('next'))).toBe(true);
  });

  it('the edit form names chosen orders and companies that no search holds, each read by id', async () => {
    const { companies, orders } = await seedPickerWorld(MANY);
    const campaign = await seedHarbor({ companyIds: [companies[39]!.id], insertionOrderIds: [orders[0]!.id, orders[4]!.id] });
    renderApp(`/flightdeck/campaigns/${campaign}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0001', 'Order 0005']));
    await waitFor(() => expect(chosenIn('Companies')).toEqual(['Company 0040']));
    expect(screen.getByRole('button', { name: /^Remove Company 0040/ })).toBeTruthy();
    // Nothing is searched before a picker is used.
    expect(listCalls('/company/v1/companies/')).toHaveLength(0);
    expect(listCalls('/order/v1/insertionOrders/')).toHaveLength(0);
  });
});

describe("campaign form's user pickers search the gateway by name or e-mail", { timeout: 90_000 }, () => {
  it('find a user beyond the first 500 by part of the name, and save the e-mail', async () => {
    await storeUsers(650);
    const { companies, orders } = await seedPickerWorld();
    const campaign = await seedHarbor({ companyIds: [companies[0]!.id], insertionOrderIds: [orders[0]!.id] });
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/${campaign}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    // the chosen one shows by name, read by e-mail, though no search was made
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account Manager' })).toHaveProperty('value', `Ana Account (${ANA})`));
    expect(listCalls('/adminBackend/v1/users').map((c) => c.search.get('emails'))).toEqual([ANA]);
    screen.getByRole('combobox', { name: 'Campaign Manager' }).focus();
    await user.keyboard('{Control>}a{/Control}');
    await pickTyping(user, 'user 0612', 'User 0612 (user0612@flightdeck.example)');
    expect(screen.getByRole('combobox', { name: 'Campaign Manager' })).toHaveProperty('value', 'User 0612 (user0612@flightdeck.example)');
    // a search is one page of 20, the typed text as `name`
    const searches = listCalls('/adminBackend/v1/users').filter((c) => !c.search.get('emails'));
    expect(searches.at(-1)!.search.get('name')).toBe('user 0612');
    expect(searches.every((c) => c.search.get('limit') === '20' && !c.search.has('maxRecords'))).toBe(true);
    // by e-mail too
    screen.getByRole('combobox', { name: 'Ops Associate' }).focus();
    await pickTyping(user, 'user0007@', 'User 0007 (user0007@flightdeck.example)');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(campaignPut()?.body).toMatchObject({ accountManager: ANA, campaignManager: 'user0612@flightdeck.example', opsAssociate: 'user0007@flightdeck.example' }));
  });

  it('a chosen e-mail no user has (the placeholder ops associate) shows as the e-mail', async () => {
    const { companies, orders } = await seedPickerWorld();
    const campaign = await seedHarbor({ companyIds: [companies[0]!.id], insertionOrderIds: [orders[0]!.id], opsAssociate: 'ops.placeholder@flightdeck.example' });
    renderApp(`/flightdeck/campaigns/${campaign}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account Manager' })).toHaveProperty('value', `Ana Account (${ANA})`));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ops Associate' })).toHaveProperty('value', 'ops.placeholder@flightdeck.example'));
  });
});

describe('budget step keeps its choice in the URL', { timeout: 90_000 }, () => {
  it('a new campaign: each change replaces ?orders=, and a reload shows the same choice', async () => {
    const [, second, third] = (await seedPickerWorld()).orders.map((o) => o.id);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget?mode=select');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    const entries = app.history.length;
    await choose(user, 'Insertion Orders', 'Order 0002');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}`));
    await choose(user, 'Insertion Orders', 'Order 0003');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}%2C${third}`));
    // Replaced, not pushed: Back does not step through every pick.
    expect(app.history.length).toBe(entries);

    const at = app.location();
    cleanup();
    renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002', 'Order 0003']));
  });

  it('names an order from a link that the gateway does not hold, and continues only once it is removed', async () => {
    const [, second] = (await seedPickerWorld()).orders.map((o) => o.id);
    renderApp(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}%2C999999`);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(await screen.findByText('Unknown insertion order 999999')).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Save and Continue' });
    expect(proceed.hasAttribute('disabled') || proceed.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it("an existing campaign: the unsaved choice survives a reload and is what 'Save and Continue' stores", async () => {
    const { companies, orders } = await seedPickerWorld();
    const [first, , third] = orders.map((o) => o.id);
    const campaign = await seedHarbor({ companyIds: [companies[0]!.id], insertionOrderIds: [orders[0]!.id] });
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/${campaign}/budget`);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await choose(user, 'Insertion Orders', 'Order 0003');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${campaign}/budget?orders=${first}%2C${third}`));
    // Removing the stored order (Backspace on its tag) is part of the choice too.
    (await screen.findByRole('row', { name: 'Order 0001' })).focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${campaign}/budget?orders=${third}`));

    const at = app.location();
    cleanup();
    const again = renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0003']));
    await tabTo(user, 'Save and Continue');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(again.location()).toBe(`/flightdeck/campaigns/${campaign}`));
    expect(campaignPut()?.body).toMatchObject({ insertionOrderIds: [third], walletIds: [walletOf(orders[2]!)] });
  });

  it('an existing campaign: an emptied choice stays emptied after a reload (not the stored orders again)', async () => {
    const { companies, orders } = await seedPickerWorld();
    const campaign = await seedHarbor({ companyIds: [companies[0]!.id], insertionOrderIds: [orders[0]!.id] });
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/${campaign}/budget`);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    (await screen.findByRole('row', { name: 'Order 0001' })).focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${campaign}/budget?orders=`));

    const at = app.location();
    cleanup();
    renderApp(at);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await screen.findByRole('button', { name: /Insertion Orders/ });
    expect(screen.queryByRole('grid', { name: 'Chosen Insertion Orders' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save and Continue' }).hasAttribute('disabled')).toBe(true);
  });

  it("an order created in the 'New Insertion Order' sub-view joins the choice in the URL", async () => {
    const [, second] = (await seedPickerWorld()).orders.map((o) => o.id);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}`);
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
    expect(gw.calls.some((c) => c.method === 'POST' && c.path === '/order/v1/insertionOrders/')).toBe(true);
    const created = (await gw.call<{ objects: Doc[] }>('GET', '/order/v1/insertionOrders/?name=Harbor%20Order')).json.objects.map((o) => o.id);
    expect(created).toHaveLength(1);
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}%2C${created[0]}`));
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002', 'Harbor Order']));

    // Back past the sub-view to the entry from before the order: the screen shows that entry's choice.
    app.history.back();
    await screen.findByRole('heading', { name: 'New Insertion Order' });
    app.history.back();
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(app.location()).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}`);
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
    const [, second] = (await seedPickerWorld()).orders.map((o) => o.id);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}`);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await tabTo(user, 'New Insertion Order');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'New Insertion Order' });
    expect(app.location()).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}&view=new-order`);
    // Focus goes to the sub-view rather than falling to the page.
    await waitFor(() => expect(document.activeElement).toBe(heading));

    const back = screen.getByRole('link', { name: 'Go back' });
    expect(back.getAttribute('href')).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}`);
    await user.tab();
    expect(document.activeElement).toBe(back);
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(app.location()).toBe(`/flightdeck/campaigns/new/budget?mode=select&orders=${second}`);
    // Back on the button that opened the sub-view, with the choice kept.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Insertion Order' })));
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0002']));
  });
});
