import type { Page } from '@playwright/test';
import { expect, signIn, test } from './auth-fixtures';
import { openPalette } from './fixtures';

/**
 * Saved views across two users (issue 28 §1), on the sign-in gateway so each browser context is a
 * different person: A saves the campaign list's search and sort as a shared view and a private one;
 * B opens the shared view's link and gets the same list state, and is offered nothing private of A;
 * then A deletes the private view from the Views menu.
 * Keyboard only once signed in (signing in is the provider's own form).
 */

/** Saves the list's state as a view from the header's 'Save view…', shared or not; answers its id. */
async function saveView(page: Page, name: string, shared: boolean): Promise<string> {
  await page.getByRole('button', { name: 'Save view…' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toBeFocused();
  await page.keyboard.type(name);
  if (shared) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: 'Shared with everyone' })).toBeChecked();
    await page.keyboard.press('Shift+Tab');
  }
  const created = page.waitForResponse((r) => r.url().endsWith('/view/v1/views') && r.request().method() === 'POST');
  await page.keyboard.press('Enter');
  const answer = await created;
  expect(answer.status()).toBe(201);
  await expect(page.getByText(`View saved: ${name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  return ((await answer.json()) as { id: string }).id;
}

/** The list shows the search 'harbor' sorted by name, descending (the URL holds both, as a link would). */
async function expectHarborByName(page: Page) {
  await expect(page).toHaveURL(/[?&]q=harbor(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await expect(page).not.toHaveURL(/[?&]view=/);
  await expect(page.getByRole('searchbox', { name: 'Search campaign' })).toHaveValue('harbor');
}

test('a shared view opens from its link in another user’s browser; a private one is not offered', async ({ page, browser, signInGateway }) => {
  test.setTimeout(90_000);
  const campaigns = `${signInGateway.base}/flightdeck/campaigns`;

  // A: signed in on the list sorted by name (descending), searches from the keyboard and saves two views.
  await page.goto(`${campaigns}?sort=-name`);
  await page.waitForURL(`${signInGateway.base}/flightdeck/login`);
  await signIn(page, 'engineer@flightdeck.example');
  await page.waitForURL(`${campaigns}?sort=-name`);
  await page.getByRole('searchbox', { name: 'Search campaign' }).focus();
  await page.keyboard.type('harbor');
  await expectHarborByName(page);
  const sharedId = await saveView(page, 'Harbor by name', true);
  const privateId = await saveView(page, 'My harbor notes', false);

  // A opens the shared view's link: the list takes the view's search in place of the link.
  await page.goto(`${campaigns}?view=${sharedId}`);
  await expectHarborByName(page);

  // B, in a browser of their own, opens the same link.
  const other = await browser.newContext();
  try {
    const b = await other.newPage();
    await b.goto(`${campaigns}?view=${sharedId}`);
    await b.waitForURL(`${signInGateway.base}/flightdeck/login`);
    await signIn(b, 'product@flightdeck.example');
    await b.waitForURL(/\/flightdeck\/campaigns\?/);
    await expectHarborByName(b);

    // B's Views menu offers A's shared view (which B may not rename or delete), not the private one.
    await b.getByRole('button', { name: 'Views', exact: true }).focus();
    await b.keyboard.press('Enter');
    const popup = b.getByRole('dialog', { name: 'Views' });
    await expect(popup.getByRole('button', { name: 'Harbor by name · shared' })).toBeVisible();
    await expect(popup.getByText('My harbor notes')).toHaveCount(0);
    await expect(popup.getByRole('button', { name: /^(Rename|Delete) / })).toHaveCount(0);
    await b.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // Nor does B's palette, and a link to the private view says it cannot be seen.
    const palette = await openPalette(b, 'Open view');
    await expect(palette.getByRole('option', { name: /Open view: Harbor by name/ })).toBeVisible();
    await expect(palette.getByRole('option', { name: /My harbor notes/ })).toHaveCount(0);
    await b.keyboard.press('Escape');
    await b.goto(`${campaigns}?view=${privateId}`);
    await expect(b.getByText('This view is not there any more, or it is not shared with you')).toBeVisible();
    await expect(b).not.toHaveURL(/[?&]view=/);
  } finally {
    await other.close();
  }

  // A deletes the private view from the Views menu: the confirmation takes Enter at once.
  await page.getByRole('button', { name: 'Views', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Views' }).getByRole('button', { name: 'Delete My harbor notes' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this view?' });
  await expect(confirm.getByText('The view My harbor notes is deleted.')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('View deleted: My harbor notes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Views', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Views' }).getByRole('button', { name: 'Rename Harbor by name' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Views' }).getByText('My harbor notes')).toHaveCount(0);
});
