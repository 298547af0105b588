import type { Page } from '@playwright/test';
import { call } from './api';
import { expect, expectAccessible, test } from './fixtures';
import { announcer } from './search-picker';
import { seedCompanies } from './seed';

const ORDER = 'Keyboard Journey Order';

/** Picks an option of a react-aria Select by type-ahead on its focused trigger. */
async function choose(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog');
  const trigger = dialog.getByRole('button', { name: new RegExp(`${label}$`) });
  await trigger.focus();
  await page.keyboard.type(option);
  await expect(trigger).toContainText(option);
  // Type-ahead forgets after a second; the next pick starts afresh.
  await page.waitForTimeout(1100);
}

async function field(page: Page, name: string | RegExp, text: string) {
  await page.getByRole('dialog').getByRole('textbox', { name }).focus();
  await page.keyboard.type(text);
}

test.describe('insertion orders', () => {
  test("Submit without a company or line item says 'You must select a company.' and 'You must add at least one order line item.' at them", async ({ portal, page }) => {
    await portal('/orders/new');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Order without parts');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    // Inactive to the eye and to assistive technology (aria-disabled), yet a click is taken: Playwright
    // does not click an aria-disabled button unless forced.
    await submit.click({ force: true });
    const company = page.getByRole('combobox', { name: /Company/ });
    await expect(page.getByText('You must select a company.')).toBeVisible();
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(company).toBeFocused();
    await expect(page.getByText('You must add at least one order line item.')).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/new$/);
    await company.fill('Acme');
    await page.getByRole('option', { name: 'Acme Foods' }).click();
    await expect(page.getByText('You must select a company.')).toHaveCount(0);
    await submit.click({ force: true });
    await expect(page.getByRole('button', { name: 'Add Order Line Item' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Add Order Line Item' })).toHaveAccessibleDescription('You must add at least one order line item.');
  });

  test('the Company picker finds a company created a moment ago among many, pages its matches as the keys go down and announces how many (issue 24 §2)', async ({ portal, page }) => {
    test.setTimeout(90_000);
    await seedCompanies(50, 'Order Picker Filler');
    const tag = Date.now().toString(36);
    const willow = await call<{ id: string; name: string }>('POST', '/company/v1/companies/', { name: `Willow Table ${tag}` });
    await portal('/orders/new');
    const box = page.getByRole('combobox', { name: 'Company' });
    await box.focus();
    await page.keyboard.type('order picker filler');
    await expect(announcer(page)).toHaveText('50 matches');
    const listbox = page.getByRole('listbox', { name: 'Company' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
    // 20 a page: going down the list brings the next pages.
    expect(await listbox.getByRole('option').count()).toBeLessThan(50);
    const last = listbox.getByRole('option', { name: 'Order Picker Filler 049' });
    for (let i = 0; i < 120 && (await last.count()) === 0; i++) await page.keyboard.press('ArrowDown');
    await expect(listbox.getByRole('option')).toHaveCount(50);

    await page.keyboard.press('Control+a');
    await page.keyboard.type(`willow table ${tag}`);
    await expect(announcer(page)).toHaveText('1 match');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await page.getByRole('option', { name: willow.name }).getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(willow.name);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page.getByText('Select one company', { exact: false })).toHaveAttribute('data-ok', 'true');
    // Typing over the choice and leaving keeps the company chosen, by its name.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('nothing of the sort');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue(willow.name);
  });

  test('create an order with two line items, find it in the list, edit it, delete it: keyboard only', async ({ portal, page }) => {
    // A long journey (two line items, three axe passes) on a shared two-core machine.
    test.setTimeout(120_000);
    await portal('/orders/new');
    await expect(page.getByRole('heading', { name: 'Create Insertion Order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: /^Name/ }).focus();
    await page.keyboard.type(ORDER);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Spring flight for the journey test');

    // The company: type to search, arrow to the hit, Enter.
    await page.getByRole('combobox', { name: /Company/ }).focus();
    await page.keyboard.type('Acme');
    await expect(page.getByRole('option', { name: 'Acme Foods' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /Company/ })).toHaveValue('Acme Foods');

    await page.getByRole('textbox', { name: 'Total Amount' }).focus();
    await page.keyboard.type('12,500.5');
    await expect(page.getByText('Saved as $12,500.50')).toBeVisible();

    // Line item 1: a banner at a cost per engagement.
    await page.getByRole('button', { name: 'Add Order Line Item' }).focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Add Order Line Item' });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible(); // Escape does not close it
    await choose(page, 'Type', 'Banner');
    await expect(popup.getByRole('button', { name: /Pricing Model$/ })).toContainText('Cost Per Engagement');
    await field(page, /^Description/, 'Home page banner');
    await field(page, /^Engagements/, '1000');
    await field(page, 'Rate per engagement', '0.5');
    await expect(popup.getByText('Total budget: $500.00')).toBeVisible();
    await expectAccessible(page);
    await popup.getByRole('button', { name: 'Save Line Item' }).focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();

    // Line item 2: a scan at a cost per kick, with its estimates.
    await page.getByRole('button', { name: 'Add Order Line Item' }).focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await choose(page, 'Type', 'Scan');
    await choose(page, 'Pricing Model', 'Cost Per Kick');
    await field(page, /^Description/, 'Scan kicks');
    await field(page, 'Kicks Sold', '1000');
    await expect(popup.getByRole('textbox', { name: 'Overshoot Allowed' })).toHaveValue('30');
    await expect(popup.getByRole('textbox', { name: 'Kicks', exact: true })).toHaveValue('1030');
    await field(page, 'Rate per kick', '0.1');
    await expect(popup.getByText('Total budget: $103.00')).toBeVisible();
    await field(page, 'Estimated Engagements Low', '100');
    await field(page, 'Estimated Engagements High', '200');
    await field(page, 'Original Kick Goal', '150');
    await popup.getByRole('button', { name: 'Save Line Item' }).focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);

    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Insertion order submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/flightdeck\/orders\/\d+$/);
    await expect(page.getByRole('heading', { name: `Edit Insertion Order: ${ORDER}` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Company/ })).toHaveValue('Acme Foods');
    const orderUrl = page.url();

    // Edit: a new description, saved in place.
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Edited from the keyboard');
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Insertion order submitted successfully').first()).toBeVisible();
    await expect(page).toHaveURL(orderUrl);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('Edited from the keyboard');

    // The list: sorted by name, find it, select it, delete it with confirmation.
    await portal(`/orders?q=${encodeURIComponent('Keyboard Journey')}`);
    const grid = page.getByRole('grid', { name: 'Orders' });
    await expect(grid.getByRole('row').nth(1)).toContainText(ORDER);
    await expect(grid.getByRole('row').nth(1)).toContainText('$12,500.50');
    await expectAccessible(page);
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    const pane = page.getByRole('complementary', { name: 'Insertion order summary' });
    await expect(pane.getByRole('heading', { name: ORDER })).toBeVisible();
    await pane.getByRole('button', { name: 'Delete order' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete insertion order?' });
    await expect(confirm).toBeVisible();
    await expect(page).toHaveURL(/dialog=delete/);
    await confirm.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Order successfully deleted.')).toBeVisible();
    await expect(grid).toBeHidden();
    await expect(page.getByText('No insertion orders found')).toBeVisible();
  });
});
