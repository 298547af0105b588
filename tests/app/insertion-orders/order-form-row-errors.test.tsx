import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { badRequest } from '#server/errors';
import { someOrders } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

/*
 * The gateway refuses a line item's field only by InsertionOrderSchema, the very schema the form
 * checks before it sends (orderFieldProblems), and its own refusals about line items (one in use
 * removed or retyped) name the list, not a row's field: a refusal at a row's field cannot be provoked
 * through it. So the order's PUT is answered with the gateway's own 400 for such a field
 * (gw.answerInstead); every other call reaches the real gateway (issue 25 §6).
 */
function refuseOrderSave(orderId: string, fieldName: string, message: string) {
  const refusal = badRequest([{ fieldName, message }]);
  gw.answerInstead('PUT', new RegExp(`^/order/v1/insertionOrders/${orderId}$`), () => Response.json(refusal.body(), { status: refusal.status }));
}

describe('insertion order form: a line item field the gateway refuses', { timeout: 90_000 }, () => {
  it("shows a line item's refused field at its row and in its popup, and moves focus to the row's Edit", async () => {
    const { orders: [id] } = await someOrders(gw, 1);
    refuseOrderSave(id!, 'orderLineItems.0.description', 'Must be at most 256 characters');
    const user = userEvent.setup();
    renderApp(`/flightdeck/orders/${id}`);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    const edit = await screen.findByRole('button', { name: 'Edit line item 1: Scans' });
    await vi.waitFor(() => expect(document.activeElement).toBe(edit));
    // at the row (the gateway's message, which names the field too, is also the save's notification)
    const rowError = () => screen.queryByText('Description: Must be at most 256 characters', { selector: '.field-error' });
    expect(rowError()).toBeTruthy();
    expect(edit.getAttribute('aria-describedby')).toBeTruthy();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order Line Item' });
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Must be at most 256 characters')).toBeTruthy();
    description.focus();
    await user.keyboard(' fixed');
    expect(description.getAttribute('aria-invalid')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save Line Item' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowError()).toBeNull();
  });
});
