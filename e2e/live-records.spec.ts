import type { Page } from '@playwright/test';
import { expect, signIn, test } from './auth-fixtures';

/**
 * Live records across two people (issue 28 §3), on the sign-in gateway so each browser context is a
 * different user: B's saves reach A's company list in place (A's focused row stays focused) and A's
 * open form (who changed which field, with Reload), and each sees the other has the company open.
 * Keyboard only once signed in (signing in is the provider's own form).
 */

async function saveName(page: Page, name: string) {
  const field = page.getByRole('textbox', { name: /^Company Name/ });
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  // the last save's notice: an earlier save's may still be showing beside it
  await expect(page.getByText('Company successfully updated.').last()).toBeVisible();
}

test('a company saved in one browser shows in the other’s list and open form within 2 s; each sees who else edits it', async ({ page, browser, signInGateway }) => {
  test.setTimeout(120_000);
  const companies = `${signInGateway.base}/flightdeck/companies`;

  // A creates a company, then finds it in the company list and focuses its row from the keyboard.
  const name = `Live Harbor ${Date.now().toString(36)}`;
  await page.goto(`${companies}/new`);
  await page.waitForURL(`${signInGateway.base}/flightdeck/login`);
  await signIn(page, 'engineer@flightdeck.example');
  await page.waitForURL(`${companies}/new`);
  await page.getByRole('textbox', { name: /^Company Name/ }).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/companies\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.goto(`${companies}?q=${encodeURIComponent(name)}`);
  const grid = page.getByRole('grid', { name: 'Companies' });
  const row = grid.locator(`[data-row-id="${id}"]`);
  await row.focus();
  // with nothing selected, j selects the focused row
  await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await expect(row).toHaveAttribute('aria-selected', 'true');

  const other = await browser.newContext();
  try {
    // B opens that company's form and renames it: A's list says so in place, the row still focused.
    const b = await other.newPage();
    await b.goto(`${companies}/${id}`);
    await b.waitForURL(`${signInGateway.base}/flightdeck/login`);
    await signIn(b, 'product@flightdeck.example');
    await b.waitForURL(`${companies}/${id}`);
    await expect(b.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(name);
    await saveName(b, `${name} Live`);
    await expect(row).toContainText(`${name} Live`, { timeout: 2_000 });
    await expect(row).toBeFocused();
    await expect(row).toHaveAttribute('aria-selected', 'true');

    // A opens the form too: each is told the other has it open.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(`${name} Live`);
    await expect(page.getByText('Also editing: product@flightdeck.example')).toBeVisible();
    await expect(b.getByText('Also editing: engineer@flightdeck.example')).toBeVisible({ timeout: 15_000 });

    // B saves again: A's open form says who changed which field, and Reload takes it.
    await saveName(b, `${name} Twice`);
    await expect(page.getByText(/^product@flightdeck\.example changed Company Name \d+ s ago$/)).toBeVisible({ timeout: 2_000 });
    await expect(page.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(`${name} Live`);
    await page.getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(`${name} Twice`);
    await expect(page.getByText(/changed Company Name/)).toBeHidden();

    // B leaves the form (the page goes): A's next heartbeat no longer names B.
    await b.goto(companies);
    await expect(page.getByText('Also editing: product@flightdeck.example')).toBeHidden({ timeout: 15_000 });
  } finally {
    await other.close();
  }
});
