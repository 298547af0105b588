import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/render-app';
import { pickerCampaign, pickerGateway } from './picker-gateway';

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

/** Opens a multi-select with Enter and goes into its listbox (happy-dom needs a Tab for that). */
async function openPicker(user: User, field: string) {
  await tabTo(user, field);
  await user.keyboard('{Enter}');
  if (!document.activeElement?.closest('[role="listbox"]')) await user.tab();
  return document.activeElement!.closest<HTMLElement>('[role="listbox"]')!;
}

/** Chooses options of a multi-select by type-ahead and Enter, then closes it with Escape. */
async function choose(user: User, field: string, ...options: string[]) {
  await openPicker(user, field);
  for (const o of options) {
    await user.keyboard(o);
    await user.keyboard('{Enter}');
  }
  await user.keyboard('{Escape}');
}

/** The names of the tags a multi-select holds (its 'Chosen …' tag group). */
const chosenIn = (field: string) => within(screen.getByRole('grid', { name: `Chosen ${field}` })).getAllByRole('row').map((r) => r.textContent?.replace('×', '').trim());

const listCalls = (gw: ReturnType<typeof pickerGateway>, path: string) => gw.listCalls(path).map((c) => ({ limit: c.url.searchParams.get('limit'), next: c.url.searchParams.get('next') }));

describe('campaign pickers (spec 1 §9 auto-load)', { timeout: 90_000 }, () => {
  it('load page after page: orders until more than 2000 are held, companies up to 500', async () => {
    const gw = pickerGateway({ orders: 2300, companies: 650 });
    gw.campaigns.set('900', pickerCampaign());
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns/900');
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    // 10 pages hold 2000, not more than 2000: one more page, then it stops at 2200.
    await waitFor(() => expect(gw.listCalls('/order/v1/insertionOrders/')).toHaveLength(11));
    await waitFor(() => expect(gw.listCalls('/company/v1/companies/')).toHaveLength(3));
    await new Promise((r) => setTimeout(r, 300));
    expect(listCalls(gw, '/order/v1/insertionOrders/')).toEqual(Array.from({ length: 11 }, (_, i) => ({ limit: '200', next: i === 0 ? null : String(i * 200) })));
    // The last company page asks only for what is left of the 500.
    expect(listCalls(gw, '/company/v1/companies/')).toEqual([
      { limit: '200', next: null },
      { limit: '200', next: '200' },
      { limit: '100', next: '400' },
    ]);

    // What the pickers offer: the listbox renders the options in view only (ui/SelectField.tsx), each
    // telling the whole count (aria-setsize); the browser test reaches the last by keyboard.
    const offered = async (field: string) => {
      const listbox = await openPicker(user, field);
      const options = [...listbox.querySelectorAll('[role="option"]')];
      await user.keyboard('{Escape}');
      return { count: Number(options[0]!.getAttribute('aria-setsize')), first: options[0]!.textContent, rendered: options.length < 200 };
    };
    expect(await offered('Insertion Orders')).toEqual({ count: 2200, first: 'Order 0001', rendered: true });
    expect(await offered('Companies')).toEqual({ count: 500, first: 'Company 0001', rendered: true });
  });

  it('the edit form names chosen orders and companies that the loaded pages do not hold', async () => {
    const gw = pickerGateway({ orders: 2300, companies: 650 });
    gw.campaigns.set('900', pickerCampaign({ insertionOrderIds: ['o-0001', 'o-2250'], companyIds: ['c-0600'] }));
    renderApp('/flightdeck/campaigns/900');
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await waitFor(() => expect(chosenIn('Insertion Orders')).toEqual(['Order 0001', 'Order 2250']));
    await waitFor(() => expect(chosenIn('Companies')).toEqual(['Company 0600']));
    expect(screen.getByRole('button', { name: /^Remove Company 0600/ })).toBeTruthy();
    // Read by id, not by loading more pages; one on the first page is not read again.
    const reads = gw.calls.filter((c) => c.method === 'GET' && /\/(o|c)-\d+$/.test(c.url.pathname)).map((c) => c.url.pathname.replace('/flightdeck/services', ''));
    expect(reads.sort()).toEqual(['/company/v1/companies/c-0600', '/order/v1/insertionOrders/o-2250']);
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
