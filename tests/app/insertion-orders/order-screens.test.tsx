import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '#domain/company';
import { ORDER_MESSAGES } from '#domain/insertion-order';
import { deleteCompanyElsewhere, readOrder, saveOrderElsewhere, someOrders } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { pickTyping } from '#tests/app/support/search-picker';
import { tabTo } from './keyboard';

const gw = realGateway();
beforeEach(() => gw.reset());

/** The portal's requests other than the record stream and presence. */
const apiCalls = () => gw.calls.filter((c) => !c.path.startsWith('/events/'));

const notification = (text: string) => screen.findByText(text, {}, { timeout: 4500 });

describe('order screens', { timeout: 90_000 }, () => {
  it('lists orders with the spec’s columns, sorts into the URL, and deletes with confirmation', async () => {
    const { orders, campaign } = await someOrders(gw);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders');
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Campaign', 'Total Amount', 'Created', 'Action']);
    await within(grid).findByText('Order 00');
    expect(within(grid).getByText('Order 00').getAttribute('href')).toBe(`/flightdeck/orders/${orders[0]}`);
    // The campaign column names the campaign (one `ids=` call for the page), linked to its summary.
    expect((await within(grid).findByText('Spring Granola Push')).getAttribute('href')).toBe(`/flightdeck/campaigns/view/${campaign}`);
    expect(gw.calls.find((c) => c.search.has('ids'))!.search.get('ids')).toBe(campaign);
    expect(within(grid).getByText('$1,000.00')).toBeTruthy();
    within(grid).getByRole('button', { name: 'Total Amount' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders?sort=totalAmount'));
    await waitFor(() => expect(apiCalls().at(-1)!.search.get('sort')).toBe('totalAmount'));
    await tabTo(user, /^Order 00/);
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/orders?sort=totalAmount&selected=${orders[1]}`));
    const pane = await screen.findByRole('complementary', { name: 'Insertion order summary' });
    expect(within(pane).getByRole('heading', { name: 'Order 01' })).toBeTruthy();
    await tabTo(user, 'Delete order');
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete insertion order?' });
    await waitFor(() => expect(app.location()).toContain('dialog=delete'));
    await tabTo(user, 'Delete');
    expect(confirm.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await notification('Order successfully deleted.')).toBeTruthy();
    const del = gw.calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe(`/order/v1/insertionOrders/${orders[1]}`);
    expect(del.ifMatch).toBe('"1"');
    expect((await gw.call('GET', `/order/v1/insertionOrders/${orders[1]}`)).status).toBe(404);
    await waitFor(() => expect(within(grid).queryByText('Order 01')).toBeNull());
    // The next order takes its place, selected and focused: j and Enter go on from there.
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/orders?sort=totalAmount&selected=${orders[2]}`));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe(orders[2]));
  });

  it('a plain click on a record link opens it inside the app (no page load); a modified click is left to the browser', async () => {
    const { orders } = await someOrders(gw);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders?q=Order');
    const grid = await screen.findByRole('grid', { name: 'Orders' });
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    (await within(grid).findByText('Order 00')).dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(app.location()).toBe('/flightdeck/orders?q=Order');
    await user.click(within(grid).getByText('Order 00'));
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/orders/${orders[0]}`));
    await screen.findByRole('heading', { name: /Order 00/ });
    // Back to the list as it was left: its search kept (DESIGN.md, a list's filters survive opening a record)
    expect(screen.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/flightdeck/orders?q=Order');
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/flightdeck/orders?q=Order');
    await user.click(screen.getByRole('link', { name: 'Back to Orders' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders?q=Order'));
  });

  it("names why an order in use is not deleted (the gateway's 409 text), and keeps it in the list", async () => {
    // Order 00 is chosen by the campaign 'Spring Granola Push': the gateway keeps it (decision 016).
    const { orders } = await someOrders(gw);
    const refusal = `${ORDER_MESSAGES.inUse} campaign "Spring Granola Push"`;
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/orders?selected=${orders[0]}&dialog=delete`);
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete insertion order?' });
    await tabTo(user, 'Delete');
    expect(confirm.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await notification(refusal)).toBeTruthy();
    expect(gw.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/order/v1/insertionOrders/${orders[0]}`]);
    expect(screen.queryByText('Order successfully deleted.')).toBeNull();
    expect(within(screen.getByRole('grid', { name: 'Orders' })).getByText('Order 00')).toBeTruthy();
    expect(app.location()).toContain(`selected=${orders[0]}`);
    expect((await readOrder(gw, orders[0]!)).name).toBe('Order 00');
  });

  it("creates an order: company through 'Add new company', a line item, Submit; then the order's page", async () => {
    await someOrders(gw);
    // the company's creation is held on the way (a slow network) until the popup has said it is under way
    const creation = gw.hold('POST', /^\/company\/v1\/companies\/$/);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders/new');
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await user.keyboard('Spring Order');
    await tabTo(user, 'Add new company');
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Create Company' });
    expect(within(popup).getByText('Select submit to create company')).toBeTruthy();
    await tabTo(user, 'Name');
    await user.keyboard('Nova Brands{Enter}');
    expect(await within(popup).findByText('Creating company...')).toBeTruthy();
    creation.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Company' })).toBeNull());
    expect((screen.getByRole('combobox', { name: /Company/ }) as HTMLInputElement).value).toBe('Nova Brands');
    expect(screen.getByText('Select one company', { selector: 'li', exact: false }).dataset.ok).toBe('true');

    await tabTo(user, 'Add Order Line Item');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Order Line Item' });
    await tabTo(user, /Type$/);
    await user.keyboard('Banner'); // type-ahead on the Type picker
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Rate per engagement' })).toBeTruthy());
    within(dialog).getByRole('textbox', { name: /^Description/ }).focus();
    await user.keyboard('Home banner');
    within(dialog).getByRole('textbox', { name: /^Engagements/ }).focus();
    await user.keyboard('100{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await tabTo(user, 'Total Amount');
    await user.keyboard('2,500');
    await tabTo(user, 'Submit');
    await user.keyboard('{Enter}');
    expect(await notification('Insertion order submitted successfully')).toBeTruthy();
    const nova = (await gw.call('GET', '/company/v1/companies/?name=Nova')).json.objects;
    expect(nova.map((c: { name: string }) => c.name)).toEqual(['Nova Brands']);
    const post = gw.calls.find((c) => c.method === 'POST' && c.path === '/order/v1/insertionOrders/')!;
    expect(post.body).toMatchObject({ name: 'Spring Order', companyId: nova[0].id, totalAmount: 250000, amountPrecision: 2, orderLineItems: [{ orderLineItemType: 'BANNER', description: 'Home banner', pricingModel: { '@type': 'CostPerEngagement', engagements: 100 } }] });
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/orders\/\d+$/));
    const created = await readOrder(gw, app.location().split('/').at(-1)!);
    expect(created).toMatchObject({ name: 'Spring Order', companyId: nova[0].id, totalAmount: 250000 });
    expect(await screen.findByRole('heading', { name: 'Edit Insertion Order: Spring Order' })).toBeTruthy();
  });

  it('the create-company popup: a taken name on the field; any other failure in the hint', async () => {
    // 'Acme Foods' is taken (a company of that name is stored)
    await someOrders(gw, 0);
    const user = userEvent.setup();
    renderApp('/flightdeck/orders/new');
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await tabTo(user, 'Add new company');
    await user.keyboard('{Enter}');
    const popup = await screen.findByRole('dialog', { name: 'Create Company' });
    await tabTo(user, 'Name');
    await user.keyboard('Acme Foods{Enter}');
    expect(await within(popup).findByText(COMPANY_MESSAGES.nameTaken)).toBeTruthy();
    // any other failure: here the connection is lost on the way
    gw.hold('POST', /^\/company\/v1\/companies\/$/).drop();
    await user.keyboard('{Enter}');
    expect(await within(popup).findByText('Something went wrong, please try again later')).toBeTruthy();
  });

  it("edits an order (PUT with If-Match), shows 'View Campaign', resends its event", async () => {
    const { orders, campaign } = await someOrders(gw, 1);
    const id = orders[0]!;
    const version = (await readOrder(gw, id)).version;
    // the event's resend is held on the way (a slow network) until the page has said it is being sent
    const resend = gw.hold('PUT', /\/insertionOrders\/\d+\/events$/);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/orders/${id}`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect((await screen.findByRole('link', { name: 'View Campaign' })).getAttribute('href')).toBe(`/flightdeck/campaigns/view/${campaign}`);
    name.focus();
    await user.keyboard(' B');
    await tabTo(user, 'Submit');
    await user.keyboard('{Enter}');
    expect(await notification('Insertion order submitted successfully')).toBeTruthy();
    // Submit kept focus while the order was sent (a disabled button would have dropped it to the page).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submit' }));
    const put = apiCalls().find((c) => c.method === 'PUT')!;
    expect(put.ifMatch).toBe(`"${version}"`);
    expect(put.body).toMatchObject({ name: 'Order 00 B' });
    expect((await readOrder(gw, id)).name).toBe('Order 00 B');
    expect(app.location()).toBe(`/flightdeck/orders/${id}`);

    await tabTo(user, 'Resend Event');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Resend event' });
    await tabTo(user, 'Send');
    await user.keyboard('{Enter}');
    expect(await notification('Sending event...')).toBeTruthy();
    // Focus is back on the button that opened the popup, although the event is still being sent.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resend Event' }));
    resend.release();
    expect(await notification('Event sent successfully.')).toBeTruthy();
    expect(gw.calls.some((c) => c.method === 'PUT' && c.path === `/order/v1/insertionOrders/${id}/events`)).toBe(true);
  });

  it("a stale save (412) shows what changed; 'Reload their version' shows theirs, and a save goes on their version", async () => {
    const { orders } = await someOrders(gw, 1);
    const user = userEvent.setup();
    renderApp(`/flightdeck/orders/${orders[0]}`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    // Someone else saves meanwhile.
    const theirs = await saveOrderElsewhere(gw, orders[0]!, { name: 'Order 00 by someone else' });
    name.focus();
    await user.keyboard(' mine');
    await tabTo(user, 'Submit');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This insertion order was changed by someone else' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NameChanged by both: your change winsOrder 00 by someone elseOrder 00 mine']);
    within(dialog).getByRole('button', { name: 'Reload their version' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Order 00 by someone else');
    expect(await screen.findByRole('heading', { name: 'Edit Insertion Order: Order 00 by someone else' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '!');
    await tabTo(user, 'Submit');
    await user.keyboard('{Enter}');
    expect(await notification('Insertion order submitted successfully')).toBeTruthy();
    expect(apiCalls().filter((c) => c.method === 'PUT').at(-1)!.ifMatch).toBe(`"${theirs.version}"`);
    expect((await readOrder(gw, orders[0]!)).name).toBe('Order 00 by someone else!');
  });

  it("puts the gateway's field errors on their fields (react-aria Form validationErrors)", async () => {
    // The order moves to Blue Harbor Co, which someone else deletes before the save: the gateway names the unknown company.
    const { orders, blue } = await someOrders(gw, 1);
    const user = userEvent.setup();
    renderApp(`/flightdeck/orders/${orders[0]}`);
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    const company = await tabTo(user, /^Company/);
    await user.clear(company);
    await pickTyping(user, 'Blue', 'Blue Harbor Co');
    await waitFor(() => expect((company as HTMLInputElement).value).toBe('Blue Harbor Co'));
    await deleteCompanyElsewhere(gw, blue);
    await tabTo(user, 'Submit');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(`Unknown company ${blue}`).length).toBeGreaterThan(0);
    // Focus leaves Submit for the field that says why.
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect((await readOrder(gw, orders[0]!)).companyId).not.toBe(blue);
  });
});
