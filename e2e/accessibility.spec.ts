import { expect, expectAccessible, test, openPalette } from './fixtures';
import { SEARCH_WORD } from './seed';

/** axe-core on every route and the shell's dialogs: no serious or critical violation. */
test.describe('accessibility', () => {
  for (const path of ['/', '/campaigns', `/campaigns?q=${SEARCH_WORD}&sort=-startDate`, '/campaigns?q=zzz-nothing']) {
    test(`route ${path}`, async ({ portal, page }) => {
      await portal(path);
      await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
      await expect(page.getByText(/results found/)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('with the preview pane, the palette, the shortcuts and the Log Out dialogs open', async ({ portal, page }) => {
    await portal(`/campaigns?q=${SEARCH_WORD}`);
    const grid = page.getByRole('grid', { name: 'Campaigns' });
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    await expect(page.getByRole('complementary', { name: 'Campaign summary' })).toBeVisible();
    await expectAccessible(page);

    await openPalette(page, 'go');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.type('zzqqxx');
    await expect(page.getByText('No results')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).click();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Log Out' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page);
  });
});
