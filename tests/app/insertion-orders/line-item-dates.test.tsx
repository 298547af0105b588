import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from './keyboard';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;

/** Picks a day in a date picker's calendar by keyboard: today, or `daysBack` days before. */
async function pickDay(user: User, label: string, daysBack = 0) {
  await tabTo(user, `Choose ${label}`);
  await user.keyboard('{Enter}');
  const calendar = await screen.findByRole('dialog', { name: label });
  for (let i = 0; i < 6 && !document.activeElement?.closest('[role="grid"]'); i++) await user.tab();
  for (let i = 0; i < daysBack; i++) await user.keyboard('{ArrowLeft}');
  await user.keyboard('{Enter}');
  within(calendar).getByRole('button', { name: 'Dismiss' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
}

describe('order line item popup: dates', { timeout: 60_000 }, () => {
  it("an End Date before the Start Date is not saved: 'End date cannot be before start date' names the End Date field", async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/orders/new');
    await screen.findByRole('textbox', { name: /^Name/ });
    (document.querySelector('input') as HTMLElement).focus();
    await tabTo(user, 'Add Order Line Item');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add Order Line Item' });
    // Today 9:00 am to yesterday 11:59 pm.
    await pickDay(user, 'Start Date');
    await pickDay(user, 'End Date', 1);
    const endButton = within(dialog).getByRole('button', { name: 'Choose End Date' });
    expect(endButton.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(CAMPAIGN_RULES.endBeforeStart);
    await tabTo(user, 'Save Line Item');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Add Order Line Item' })).toBeTruthy();
    expect(within(dialog).getByText(CAMPAIGN_RULES.endBeforeStart)).toBeTruthy();
  });
});
