import type { Page } from '@playwright/test';
import { campaignName } from './seed';
import { expect, expectAccessible, test } from './fixtures';
import { call } from './api';

/**
 * Change history, keyboard only: the /history search (default range, results, 'Load more', a link
 * that reopens it), a document's change log diffed from its versions (sort cycle, 'Search user',
 * 'Go Back'), and the 'Changelog Details' popup from the campaign summary, also through the palette.
 * Adds one company (no campaign), so the campaign list's counts stay as seeded.
 */

const COMPANY = `History Journey Co ${Date.now().toString(36)}`;

async function press(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await target.focus();
  await page.keyboard.press(key);
}

test.describe('change history', () => {
  test('search, load more, a document’s change log, the popup and the palette: keyboard only', async ({ portal, page }) => {
    test.setTimeout(120_000);
    // The newest change: a company renamed and tagged by 'local' (sign-in is off in these runs).
    const company = await call('POST', '/company/v1/companies/', { name: COMPANY });
    await call('PUT', `/company/v1/companies/${company.id}`, { ...company, name: `${COMPANY} Renamed`, tags: ['audited'] }, { 'If-Match': `"${company.version}"` });

    await portal('/history');
    await expect(page.getByRole('heading', { name: 'Changelog' })).toBeVisible();
    await expect(page.getByText('Please enter a search term')).toBeVisible();
    await expect(page.getByText('Try entering a user email and a date range')).toBeVisible();
    await expectAccessible(page);

    // Only the dates, cleared: Search is disabled; an e-mail enables it.
    const search = page.getByRole('button', { name: 'Search' });
    await press(page, page.getByRole('button', { name: 'Clear Min date' }));
    await press(page, page.getByRole('button', { name: 'Clear Max date' }));
    await expect(search).toBeDisabled();
    await page.getByRole('combobox', { name: 'User e-mail' }).focus();
    await page.keyboard.type('local');
    await expect(search).toBeEnabled();
    await press(page, search);
    await expect(page).toHaveURL(/\/flightdeck\/history\?user=local$/);

    const grid = page.getByRole('grid', { name: 'Changes' });
    const first = grid.getByRole('row').nth(1);
    await expect(first).toContainText(`${COMPANY} Renamed`);
    await expect(first).toContainText('Company');
    await expect(first).toContainText('local');
    await expectAccessible(page);

    // 'Load more': the seeded campaigns give far more than 20 changes.
    await press(page, page.getByRole('button', { name: 'Load more' }));
    await expect(page.locator(':focus')).toHaveAttribute('aria-rowindex', '22');

    // The link reopens the same search, the pages loaded and the selected change, which has focus.
    // (The grid is virtualised and shows the selected row: its first rows may be scrolled out and not
    // rendered, so the selected row's content is what is compared.)
    const selected = await page.locator(':focus').textContent();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'User e-mail' })).toHaveValue('local');
    await expect(page.locator(':focus')).toHaveAttribute('aria-rowindex', '22');
    await expect(page.locator(':focus')).toHaveText(selected!);

    // Select the first change: the preview lists the fields of that version; Enter opens the change log.
    await page.keyboard.press('Home');
    const preview = page.getByRole('complementary', { name: 'Change summary' });
    await expect(preview.getByRole('table')).toContainText('tags');
    await expect(preview.getByRole('table')).toContainText('audited');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/flightdeck/history/${company.id}$`));
    const changes = page.getByRole('grid', { name: 'Changes by field' });
    const row = (i: number) => changes.getByRole('row').nth(i);
    await expect(row(1)).toContainText('name');
    await expect(row(1)).toContainText('update');
    await expect(row(1)).toContainText(`${COMPANY} Renamed`);
    await expect(row(2)).toContainText('tags');
    await expect(row(3)).toContainText('create');
    await expectAccessible(page);

    // Sort: ascending, descending, none.
    const fieldHeader = changes.getByRole('columnheader').first();
    await press(page, fieldHeader.getByRole('button'));
    await expect(fieldHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=fieldName/);
    await page.keyboard.press('Enter');
    await expect(fieldHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(row(1)).toContainText('tags');
    await page.keyboard.press('Enter');
    await expect(fieldHeader).toHaveAttribute('aria-sort', 'none');
    await expect(row(1)).toContainText(`${COMPANY} Renamed`);

    // 'Search user'.
    await page.getByRole('searchbox', { name: 'Search user' }).focus();
    await page.keyboard.type('nobody');
    await expect(page.getByText('No records found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(changes).toBeVisible();

    // 'Go Back' returns to the search.
    await press(page, page.getByRole('link', { name: 'Go Back' }));
    await expect(page).toHaveURL(/\/flightdeck\/history\?user=local/);
    await expect(first).toContainText(`${COMPANY} Renamed`);

    // The campaign summary's 'Changelog' button opens 'Changelog Details'.
    const campaigns = await call<{ objects: { id: string }[] }>('GET', `/campaign/v1/campaigns/?campaignName=${encodeURIComponent(campaignName(5))}`);
    await portal(`/campaigns/view/${campaigns.objects[0]!.id}`);
    await press(page, page.getByRole('button', { name: 'Changelog' }));
    const popup = page.getByRole('dialog', { name: 'Changelog Details' });
    await expect(popup.getByRole('grid', { name: 'Changes by field' })).toContainText(campaignName(5));
    await expect(page).toHaveURL(/changelog=open/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    // And through the palette.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('Show changelog');
    await expect(palette.getByRole('option').first()).toContainText('Show changelog');
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('grid', { name: 'Changes by field' })).toContainText('campaignName');
  });
});
