import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { call } from './api';
import { seedCompanies } from './seed';
import { announcer, pickAnnounced, pickBySearch } from './search-picker';

/** Calls of the gateway that global setup started (test data goes in through the API). */

const stamp = () => Date.now().toString(36);
const nextYear = new Date().getUTCFullYear() + 1;

async function orderWithCompany(tag: string) {
  const company = await call<{ id: string; name: string }>('POST', '/company/v1/companies/', { name: `Journey Co ${tag}` });
  const order = await call<{ id: string; name: string }>('POST', '/order/v1/insertionOrders/', {
    name: `Journey Order ${tag}`,
    companyId: company.id,
    orderLineItems: [{ orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } }],
  });
  return { company, order };
}

/** A campaign next year (with its company and order) for two tabs to edit, and where the API reads it. */
async function campaignForTwoTabs(name: string, fields: Record<string, unknown> = {}) {
  const tag = stamp();
  const { company, order } = await orderWithCompany(tag);
  const flags = await call<{ campaignServiceVersion: string }>('GET', '/config/v1/flags');
  const path = `/campaign/${flags.campaignServiceVersion}/campaigns`;
  const created = await call<{ id: string }>('POST', `${path}/`, {
    campaignName: `${name} ${tag}`,
    accountManager: 'ana.account@flightdeck.example',
    campaignManager: 'carl.campaign@flightdeck.example',
    companyIds: [company.id],
    insertionOrderIds: [order.id],
    startDate: `${nextYear}-03-10T17:00:00Z[UTC]`,
    endDate: `${nextYear}-04-30T06:59:00Z[UTC]`,
    ...fields,
  });
  return { tag, path, created };
}

async function typeDate(page: Page, which: 'Start Date' | 'End Date', month: string, day: string, year: number) {
  await page.getByRole('button', { name: new RegExp(`${which} Month`) }).focus();
  await page.keyboard.type(month);
  await page.keyboard.press('Tab');
  await page.keyboard.type(day);
  await page.keyboard.press('Tab');
  await page.keyboard.type(String(year));
}

