import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_TRAILING_SPACES } from '#domain/text';
import { ORDER_MESSAGES, ORDER_RULES } from '#domain/insertion-order';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from './keyboard';

const gw = realGateway();
beforeEach(() => gw.reset());

const capsule = (rule: string) => screen.getByText(rule, { exact: false, selector: 'li' });

describe('insertion order form', { timeout: 90_000 }, () => {
  it('shows the capsule checks and keeps Submit disabled until name, company and a line item are there', async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/orders/new');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    const list = screen.getByRole('list', { name: 'Validation checks' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `✗ ${ORDER_RULES.name} (to do)`, `✗ ${ORDER_RULES.company} (to do)`, `✗ ${ORDER_RULES.lineItems} (to do)`,
    ]);
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true');
    name.focus();
    await user.keyboard('Ab');
    expect(capsule(ORDER_RULES.name).dataset.ok).toBe('false');
    await user.keyboard('c');
    expect(capsule(ORDER_RULES.name).dataset.ok).toBe('true');
  });

  it("a submit without company or line item says 'You must select a company.' and 'You must add at least one order line item.' at them, and sends nothing", async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/orders/new');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    name.focus();
    await user.keyboard('Spring Order');
    expect(screen.queryByText(ORDER_MESSAGES.companyRequired)).toBeNull();
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    const company = screen.getByRole('combobox', { name: /Company/ });
    expect(await screen.findByText(ORDER_MESSAGES.companyRequired)).toBeTruthy();
    expect(company.getAttribute('aria-invalid')).toBe('true');
    const lineItems = screen.getByText(ORDER_MESSAGES.lineItemsRequired);
    expect(screen.getByRole('button', { name: 'Add Order Line Item' }).getAttribute('aria-describedby')).toBe(lineItems.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(company));
    expect(gw.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("refuses leading or trailing spaces with 'Enter name without trailing spaces'", async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/orders/new');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    name.focus();
    await user.keyboard('Spring Order ');
    expect(name.getAttribute('title')).toBe(NO_TRAILING_SPACES);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(NO_TRAILING_SPACES).length).toBeGreaterThan(0);
    await user.keyboard('{Backspace}');
    expect(name.getAttribute('title')).toBeNull();
    await tabTo(user, 'External ID');
    await user.keyboard(' X1');
    expect((document.activeElement as HTMLElement).getAttribute('title')).toBe(NO_TRAILING_SPACES);
  });

  it('parses money entries: commas and spaces removed, precision 2 or the decimals typed; else Enter valid number', async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/orders/new');
    await screen.findByRole('textbox', { name: /^Name/ });
    const total = screen.getByRole('textbox', { name: 'Total Amount' });
    total.focus();
    await user.keyboard('1, 234.5');
    expect(screen.getByText('Saved as $1,234.50')).toBeTruthy();
    await user.clear(total);
    await user.keyboard('12.345');
    expect(screen.getByText('Saved as $12.345')).toBeTruthy();
    await user.clear(total);
    await user.keyboard('12');
    expect(screen.getByText('Saved as $12.00')).toBeTruthy();
    await user.keyboard('x');
    expect(screen.getByText(ORDER_MESSAGES.validNumber)).toBeTruthy();
    expect(total.getAttribute('aria-invalid')).toBe('true');
  });
});
