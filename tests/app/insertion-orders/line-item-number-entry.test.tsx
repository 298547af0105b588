import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from './keyboard';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;

async function openPopup(user: User) {
  renderApp('/flightdeck/orders/new');
  await screen.findByRole('textbox', { name: /^Name/ });
  (document.querySelector('input') as HTMLElement).focus();
  await tabTo(user, 'Add Order Line Item');
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Add Order Line Item' });
}

/** Picks an option of a react-aria Select by type-ahead on its focused trigger (its search text lasts a second). */
async function choose(user: User, dialog: HTMLElement, label: RegExp, option: string) {
  await new Promise((r) => setTimeout(r, 1100));
  within(dialog).getByRole('button', { name: label }).focus();
  await user.keyboard(option);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: label }).querySelector('[data-rac], span')?.textContent).toBe(option));
}

async function retype(user: User, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}

/** What a field's description says: its hint and, once invalid, its error (aria-describedby). */
const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => (id ? document.getElementById(id)?.textContent ?? '' : '')).join(' ');

/**
 * spec 1 'Order line item popup': estimated engagements low and high and the original kick goal are
 * 'minimum 0 each', and engagements are a count. A minus or a decimal point typed stays in the field,
 * which says what is wrong, and the line item is not saved ('-3' was saved as 3, '1.5' as 15).
 */
describe('order line item popup: counts keep what was typed', { timeout: 90_000 }, () => {
  it("refuses '-3', '-1', '-7' and '1.5' at their fields, saves nothing, then saves the corrected counts", async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    await choose(user, dialog, /Type/, 'Scan');
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    await retype(user, field(/^Description/), 'Cereal scans');
    await retype(user, field(/^Rate per engagement/), '0.5');

    await retype(user, field(/^Engagements/), '-3');
    await retype(user, field(/^Estimated Engagements Low/), '-1');
    await retype(user, field(/^Original Kick Goal/), '-7');
    expect(field(/^Engagements/).value).toBe('-3');
    expect(field(/^Estimated Engagements Low/).value).toBe('-1');
    expect(field(/^Original Kick Goal/).value).toBe('-7');
    for (const name of [/^Engagements/, /^Estimated Engagements Low/, /^Original Kick Goal/]) {
      expect(described(field(name))).toContain('Must be at least 0');
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    // No budget is worked out from a count that is not one.
    expect(within(dialog).queryByText(/^Total budget/)).toBeNull();

    await tabTo(user, 'Save Line Item');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Add Order Line Item' })).toBeTruthy();

    // A decimal point is not dropped either: '1.5' is not 15.
    await retype(user, field(/^Engagements/), '1.5');
    expect(field(/^Engagements/).value).toBe('1.5');
    expect(described(field(/^Engagements/))).toContain('Must be a whole number');
    await retype(user, field(/^Estimated Engagements High/), '2.5');
    expect(field(/^Estimated Engagements High/).value).toBe('2.5');
    expect(described(field(/^Estimated Engagements High/))).toContain('Must be a whole number');
    await tabTo(user, 'Save Line Item');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Add Order Line Item' })).toBeTruthy();

    await retype(user, field(/^Engagements/), '1000');
    await retype(user, field(/^Estimated Engagements Low/), '1');
    await retype(user, field(/^Estimated Engagements High/), '2');
    await retype(user, field(/^Original Kick Goal/), '7');
    expect(within(dialog).getByText('Total budget: $500.00')).toBeTruthy();
    await tabTo(user, 'Save Line Item');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).toContain('Cereal scans');
  });

  it("cost per kick: a kicks sold of '1.5' or '-3' stays as typed and is named at Kicks Sold, not summed into Kicks", async () => {
    const user = userEvent.setup();
    const dialog = await openPopup(user);
    await choose(user, dialog, /Type/, 'Scan');
    await choose(user, dialog, /Pricing Model/, 'Cost Per Kick');
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(field(/^Kicks Sold/)).toBeTruthy());
    await retype(user, field(/^Kicks Sold/), '1.5');
    expect(field(/^Kicks Sold/).value).toBe('1.5');
    expect(described(field(/^Kicks Sold/))).toContain('Must be a whole number');
    await retype(user, field(/^Kicks Sold/), '-3');
    expect(field(/^Kicks Sold/).value).toBe('-3');
    expect(described(field(/^Kicks Sold/))).toContain('Must be at least 0');
    expect(described(field(/^Kicks$/))).not.toContain('Must');
    await retype(user, field(/^Kicks Sold/), '100');
    expect(field(/^Overshoot Allowed/).value).toBe('3');
    expect(field(/^Kicks$/).value).toBe('103');
  });
});