test.describe('campaign create journey', () => {
  // Long keyboard journeys with an axe run per screen.
  test.describe.configure({ timeout: 120_000 });
  test('budget step → campaign form → edit page, keyboard only, axe clean on each screen', async ({ portal, page }) => {
    const tag = stamp();
    const { company, order } = await orderWithCompany(tag);

    await portal('/campaigns/new/budget');
    await expect(page.getByRole('heading', { name: 'Campaign Budget' })).toBeVisible();
    await expect(page.getByText('This campaign has no insertion orders. Please select a pre-existing insertion order, or create a new one.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save and Continue' })).toBeDisabled();
    await expectAccessible(page);

    // The 'New Insertion Order' sub-view holds the order form; Go back returns.
    await page.getByRole('button', { name: 'New Insertion Order' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'New Insertion Order' })).toBeVisible();
    await expect(page).toHaveURL(/view=new-order/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go back' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Campaign Budget' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Insertion Order' })).toBeFocused();

    await page.getByRole('radio', { name: 'Select Existing Insertion Order' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/mode=select/);
    await page.getByRole('combobox', { name: 'Insertion Orders' }).focus();
    await pickBySearch(page, page.getByRole('combobox', { name: 'Insertion Orders' }), order.name);
    await pickAnnounced(page);
    await expect(page.getByRole('row', { name: order.name })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and Continue' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/campaigns/new\\?orders=${order.id}$`));
    await expect(page.getByRole('heading', { name: 'Create Campaign' })).toBeVisible();
    await expect(page.getByRole('row', { name: order.name })).toBeVisible();
    await expectAccessible(page);

    // Submitting empty lists what is missing.
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const banner = page.getByRole('region', { name: 'Missing values' });
    await expect(banner).toContainText('Before you can submit this form, please resolve all errors:');
    await expect(banner).toContainText('Campaign name - at least 3 characters');
    await expectAccessible(page);

    const name = `Journey Campaign ${tag}`;
    await page.getByRole('textbox', { name: /Campaign Name/ }).focus();
    await page.keyboard.type(name);
    const accountManager = page.getByRole('combobox', { name: 'Account Manager' });
    await accountManager.focus();
    await pickBySearch(page, accountManager, 'Ana Account (ana.account@flightdeck.example)', 'Ana');
    await expect(accountManager).toHaveValue('Ana Account (ana.account@flightdeck.example)');
    const campaignManager = page.getByRole('combobox', { name: 'Campaign Manager' });
    await campaignManager.focus();
    await pickBySearch(page, campaignManager, 'Carl Campaign (carl.campaign@flightdeck.example)', 'Carl');
    await expect(campaignManager).toHaveValue('Carl Campaign (carl.campaign@flightdeck.example)');
    await page.getByRole('combobox', { name: 'Companies' }).focus();
    await pickBySearch(page, page.getByRole('combobox', { name: 'Companies' }), company.name);
    await typeDate(page, 'Start Date', 'March', '10', nextYear);
    await typeDate(page, 'End Date', 'April', '30', nextYear);
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/campaigns\/[^/?]+$/);
    await expect(page.getByText('Campaign submitted successfully')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Edit Campaign: ${name}` })).toBeVisible();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const flags = await call<{ campaignServiceVersion: string }>('GET', '/config/v1/flags');
    const stored = await call<Record<string, unknown>>('GET', `/campaign/${flags.campaignServiceVersion}/campaigns/${id}`);
    expect(stored).toMatchObject({ campaignName: name, insertionOrderIds: [order.id], companyIds: [company.id], accountManager: 'ana.account@flightdeck.example' });
    expect(stored.startDate).toBe(`${nextYear}-03-10T${isDst(nextYear, 3, 10) ? '16' : '17'}:00:00Z[UTC]`);
    // The stepper links now that the campaign exists.
    await expect(page.getByRole('navigation', { name: 'Campaign steps' }).getByRole('link', { name: /Budget/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('budget step: the arrow keys move between the two radios and keep focus there; Enter applies the choice', async ({ portal, page }) => {
    await portal('/campaigns/new/budget');
    await page.getByRole('button', { name: 'New Insertion Order' }).focus();
    await page.keyboard.press('Tab');
    const create = page.getByRole('radio', { name: 'Create New Insertion Order' });
    const existing = page.getByRole('radio', { name: 'Select Existing Insertion Order' });
    await expect(create).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(existing).toBeFocused();
    await expect(existing).toBeChecked();
    await expect(create).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(create).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Campaign Budget' })).toBeVisible();
    await expect(page).not.toHaveURL(/mode=|view=/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/mode=select/);
    await expect(page.getByRole('combobox', { name: 'Insertion Orders' })).toBeFocused();
  });

  test('the Insertion Orders picker pages its matches as the keys go down the list, and announces how many there are', async ({ portal, page }) => {
    const tag = stamp();
    const { company } = await orderWithCompany(tag);
    const lineItems = [{ orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 } }];
    for (let i = 0; i < 60; i++) {
      await call('POST', '/order/v1/insertionOrders/', { name: `Picker Order ${tag} ${String(i).padStart(3, '0')}`, companyId: company.id, orderLineItems: lineItems });
    }
    await portal('/campaigns/new/budget?mode=select');
    const box = page.getByRole('combobox', { name: 'Insertion Orders' });
    await box.focus();
    await page.keyboard.type(`picker order ${tag}`);
    await expect(announcer(page)).toHaveText('60 matches');
    const listbox = page.getByRole('listbox');
    // newest first, 20 a page: the list holds the pages down to a list's height below its view, not all 60
    await expect(listbox.getByRole('option').first()).toBeVisible();
    expect(await listbox.getByRole('option').count()).toBeLessThan(60);
    for (let i = 0; i < 52; i++) await page.keyboard.press('ArrowDown');
    const target = listbox.getByRole('option', { name: `Picker Order ${tag} 008` });
    await expect(box).toHaveAttribute('aria-activedescendant', (await target.getAttribute('id'))!);
    await expect(listbox.getByRole('option')).toHaveCount(60);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('grid', { name: 'Chosen Insertion Orders' }).getByRole('row', { name: `Picker Order ${tag} 008` })).toBeVisible();
    await expect(page).toHaveURL(/orders=\d+/);
    await pickAnnounced(page);
    await expectAccessible(page);
  });

  test("a company created a second ago, beyond the first 500 by name, is found by typing and chosen (issue 24 §2: 'Willow Table')", async ({ portal, page }) => {
    const tag = stamp();
    const { order } = await orderWithCompany(tag);
    await seedCompanies(600, 'Table Filler');
    const willow = await call<{ id: string; name: string }>('POST', '/company/v1/companies/', { name: `Willow Table ${tag}` });
    await portal(`/campaigns/new?orders=${order.id}`);
    const box = page.getByRole('combobox', { name: 'Companies' });
    await box.focus();
    await page.keyboard.type('willow');
    await expect(announcer(page)).toHaveText(/^\d+ match(es)?$/);
    await page.keyboard.type(` table ${tag}`);
    await expect(announcer(page)).toHaveText('1 match');
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await page.getByRole('option', { name: willow.name }).getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('grid', { name: 'Chosen Companies' }).getByRole('row', { name: willow.name })).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
  });

  test('a stale edit in two tabs shows what changed and reloads their version', async ({ portal, page, context }) => {
    const { tag, path, created } = await campaignForTwoTabs('Two Tabs');
    await portal(`/campaigns/${created.id}`);
    const other = await context.newPage();
    await other.goto(page.url());
    for (const p of [page, other]) await expect(p.getByRole('heading', { name: `Edit Campaign: Two Tabs ${tag}` })).toBeVisible();

    // Tab two renames and saves (once mapping has settled, the submit is no longer red).
    await expect(other.getByRole('button', { name: 'Submit' })).not.toHaveClass(/button-danger/, { timeout: 15_000 });
    await other.getByRole('textbox', { name: /Campaign Name/ }).focus();
    await other.keyboard.press('End');
    await other.keyboard.type(' Renamed');
    await other.getByRole('button', { name: 'Submit' }).focus();
    await other.keyboard.press('Enter');
    await expect(other.getByText('Campaign submitted successfully')).toBeVisible();
    await other.close();

    // Tab one, still on the old version, edits the description and saves: 412.
    await expect(page.getByRole('button', { name: 'Submit' })).not.toHaveClass(/button-danger/, { timeout: 15_000 });
    await page.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.type('Mine');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'This campaign was changed by someone else' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('row', { name: /Campaign Name/ })).toContainText(`Two Tabs ${tag} Renamed`);
    await expectAccessible(page);
    // Focus starts on Cancel, which keeps the edits; reloading theirs is a choice made on purpose.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Reload their version' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: `Edit Campaign: Two Tabs ${tag} Renamed` })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('');

    // Saving again now goes through on the new version.
    await page.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.type('Mine again');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Campaign submitted successfully')).toBeVisible();
    const stored = await call<Record<string, unknown>>('GET', `${path}/${created.id}`);
    expect(stored).toMatchObject({ campaignName: `Two Tabs ${tag} Renamed`, description: 'Mine again' });
  });

  test('Overwrite with my changes in two tabs keeps the other tab\'s edit: A\'s Description and B\'s Notes both stay', async ({ portal, page, context }) => {
    const { path, created } = await campaignForTwoTabs('Both Edits', { description: 'Original text' });
    const a = await portal(`/campaigns/${created.id}`);
    const b = await context.newPage();
    await b.goto(a.url());
    const save = async (p: Page) => {
      await expect(p.getByRole('button', { name: 'Submit' })).not.toHaveClass(/button-danger/, { timeout: 15_000 });
      await p.getByRole('button', { name: 'Submit' }).click();
    };

    // A changes the Description and saves.
    await a.getByRole('textbox', { name: 'Description' }).fill('Text by A');
    await save(a);
    await expect(a.getByText('Campaign submitted successfully')).toBeVisible();

    // B, still on the version it read, changes only the Notes and saves: 412, both changes listed.
    await b.getByRole('textbox', { name: 'Notes' }).fill('Note by B');
    await save(b);
    const dialog = b.getByRole('alertdialog', { name: 'This campaign was changed by someone else' });
    await expect(dialog).toBeVisible();
    const row = (field: string) => dialog.getByRole('row', { name: new RegExp(`^${field}`) });
    await expect(row('Description').getByRole('cell')).toHaveText(['Text by A', 'Not changed']);
    await expect(row('Notes').getByRole('cell')).toHaveText(['Not changed', 'Note by B']);
    await expect(dialog.getByText('Changed by both')).toHaveCount(0);
    await expectAccessible(b);

    await dialog.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expect(b.getByText('Campaign submitted successfully')).toBeVisible();
    await expect(b.getByRole('textbox', { name: 'Description' })).toHaveValue('Text by A');
    const stored = await call<Record<string, unknown>>('GET', `${path}/${created.id}`);
    expect(stored).toMatchObject({ description: 'Text by A', campaignNotes: 'Note by B' });
  });
});

/** Whether Pacific daylight saving time is in force on a date (second Sunday of March to first Sunday of November). */
function isDst(year: number, month: number, day: number) {
  const probe = new Date(Date.UTC(year, month - 1, day, 20));
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' }).format(probe);
  return name.includes('PDT');
}
