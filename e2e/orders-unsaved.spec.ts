import { call, type OrderDoc } from './api';
import { expect, test } from './fixtures';

const LEAVE = 'Are you sure you want to leave this page?';
const STALE = 'This insertion order was changed by someone else';

/** An order made through the API, with its company. */
async function makeOrder(word: string) {
  const company = await call('POST', '/company/v1/companies/', { name: `${word} Co` });
  return call<OrderDoc>('POST', '/order/v1/insertionOrders/', {
    name: `${word} Order`,
    companyId: company.id,
    orderLineItems: [{ orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 2550 } }],
  });
}

/** The insertion order form keeps the user's typing: leaving asks first, a stale save shows what changed. */
test.describe('insertion order form: unsaved edits', () => {
  test('Back and reload ask before dropping the typing; Leave goes', async ({ portal, page }) => {
    await portal('/orders');
    await page.getByRole('link', { name: 'New Insertion Order' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders\/new$/);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.focus();
    await page.keyboard.type('Typed Order');

    // Back: the portal's own question, focus on Stay; Enter stays with the typing.
    await page.goBack();
    const leave = page.getByRole('dialog', { name: LEAVE });
    await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/orders\/new$/);
    await expect(name).toHaveValue('Typed Order');

    // Reload (or closing the tab): the browser's own question; dismissing it keeps the page.
    let asked = false;
    page.once('dialog', (d) => {
      asked = d.type() === 'beforeunload';
      void d.dismiss();
    });
    await page.reload({ timeout: 2000 }).catch(() => undefined);
    expect(asked).toBe(true);
    await expect(name).toHaveValue('Typed Order');

    // Back again, and Leave: the list.
    await page.goBack();
    await leave.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('grid', { name: 'Orders' })).toBeVisible();
  });

  test("a stale save shows what changed, Cancel first; 'Overwrite with my changes' saves on their version", async ({ portal, page }) => {
    const word = `Stale${Date.now().toString(36)}`;
    const order = await makeOrder(word);
    await portal(`/orders/${order.id}`);
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue(`${word} Order`);
    // Someone else saves meanwhile.
    await call('PUT', `/order/v1/insertionOrders/${order.id}`, { ...order, name: `${word} Order theirs` }, { 'If-Match': `"${order.version}"` });
    await name.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' mine');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: STALE });
    await expect(dialog.getByRole('row', { name: /^Name/ })).toHaveText(`NameChanged by both: your change wins${word} Order theirs${word} Order mine`);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(name).toHaveValue(`${word} Order mine`);

    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expect(page.getByText('Insertion order submitted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await call<OrderDoc>('GET', `/order/v1/insertionOrders/${order.id}`);
    expect(stored).toMatchObject({ name: `${word} Order mine`, version: order.version + 2 });
    await expect(page.getByRole('heading', { name: `Edit Insertion Order: ${word} Order mine` })).toBeVisible();
  });
});
