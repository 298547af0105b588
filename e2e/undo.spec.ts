import { call } from './api';
import { expect, openPalette, test } from './fixtures';

/** Undo (issue 28 §2), keyboard only: a saved edit is taken back with Mod+Z, and the undo itself from the palette. */
test('undo a company rename with Mod+Z, then undo the undo from the palette', async ({ portal, page }) => {
  const before = `Undo Co ${Date.now().toString(36)}`;
  const after = `${before} renamed`;
  const company = await call('POST', '/company/v1/companies/', { name: before, tags: [], urls: [], childCompanyIds: [], representedCompanyIds: [] });

  await portal(`/companies/${company.id}`);
  await expect(page.getByRole('heading', { name: `Edit Company: ${before}` })).toBeVisible();
  const name = page.getByRole('textbox', { name: /Company Name/ });
  await name.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(after);
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Company successfully updated.')).toBeVisible();
  await expect(name).toHaveValue(after);

  // In the text field Mod+Z stays the browser's own undo; on the Submit button it is the portal's.
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByText(`Undone: Company "${after}"`)).toBeVisible();
  await expect(name).toHaveValue(before);
  await expect(page.getByRole('heading', { name: `Edit Company: ${before}` })).toBeVisible();

  // An undo is a change of its own: 'Undo last change' takes it back.
  const palette = await openPalette(page, 'Undo last change');
  await expect(palette.getByRole('option', { name: /Undo last change/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Undone: Company "${before}"`)).toBeVisible();
  await expect(name).toHaveValue(after);
});
