import { call } from './api';
import { expect, expectAccessible, test, openPalette } from './fixtures';
import { pickAnnounced, pickBySearch } from './search-picker';

/** Companies, keyboard only: create one, edit it, and meet the duplicate-name message (spec 1 §2, §5). */
test.describe('companies', () => {
  const name = `Northwind ${Date.now().toString(36)}`;

  test('create a company, then edit it', async ({ portal, page }) => {
    await portal('/companies');
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Companies' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New Company' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create New Company' })).toBeVisible();
    await page.getByRole('textbox', { name: /Company Name/ }).focus();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await page.keyboard.type('grocery, west');
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://northwind.example');
    // Represented Companies: a search box; typing finds the seeded company, ArrowDown and Enter pick it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const represented = page.getByRole('combobox', { name: 'Represented Companies' });
    await pickBySearch(page, represented, 'Acme Foods');
    await expect(page.getByRole('grid', { name: 'Chosen Represented Companies' }).getByRole('row', { name: 'Acme Foods' })).toBeVisible();
    await pickAnnounced(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Company successfully created.')).toBeVisible();
    await expect(page).toHaveURL(/\/flightdeck\/companies\/[^/]+$/);
    await expect(page.getByRole('heading', { name: `Edit Company: ${name}` })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Chosen Represented Companies' }).getByRole('row', { name: 'Acme Foods' })).toBeVisible();
    await pickAnnounced(page);
    await expectAccessible(page);

    const tags = page.getByRole('textbox', { name: /Tags/ });
    await expect(tags).toHaveValue('grocery, west');
    await tags.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(', east');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Company successfully updated.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Tags/ })).toHaveValue('grocery, west, east');
  });

  test('a taken name gets the duplicate-name message, a short one the length rule', async ({ portal, page }) => {
    await portal('/companies/new');
    const field = page.getByRole('textbox', { name: /Company Name/ });
    await field.focus();
    await page.keyboard.type('Ac');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Name must be at least 3 characters long')).toBeVisible();
    await field.focus();
    await page.keyboard.type('me foods');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('There was an issue creating this company. Company name already exists, please choose another name')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error', { hasText: 'Company name already exists, please choose another name' })).toBeVisible();
    await expectAccessible(page);
  });

  test('after the length rule shows, the first click on Submit sends the corrected name (the error line going away moves the button)', async ({ portal, page }) => {
    await portal('/companies/new');
    const field = page.getByRole('textbox', { name: /Company Name/ });
    await field.click();
    await page.keyboard.type('ab');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Name must be at least 3 characters long')).toBeVisible();
    await field.click();
    const name = `First Click ${Date.now().toString(36)}`;
    await field.fill(name);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Company successfully created.')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Edit Company: ${name}` })).toBeVisible();
  });

  test('the palette creates a company', async ({ portal, page }) => {
    await portal('/companies');
    await expect(page.getByRole('grid', { name: 'Companies' })).toBeVisible();
    await openPalette(page, 'create company');
    await expect(page.getByRole('option', { name: /Create company/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create New Company' })).toBeVisible();
  });
  test('leaving with typing asks first (Back, reload); a stale save shows what changed and overwrites on request', async ({ portal, page }) => {
    await portal('/companies');
    await page.getByRole('link', { name: 'New Company' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create New Company' })).toBeVisible();
    const field = page.getByRole('textbox', { name: /Company Name/ });
    await field.focus();
    await page.keyboard.type('Typed Company');
    await page.goBack();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/companies\/new$/);
    await expect(field).toHaveValue('Typed Company');
    let asked = false;
    page.once('dialog', (d) => {
      asked = d.type() === 'beforeunload';
      void d.dismiss();
    });
    await page.reload({ timeout: 2000 }).catch(() => undefined);
    expect(asked).toBe(true);
    await expect(field).toHaveValue('Typed Company');

    // A stale save: someone else renamed the company meanwhile.
    const word = `Stale${Date.now().toString(36)}`;
    const company = await call('POST', '/company/v1/companies/', { name: `${word} Co` });
    await portal(`/companies/${company.id}`);
    await expect(field).toHaveValue(`${word} Co`);
    await call('PUT', `/company/v1/companies/${company.id}`, { name: `${word} Theirs` }, { 'If-Match': `"${company.version}"` });
    await page.getByRole('textbox', { name: /Tags/ }).focus();
    await page.keyboard.type('dairy');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'This company was changed by someone else' });
    await expect(dialog.getByRole('row', { name: /^Company Name/ })).toHaveText(`Company Name${word} TheirsNot changed`);
    await expect(dialog.getByRole('row', { name: /^Tags/ })).toHaveText('TagsNot changeddairy');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(page.getByText(/There was an issue updating this company/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expect(page.getByText('Company successfully updated.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const stored = await call('GET', `/company/v1/companies/${company.id}`);
    // their new name stays: only this user's change (the tags) went over it
    expect(stored).toMatchObject({ name: `${word} Theirs`, tags: ['dairy'], version: company.version + 2 });
  });
});
