import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES } from '#domain/company';
import { readOrder, saveOrderElsewhere, someOrders } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from './keyboard';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;

const LEAVE = 'Are you sure you want to leave this page?';
const STALE = 'This insertion order was changed by someone else';
const notification = (text: string) => screen.findByText(text, {}, { timeout: 4500 });
const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;

async function press(user: User, el: HTMLElement) {
  el.focus();
  await user.keyboard('{Enter}');
}

async function answerLeave(user: User, choice: 'Stay' | 'Leave') {
  const dialog = await screen.findByRole('dialog', { name: LEAVE });
  expect(within(dialog).getByText('You have unsaved changes to this insertion order. If you leave, they will be lost.')).toBeTruthy();
  await press(user, within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull());
}

/** Fills what a new order needs besides its name: a company of the list and one line item. */
async function completeNewOrder(user: User) {
  const company = screen.getByRole('combobox', { name: /Company/ });
  company.focus();
  await user.keyboard('Acme');
  await press(user, await screen.findByRole('option', { name: 'Acme Foods' }));
  await waitFor(() => expect(screen.getByText('Select one company', { selector: 'li', exact: false }).dataset.ok).toBe('true'));
  await press(user, screen.getByRole('button', { name: 'Add Order Line Item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Order Line Item' });
  await tabTo(user, /Type$/);
  await user.keyboard('Banner');
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Rate per engagement' })).toBeTruthy());
  within(dialog).getByRole('textbox', { name: /^Description/ }).focus();
  await user.keyboard('Home banner');
  within(dialog).getByRole('textbox', { name: /^Engagements/ }).focus();
  await user.keyboard('100{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('insertion order form: unsaved edits', { timeout: 90_000 }, () => {
  it('/orders/new: leaving with typing asks first; Stay keeps it, Leave goes; untouched, it leaves unasked', async () => {
    await someOrders(gw, 0);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders/new');
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    // Nothing typed yet: the link just goes.
    await press(user, screen.getByRole('link', { name: 'Back to Orders' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders'));
    app.history.push('/flightdeck/orders/new');
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await user.keyboard('Spring Order');
    await press(user, screen.getByRole('link', { name: 'Back to Orders' }));
    await answerLeave(user, 'Stay');
    expect(app.location()).toBe('/flightdeck/orders/new');
    expect(nameField().value).toBe('Spring Order');
    // The side nav asks too; Leave goes.
    await press(user, screen.getByRole('link', { name: 'Companies' }));
    await answerLeave(user, 'Leave');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/companies'));
  });

  it('/orders/{id}: the side nav asks; its own popups do not; once saved it leaves unasked', async () => {
    const { orders } = await someOrders(gw, 1);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders');
    await screen.findByRole('grid', { name: 'Orders' });
    app.history.push(`/flightdeck/orders/${orders[0]}`);
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/orders/${orders[0]}`));
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await user.keyboard(' B');
    // (Back and closing the tab: the browser journey, e2e/orders-unsaved.spec.ts.)
    await press(user, screen.getByRole('link', { name: 'Chains' }));
    await answerLeave(user, 'Stay');
    expect(app.location()).toBe(`/flightdeck/orders/${orders[0]}`);
    expect(nameField().value).toBe('Order 00 B');
    // The page's own popup (held in the URL) is not leaving.
    await press(user, screen.getByRole('button', { name: 'Resend Event' }));
    expect(await screen.findByRole('dialog', { name: 'Resend event' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull();
    await press(user, within(screen.getByRole('dialog', { name: 'Resend event' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resend event' })).toBeNull());
    expect(nameField().value).toBe('Order 00 B');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await notification('Insertion order submitted successfully')).toBeTruthy();
    expect((await readOrder(gw, orders[0]!)).name).toBe('Order 00 B');
    await press(user, screen.getByRole('link', { name: 'Back to Orders' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders'));
    expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull();
  });

  it('deleting the order leaves its page without asking about the edits', async () => {
    const { orders } = await someOrders(gw, 2);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/orders/${orders[1]}`);
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await user.keyboard(' B');
    await press(user, screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete insertion order?' });
    await press(user, within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await notification('Order successfully deleted.')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders'));
    expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull();
    const left = (await gw.call('GET', '/order/v1/insertionOrders/?limit=20')).json.objects;
    expect(left.map((o: { id: string }) => o.id)).toEqual([orders[0]]);
  });

  it("the budget step's 'New Insertion Order' sub-view: Go back asks; a created order returns to the step unasked", async () => {
    await someOrders(gw, 0);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget?view=new-order');
    expect(await screen.findByRole('heading', { name: 'New Insertion Order' })).toBeTruthy();
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    await user.keyboard('Budget Order');
    await press(user, screen.getByRole('link', { name: 'Go back' }));
    await answerLeave(user, 'Stay');
    expect(app.location()).toBe('/flightdeck/campaigns/new/budget?view=new-order');
    expect(nameField().value).toBe('Budget Order');
    await completeNewOrder(user);
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await notification('Insertion order submitted successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Campaign Budget' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: LEAVE })).toBeNull();
    const found = (await gw.call('GET', '/order/v1/insertionOrders/?name=Budget')).json.objects;
    expect(found.map((o: { name: string }) => o.name)).toEqual(['Budget Order']);
    const created = found[0].id;
    await waitFor(() => expect(new URLSearchParams(app.history.location.search).get('orders')).toBe(created));
    expect(app.history.location.pathname).toBe('/flightdeck/campaigns/new/budget');
    expect(new URLSearchParams(app.history.location.search).get('view')).toBeNull();
  });
});

describe('insertion order form: stale save (412)', { timeout: 90_000 }, () => {
  it("Cancel keeps the edits; 'Overwrite with my changes' saves only them on the version the 412 carried", async () => {
    const { orders } = await someOrders(gw, 1);
    const id = orders[0]!;
    const opened = (await readOrder(gw, id)).version;
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/orders/${id}`);
    (await screen.findByRole('textbox', { name: /^Name/ })).focus();
    // Someone else saves meanwhile: another name, total and line item date.
    const stored = await readOrder(gw, id);
    const theirs = await saveOrderElsewhere(gw, id, {
      name: 'Order 00 theirs',
      totalAmount: 250000,
      orderLineItems: [{ ...stored.orderLineItems[0], startDate: '2026-03-01T17:00:00Z[UTC]' }],
    });
    await user.keyboard(' mine');
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE });
    expect(within(dialog).getByText('Someone saved this insertion order after you opened it. These fields differ from what you started from:')).toBeTruthy();
    expect(within(dialog).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Field', 'Saved now', 'Your change']);
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['NameChanged by both: your change wins', 'Order 00 theirs', 'Order 00 mine'],
      ['Total Amount', '$2,500.00', 'Not changed'],
      // Line item dates in Pacific time, as the line item popup shows them.
      ['Order Line Items', 'Scans (Scan, Cost Per Engagement $0.25, Mar 01, 2026, 9:00 AM PST – …)', 'Not changed'],
    ]);
    await press(user, within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull());
    expect(nameField().value).toBe('Order 00 mine');
    expect((await readOrder(gw, id)).name).toBe('Order 00 theirs');

    // Submitting again asks again; this time overwrite.
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    const again = await screen.findByRole('alertdialog', { name: STALE });
    await press(user, within(again).getByRole('button', { name: 'Overwrite with my changes' }));
    expect(await notification('Insertion order submitted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull());
    const puts = gw.calls.filter((c) => c.method === 'PUT' && c.path === `/order/v1/insertionOrders/${id}`);
    expect(puts.map((c) => c.ifMatch)).toEqual([`"${opened}"`, `"${opened}"`, `"${theirs.version}"`]);
    // the name both changed is this user's; the total and line item only they changed stay theirs
    expect(puts.at(-1)!.body).toMatchObject({ name: 'Order 00 mine', totalAmount: 250000, orderLineItems: [{ startDate: theirs.orderLineItems[0].startDate }] });
    expect(await readOrder(gw, id)).toMatchObject({ name: 'Order 00 mine', totalAmount: 250000, version: theirs.version + 1, orderLineItems: [{ startDate: theirs.orderLineItems[0].startDate }] });
    expect(nameField().value).toBe('Order 00 mine');
    expect(await screen.findByRole('heading', { name: 'Edit Insertion Order: Order 00 mine' })).toBeTruthy();
    // Saved: nothing left to lose.
    await press(user, screen.getByRole('link', { name: 'Back to Orders' }));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders'));
  });
});

/**
 * /orders/new with the create-company popup open and `name` submitted; Acme Foods and Blue Harbor Co
 * are stored, and with `lost` the connection is lost on the way to the gateway.
 */
async function submitNewCompany(name: string, lost = false) {
  await someOrders(gw, 0);
  if (lost) gw.hold('POST', /^\/company\/v1\/companies\/$/).drop();
  const user = userEvent.setup();
  renderApp('/flightdeck/orders/new');
  await screen.findByRole('textbox', { name: /^Name/ });
  await press(user, screen.getByRole('button', { name: 'Add new company' }));
  const popup = await screen.findByRole('dialog', { name: 'Create Company' });
  await tabTo(user, 'Name');
  await user.keyboard(`${name}{Enter}`);
  return { user, popup };
}

describe('create-company popup', { timeout: 90_000 }, () => {
  it('after a taken name, a short one describes only the current state (no leftover failure)', async () => {
    // 'Acme Foods' is stored: the gateway answers 409
    const { user, popup } = await submitNewCompany('Acme Foods');
    expect(await within(popup).findByText(COMPANY_MESSAGES.nameTaken)).toBeTruthy();
    const name = within(popup).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.keyboard('ab{Enter}');
    expect(await within(popup).findByText(COMPANY_MESSAGES.nameTooShort)).toBeTruthy();
    expect(within(popup).queryByText(COMPANY_MESSAGES.nameTaken)).toBeNull();
    expect(within(popup).getByRole('status').textContent).toBe('Select submit to create company');
    // A name that passes is created.
    await user.keyboard('c Foods{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Company' })).toBeNull());
    expect((screen.getByRole('combobox', { name: /Company/ }) as HTMLInputElement).value).toBe('abc Foods');
    expect((await gw.call('GET', '/company/v1/companies/?name=abc')).json.objects.map((c: { name: string }) => c.name)).toEqual(['abc Foods']);
  });

  it('a failure on the way to the gateway (the connection lost) shows in the hint until the name changes', async () => {
    const { user, popup } = await submitNewCompany('Nova Brands', true);
    expect(await within(popup).findByText('Something went wrong, please try again later')).toBeTruthy();
    await user.keyboard('!');
    expect(within(popup).getByRole('status').textContent).toBe('Select submit to create company');
  });
});
