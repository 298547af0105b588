import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, openPalette } from './fixtures';
import { call, cerealScan, createProduct, launchSet, seededChainConstraint, type Doc, type OrderDoc } from './api';
import { pacificDay, typeDate } from './date-entry';

/**
 * The ad set screens on campaigns global setup seeded (this file sorts before campaign-list.spec.ts,
 * so it adds no campaign: it adds ad sets, and an ad, to two seeded ones). Keyboard only.
 */

/** A seeded campaign by name, with its ad sets removed (a retry starts from the same state). */
async function seededCampaign(name: string): Promise<Doc> {
  const page = await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/?campaignName=${encodeURIComponent(name)}&limit=5`);
  const campaign = page.objects.find((c) => c.campaignName === name)!;
  const sets = await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/adsets/?limit=200`);
  for (const s of sets.objects) await call('DELETE', `/campaign/v1/campaigns/${campaign.id}/adsets/${s.id}`, undefined, { 'If-Match': `"${s.version}"` });
  return campaign;
}

/** Picks an option of a react-aria select by keyboard: Enter opens, arrows move to the option, Enter picks. */
async function pick(page: Page, trigger: Locator, name: string) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const option = listbox.getByRole('option', { name, exact: true });
  await page.keyboard.press('Home');
  for (let i = 0; i < 50 && !(await option.evaluate((o) => o === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
}

/** The name of a select's first option other than 'None', read while its list is open. */
async function firstOption(page: Page, trigger: Locator) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const name = (await page.getByRole('listbox').getByRole('option').nth(1).textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  return name;
}

test.describe('campaign ad sets', () => {
  test('from the empty list, create an ad set with dates and locations, then see its section', async ({ portal, page }) => {
    test.setTimeout(90_000);
    // Seeded 'Campaign 40' runs from day 10 to day 45.
    const campaign = await seededCampaign('Campaign 40');
    const list = `/campaigns/${campaign.id}/adsets`;
    await portal(list);
    await expect(page.getByText('No Ad Sets yet')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Campaign steps' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/Ad Sets/);
    await expect(page.getByRole('link', { name: 'Continue to Summary' })).toHaveAttribute('href', `/flightdeck/campaigns/view/${campaign.id}`);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'New Ad Set' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create Ad Set', level: 1 })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(page.getByRole('region', { name: 'Missing values' })).toContainText('Name is required');
    await expect(submit).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Weekend set');
    await page.getByRole('textbox', { name: 'Description' }).focus();
    await page.keyboard.type('Saturday and Sunday shoppers');

    // A start before the campaign's is refused, naming the campaign's start in Pacific time.
    await typeDate(page, 'Start Date', 5);
    await expect(page.getByRole('region', { name: 'Missing values' })).toContainText(/Cannot start before [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T/);
    await expect(submit).toBeDisabled();
    await typeDate(page, 'Start Date', 15);
    await typeDate(page, 'End Date', 30);
    // A chosen option is named as it reads: its tick is drawn only, aria-selected says it.
    await page.getByRole('button', { name: /Start Date Month$/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox').getByRole('option', { name: pacificDay(15).month, exact: true, selected: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await page.getByRole('textbox', { name: /Whitelisted Location IDs/ }).focus();
    await page.keyboard.type('1001, 1002x');
    await expect(page.getByText('Only enter comma separated numbers', { exact: true })).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(page.getByText('2 / 10000')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Missing values' })).toHaveCount(0);

    // Enter in the chain search with no chain to pick belongs to the box: the form is not submitted.
    await page.getByRole('combobox', { name: /^Add a chain/ }).focus();
    await page.keyboard.type('Qzxv');
    await page.waitForTimeout(600);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    await expect(page.getByRole('heading', { name: 'Create Ad Set', level: 1 })).toBeVisible();
    await expect(page.getByText('Ad set created successfully.')).toHaveCount(0);
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    // the chain search's list stays open while the box has focus (it hides the rest of the page)
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${list}\\?selected=\\w+`));
    await expect(page.getByText('Ad set created successfully.')).toBeVisible();
    // The notification's View (while it shows, 5 s) opens the ad set, holding what was saved.
    await page.getByRole('button', { name: 'View' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Edit Ad Set', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Weekend set');
    await expect(page.getByRole('textbox', { name: /Whitelisted Location IDs/ })).toHaveValue('1001, 1002');
    await expect(page.getByRole('button', { name: /Start Date Month$/ })).toContainText(pacificDay(15).month);

    // Leaving with an unsaved edit asks first, with focus on Stay: one Enter keeps the edit.
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type('!');
    await page.getByRole('link', { name: 'Back to All Ad Sets' }).click();
    const leave = page.getByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await expect(leave.getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(leave).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Weekend set!');
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');

    // Back to the list: the only ad set's section is open.
    await page.getByRole('link', { name: 'Back to All Ad Sets' }).focus();
    await page.keyboard.press('Enter');
    const section = page.getByRole('complementary', { name: 'Ad set' });
    await expect(section.getByRole('heading', { name: 'Weekend set' })).toBeVisible();
    await expect(section.getByText('Upcoming')).toBeVisible();
    await expect(section.getByText('There are no ads added yet')).toBeVisible();
    await expect(section.getByText('2 whitelisted, 0 blacklisted')).toBeVisible();
    await expectAccessible(page);
  });

  test('several ad sets start collapsed; j opens one with its ads; a stale edit is overwritten knowingly; the palette deletes', async ({ portal, page }) => {
    test.setTimeout(90_000);
    // Seeded 'Campaign 20' runs from 10 days ago to day 25.
    const campaign = await seededCampaign('Campaign 20');
    const sets = `/campaign/v1/campaigns/${campaign.id}/adsets/`;
    const first = await call('POST', sets, launchSet());
    await call('POST', sets, { name: 'Quiet set', enabled: false });
    const order = await call<OrderDoc>('GET', `/order/v1/insertionOrders/${(campaign.insertionOrderIds as string[])[0]}`);
    await call('POST', `${sets}${first.id}/ads`, cerealScan(order, await createProduct(campaign.id)));

    await portal(`/campaigns/${campaign.id}/adsets`);
    const grid = page.getByRole('grid', { name: 'Ad Sets' });
    await expect(grid.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('complementary', { name: 'Ad set' })).toHaveCount(0);
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    const section = page.getByRole('complementary', { name: 'Ad set' });
    await expect(section.getByRole('heading', { name: 'Launch set' })).toBeVisible();
    const ads = section.getByRole('table', { name: 'Ads of Launch set' });
    await expect(ads.getByRole('row').nth(1)).toContainText('Cereal scan');
    await expect(ads.getByRole('row').nth(1)).toContainText('1 / month');
    await expect(ads.getByRole('button', { name: 'Live: The Ad is currently live' })).toBeVisible();
    await expectAccessible(page);

    // Enter opens the form; someone else saves meanwhile; the stale save shows their change.
    await grid.getByRole('row', { selected: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Edit Ad Set', level: 1 })).toBeVisible();
    const current = await call('GET', `${sets}${first.id}`);
    await call('PUT', `${sets}${first.id}`, { ...current, description: 'Changed by Bo' }, { 'If-Match': `"${current.version}"` });
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' 2');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const stale = page.getByRole('alertdialog', { name: 'This ad set was changed by someone else' });
    await expect(stale.getByRole('row', { name: /^Description/ })).toHaveText('DescriptionChanged by BoNot changed');
    await expectAccessible(page);
    await stale.getByRole('button', { name: 'Overwrite with my changes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad set successfully updated.')).toBeVisible();
    await expect(grid.getByRole('row', { selected: true })).toContainText('Launch set 2');

    // The palette offers the open section's delete; the confirmation lives in the URL.
    await openPalette(page, 'Delete this ad set');
    await expect(page.getByRole('option', { name: /Delete this ad set/ })).toBeVisible();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this ad set?' });
    await expect(confirm).toContainText('"Launch set 2" and its 1 ad will be deleted.');
    await expect(page).toHaveURL(/dialog=delete/);
    await confirm.getByRole('button', { name: 'Confirm Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad set successfully deleted.')).toBeVisible();
    await expect(grid.getByRole('row')).toHaveCount(2);
  });
  for (const width of [1400, 1920]) {
    test(`at ${width} px a linked ad set opens with its ads' names and actions in view, acted on from the keyboard`, async ({ portal, page }) => {
      test.setTimeout(90_000);
      // Seeded 'Campaign 22' runs from 8 days ago to day 27.
      const campaign = await seededCampaign('Campaign 22');
      const sets = `/campaign/v1/campaigns/${campaign.id}/adsets/`;
      const name = 'Always-on shoppers of the Pacific Northwest';
      const open = await call('POST', sets, { ...launchSet(), name, description: 'Loyal shoppers' });
      await call('POST', sets, { name: 'Quiet set', enabled: false });
      const order = await call<OrderDoc>('GET', `/order/v1/insertionOrders/${(campaign.insertionOrderIds as string[])[0]}`);
      const product = await createProduct(campaign.id);
      const adName = 'Crunchy Oats family pack spring scan';
      await call('POST', `${sets}${open.id}/ads`, { ...cerealScan(order, product), name: adName, description: 'Scan the family pack of Crunchy Oats at any store of the chain' });
      await call('POST', `${sets}${open.id}/ads`, cerealScan(order, product));

      await page.setViewportSize({ width, height: 900 });
      // A link to an ad set opens its section, though several ad sets start collapsed.
      await portal(`/campaigns/${campaign.id}/adsets?selected=${open.id}`);
      const section = page.getByRole('complementary', { name: 'Ad set' });
      // (the first load of the portal can take a while on a busy machine)
      await expect(section.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
      const grid = page.getByRole('grid', { name: 'Ad Sets' });
      await expect(grid.getByRole('row', { selected: true })).toContainText(name);
      // The ad set's name is whole in the list, not cut.
      const nameCell = grid.getByRole('row', { selected: true }).getByRole('gridcell').first();
      expect(await nameCell.evaluate((c) => c.scrollWidth <= c.clientWidth && c.scrollHeight <= c.clientHeight)).toBe(true);

      // Each ad's name and its actions are in view together, with no sideways scrolling (the section scrolls down).
      const ads = section.getByRole('table', { name: `Ads of ${name}` });
      for (const ad of [adName, 'Cereal scan']) {
        await ads.locator('tr', { has: page.getByRole('link', { name: ad }) }).scrollIntoViewIfNeeded();
        await expect(ads.getByRole('link', { name: ad })).toBeInViewport();
        await expect(ads.getByRole('button', { name: `Clone ad ${ad}` })).toBeInViewport({ ratio: 1 });
        await expect(ads.getByRole('button', { name: `Delete ad ${ad}` })).toBeInViewport({ ratio: 1 });
      }
      for (const box of [section, section.locator('.ad-table-scroll')]) expect(await box.evaluate((b) => b.scrollWidth <= b.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await expectAccessible(page);

      // From the keyboard: the ad's name, then its Clone, then its Delete.
      await ads.getByRole('link', { name: adName }).focus();
      await page.keyboard.press('Tab');
      await expect(ads.getByRole('button', { name: `Clone ad ${adName}` })).toBeFocused();
      await page.keyboard.press('Enter');
      const clone = page.getByRole('dialog', { name: `Clone ad: ${adName}` });
      await expect(clone).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(clone).toBeHidden();
      await ads.getByRole('button', { name: `Clone ad ${adName}` }).focus();
      await page.keyboard.press('Tab');
      await expect(ads.getByRole('button', { name: `Delete ad ${adName}` })).toBeFocused();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Delete this ad?' });
      await expect(confirm).toContainText(`"${adName}" will be deleted.`);
      await confirm.getByRole('button', { name: 'Confirm Delete' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Ad successfully deleted.')).toBeVisible();
      await expect(ads.getByRole('row')).toHaveCount(2);
      await expect(ads.getByRole('link', { name: 'Cereal scan' })).toBeFocused();
    });
  }

  test('uploads a lookbook sheet to an ad set; the gateway job makes the lookbook', async ({ portal, page }) => {
    test.setTimeout(90_000);
    // Seeded 'Campaign 33' runs from day 3 to day 38; it gets an order with a Lookbook line item.
    const campaign = await seededCampaign('Campaign 33');
    const order = await call('POST', '/order/v1/insertionOrders/', {
      name: `Lookbook order ${Date.now().toString(36)}`,
      companyId: (campaign.companyIds as string[])[0],
      orderLineItems: [{ orderLineItemType: 'CAROUSEL', description: 'Lookbooks', pricingModel: { '@type': 'FreePricingModel' } }],
    });
    await call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { ...campaign, insertionOrderIds: [...(campaign.insertionOrderIds as string[]), order.id] }, { 'If-Match': `"${campaign.version}"` });
    // Ads need chains on the ad or its ad set (spec 2 §5).
    const set = await call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets/`, { name: 'Gift set', constraints: [seededChainConstraint()] });

    await portal(`/campaigns/${campaign.id}/adsets`);
    const section = page.getByRole('complementary', { name: 'Ad set' });
    await section.getByRole('button', { name: 'Upload lookbook sheet to Gift set' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload lookbook sheet: Gift set' });
    await expect(dialog).toContainText('Columns: name, description, imageUrl');

    await dialog.getByRole('button', { name: /Choose sheet file/ }).focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    const sheet = 'name,description\n"Cocoa card","Warm cocoa"\n"Cookie card","Fresh cookies"\n';
    await (await chooser).setFiles({ name: 'Winter treats.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet) });
    await expect(dialog).toContainText('Winter treats.csv');
    // the order is the only one with a Lookbook line item: picking it fills the line item
    await pick(page, dialog.getByRole('button', { name: /Insertion order/ }), `${order.name} (${order.id})`);
    await expect(dialog.getByRole('button', { name: /Order line item/ })).toContainText('Lookbook');
    await pick(page, dialog.getByRole('button', { name: /Story group/ }), 'Holiday Gifting');
    await pick(page, dialog.getByRole('button', { name: /Taxonomy node/ }), await firstOption(page, dialog.getByRole('button', { name: /Taxonomy node/ })));
    await pick(page, dialog.getByRole('button', { name: /Story type/ }), 'BRANDED');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Upload' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Creating Lookbook... Please wait a few minutes...')).toBeVisible();
    await expect(dialog).toBeHidden();

    // the gateway's job worker creates the two story cards and the lookbook in the ad set
    await expect.poll(async () => (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/adsets/${set.id}/ads?limit=50`)).objects.map((a) => a.name).sort(), { timeout: 30_000 })
      .toEqual(['Cocoa card', 'Cookie card', 'Winter treats']);
  });
});
