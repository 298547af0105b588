import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { campaignName } from './seed';
import { expect, expectAccessible, test, openPalette } from './fixtures';
import { call, CHAIN_LOGOS, type Doc } from './api';

/**
 * Promoted products and retailer categories (spec 3), keyboard only, on campaigns global setup
 * seeded: this file adds topics (and one chain) but no campaign, so the campaign list's counts stay
 * as e2e/campaign-list.spec.ts expects. One seeded campaign becomes an MCOMM one for the categories.
 */
const WORD = `Topicline${Date.now().toString(36)}`;

/** A seeded campaign by name, in the given category, with its topics removed (a retry starts afresh). */
async function seededCampaign(i: number, category: 'BRAND' | 'MCOMM'): Promise<Doc> {
  const name = campaignName(i);
  const found = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/?campaignName=${encodeURIComponent(name)}&limit=5`)).objects.find((c) => c.campaignName === name)!;
  const topics = await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${found.id}/topics/?limit=200`);
  for (const t of topics.objects) await call('DELETE', `/campaign/v1/campaigns/${found.id}/topics/${t.id}`, undefined, { 'If-Match': `"${t.version}"` });
  if (found.category === category) return found;
  return call('PUT', `/campaign/v1/campaigns/${found.id}`, { ...found, category }, { 'If-Match': `"${found.version}"` });
}

/** A coloured PNG of the given size (the gateway refuses grayscale ones). */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } }).png().toBuffer();

async function palette(page: Page, command: string) {
  await openPalette(page, command);
  await expect(page.getByRole('option', { name: new RegExp(command) }).first()).toBeVisible();
  await page.keyboard.press('Enter');
}

async function press(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  await page.getByRole(role, { name, exact: typeof name === 'string' }).focus();
  await page.keyboard.press('Enter');
}

test.describe('campaign promoted products', () => {
  test('create a product with barcodes, image and rich text; clone it; view all barcodes; a stale save reloads theirs', async ({ portal, page }) => {
    test.setTimeout(120_000);
    const campaign = await seededCampaign(44, 'BRAND');
    const list = `/campaigns/${campaign.id}/topics`;
    await portal(list);
    await expect(page.getByText('This campaign does not have any Promoted Products.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Campaign steps' }).locator('[aria-current="step"]')).toHaveText(/Promoted Products/);
    await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', `/flightdeck/campaigns/${campaign.id}`);
    await expect(page.getByRole('link', { name: 'Continue to Ads' })).toHaveAttribute('href', `/flightdeck/campaigns/${campaign.id}/adsets`);
    // A brand campaign has no retailer categories: the palette does not offer a new one.
    await openPalette(page, 'New retailer category');
    await expect(page.getByRole('option', { name: /New retailer category/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page);

    await palette(page, 'New promoted product');
    await expect(page.getByRole('heading', { name: 'Create New Promoted Product', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Create Product');
    await expect(page.getByRole('region', { name: 'Missing values' })).toContainText('A Promoted Product must have at least one accepted barcode.');
    // Its required name is star-marked; with no barcodes there are none to view ('View all barcodes (0)').
    await expect(page.locator('label').filter({ hasText: /^Name/ })).toHaveText('Name *');
    await expect(page.getByRole('button', { name: /^View all barcodes/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type(`${WORD} Cola`);
    await page.getByRole('textbox', { name: /^Add barcodes/ }).focus();
    await page.keyboard.type('012000161155, 012000809941, 012000161155');
    await page.keyboard.press('Enter');
    await expect(page.getByText('The following barcodes are already selected and will be ignored: 012000161155')).toBeVisible();
    const barcodes = page.getByRole('table', { name: 'Barcodes' });
    await expect(barcodes.getByRole('row', { name: /012000809941/ })).toContainText('Diet Sparkling Cola 2 L Bottle');

    // The product family image at 1024x1024; the browser stores a 320x320 copy as the completed image.
    const upload = page.getByRole('button', { name: /^Upload image Product Family Image/ });
    await upload.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'cola.png', mimeType: 'image/png', buffer: await png(1024, 1024) });
    const completed = page.getByRole('img', { name: `Completed Image of ${WORD} Cola` });
    await expect(completed).toBeVisible();
    // The browser shows both stored images at their own sizes (file URLs are on the page's origin).
    const shown = (name: string) =>
      expect.poll(() => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : [])));
    await shown(`Completed Image of ${WORD} Cola`).toEqual([320, 320]);
    await shown(`Product Family Image of ${WORD} Cola`).toEqual([1024, 1024]);

    await page.getByRole('textbox', { name: /^Tooltip/ }).focus();
    await page.keyboard.type('Scan any cola bottle or can from the soda aisle to earn kicks today');
    await expect(page.locator('.tooltip-line')).toHaveCount(2);

    // Additional details: a real rich-text editor; Ctrl+B bolds, '- ' starts a list, and Tab still leaves it.
    const editor = page.getByRole('textbox', { name: 'Additional Details' });
    await editor.focus();
    await page.keyboard.type('Limited ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('offer');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- cans');
    await page.keyboard.press('Tab');
    await expect(editor).not.toBeFocused();
    await expect(editor.locator('strong')).toHaveText('offer');
    await expect(editor.locator('ul li')).toHaveText('cans');
    await expect(page.getByRole('region', { name: 'Missing values' })).toHaveCount(0);
    await expectAccessible(page);

    await press(page, 'Submit');
    await expect(page).toHaveURL(new RegExp(`${list}\\?selected=\\w+`));
    await expect(page.getByText('Promoted product created successfully.')).toBeVisible();
    const pane = page.getByRole('complementary', { name: 'Selected topic' });
    await expect(pane.getByRole('heading', { name: `${WORD} Cola` })).toBeVisible();
    const stored = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/topics/?type=PromotedProduct`)).objects[0]!;
    expect(stored.additionalDetails).toBe('<p>Limited <strong>offer</strong></p><ul><li><p>cans</p></li></ul>');
    const images = stored.images as { completedImageUrl: { url: string }; productFamilyImageUrl: { url: string } };
    expect(images.completedImageUrl.url).not.toBe(images.productFamilyImageUrl.url);
    await expectAccessible(page);

    // Clone from the palette: the copy of a taken name is described 'Duplicate (1)' and selected.
    await palette(page, 'Clone this promoted product');
    const cloneDialog = page.getByRole('dialog', { name: 'Clone this promoted product?' });
    await cloneDialog.getByRole('button', { name: 'Clone' }).focus();
    await page.keyboard.press('Enter');
    // The first create's notification may still show (5 s): the clone adds its own.
    await expect(page.getByText('Promoted product created successfully.').last()).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Promoted Products' });
    await expect(grid.getByRole('row')).toHaveCount(3);
    await expect(grid.getByRole('row', { selected: true })).toContainText('Duplicate (1)');

    // Open the original with the keyboard; its barcodes sub-screen has the two tabs and the CSV.
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Edit Promoted Product: ${WORD} Cola`, level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Edit Product');
    await expect(page.getByRole('textbox', { name: 'Additional Details' }).locator('strong')).toHaveText('offer');
    await press(page, 'View all barcodes (2)');
    await expect(page).toHaveURL(/view=barcodes/);
    await expect(page.getByRole('grid', { name: 'Accepted Barcodes' }).getByRole('row')).toHaveCount(3);
    const download = page.waitForEvent('download');
    await press(page, 'Export CSV');
    expect((await download).suggestedFilename()).toBe('barcodes.csv');
    await page.getByRole('tab', { name: 'Accepted Barcodes' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=failed/);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectAccessible(page);
    await press(page, 'Go Back to Promoted Product');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${WORD} Cola`);

    // Someone else saves meanwhile: the stale save shows their change; reloading takes their version.
    const current = await call('GET', `/campaign/v1/campaigns/${campaign.id}/topics/${stored.id}`);
    await call('PUT', `/campaign/v1/campaigns/${campaign.id}/topics/${stored.id}`, { ...current, description: 'Changed by Bo' }, { 'If-Match': `"${current.version}"` });
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' 2');
    await press(page, 'Submit');
    const stale = page.getByRole('alertdialog', { name: 'This promoted product was changed by someone else' });
    await expect(stale.getByRole('row', { name: /Description/ })).toContainText('Changed by Bo');
    await expectAccessible(page);
    await press(page, 'Reload their version');
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Changed by Bo');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${WORD} Cola`);
  });

  test('an MCOMM campaign lists retailer categories; create one with its chain, then land on its edit route', async ({ portal, page }) => {
    test.setTimeout(90_000);
    const campaign = await seededCampaign(47, 'MCOMM');
    const chain = await call<{ chain: { chain_id: string } }>('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: `${WORD} Mart`, supports_online_store: false }, button_ids: [] });
    await portal(`/campaigns/${campaign.id}/topics`);
    await expect(page.getByRole('heading', { name: 'Retailer Categories' })).toBeVisible();
    await expect(page.getByText('This campaign does not have any Retailer Categories.')).toBeVisible();
    await expectAccessible(page);

    await palette(page, 'New retailer category');
    await expect(page.getByRole('heading', { name: 'Create New Retailer Category', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Snack aisle');
    await page.getByRole('combobox', { name: /^Chain/ }).focus();
    await page.keyboard.type(WORD);
    // Other journeys' chains may match the search too: move down to ours, then choose it.
    const ours = page.getByRole('option', { name: `${WORD} Mart` });
    await expect(ours).toBeVisible();
    const chainBox = page.getByRole('combobox', { name: /^Chain/ });
    const oursId = await ours.getAttribute('id');
    for (let i = 0; i < 20 && (await chainBox.getAttribute('aria-activedescendant')) !== oursId; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: /^Chain/ })).toHaveValue(`${WORD} Mart`);
    await page.getByRole('textbox', { name: 'Webview URL' }).focus();
    await page.keyboard.type('shop');
    await expect(page.getByRole('region', { name: 'Missing values' })).toContainText('Webview URL: Please make sure to add a valid URL.');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('https://shop.example/snacks');
    await page.getByRole('textbox', { name: 'Kicks per Dollar' }).focus();
    await page.keyboard.type('5');
    await page.getByRole('textbox', { name: /^Included Categories/ }).focus();
    await page.keyboard.type('chips');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Missing values' })).toHaveCount(0);
    await expectAccessible(page);

    await press(page, 'Submit');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/categories/\\w+$`));
    await expect(page.getByText('Retailer Category created successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit Retailer Category: Snack aisle', level: 1 })).toBeVisible();
    const saved = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/topics/?type=PromotedCategory`)).objects[0]!;
    expect(saved).toMatchObject({ name: 'Snack aisle', chainId: chain.chain.chain_id, webviewURL: 'https://shop.example/snacks', kicksPerDollar: 5, includedCategories: ['chips'] });

    await press(page, 'Back to Promoted Products', 'link');
    const categories = page.getByRole('grid', { name: 'Retailer Categories' });
    await expect(categories.getByRole('row', { name: /Snack aisle/ })).toContainText(`${WORD} Mart`);
    await expectAccessible(page);
  });

  test("twenty products fill the window's height, and one click on a name opens that product", async ({ portal, page }) => {
    const campaign = await seededCampaign(42, 'BRAND');
    const names = Array.from({ length: 20 }, (_, i) => `${WORD} Item ${String(i).padStart(2, '0')}`);
    for (const name of names) {
      await call('POST', `/campaign/v1/campaigns/${campaign.id}/topics/`, { '@type': 'PromotedProduct', name, barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }], legacy: { enabled: 'true' } });
    }
    await portal(`/campaigns/${campaign.id}/topics`);
    const grid = page.getByRole('grid', { name: 'Promoted Products' });
    await expect(grid.getByRole('row', { name: new RegExp(names[0]!) })).toBeVisible();
    // The list reaches down the window (800 px high) instead of stopping at eight rows.
    const box = (await grid.boundingBox())!;
    expect(box.height).toBeGreaterThan(440);
    await expect(grid.getByRole('row', { name: new RegExp(names[10]!) })).toBeInViewport();

    // A click beside the name selects the row; a click on the name opens the product.
    await grid.getByRole('row', { name: new RegExp(names[3]!) }).getByRole('gridcell').nth(2).click();
    await expect(page).toHaveURL(/selected=/);
    await grid.getByRole('link', { name: names[4], exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit Promoted Product: ${names[4]}`, level: 1 })).toBeVisible();
  });

  test("an update the gateway refuses shows its errors at their fields and in words, not as JSON", async ({ portal, page }) => {
    const campaign = await seededCampaign(41, 'BRAND');
    const product = await call('POST', `/campaign/v1/campaigns/${campaign.id}/topics/`, { '@type': 'PromotedProduct', name: `${WORD} Refused`, barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }], legacy: { enabled: 'true' } });
    await portal(`/campaigns/${campaign.id}/topics/${product.id}`);
    await expect(page.getByRole('heading', { name: `Edit Promoted Product: ${WORD} Refused`, level: 1 })).toBeVisible();
    // The body reaches the gateway with a name longer than it takes (the form's own rules would stop it first).
    await page.route('**/services/campaign/*/campaigns/*/topics/*', (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      return route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), name: 'N'.repeat(300) }) });
    });
    await page.getByRole('textbox', { name: 'Description', exact: true }).focus();
    await page.keyboard.type('Now refused');
    await press(page, 'Submit');
    await expect(page.getByText('There was an issue updating promoted product. Name: Must be at most 256 characters', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(/Must be at most 256 characters/);
  });

  test("the palette ranks the command whose title begins with the query first, each group under its own name", async ({ portal, page }) => {
    const campaign = await seededCampaign(43, 'MCOMM');
    await portal(`/campaigns/${campaign.id}/topics`);
    await expect(page.getByRole('heading', { name: 'Retailer Categories' })).toBeVisible();
    const palette = await openPalette(page, 'New retailer');
    // 'New retailer category' begins with the query; 'New chain' only has it as another name.
    const options = palette.getByRole('option');
    await expect(options.first()).toHaveText(/^New retailer category/);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(palette.getByRole('option', { name: /^New chain/ })).toBeVisible();
    const headings = await palette.locator('[cmdk-group-heading]').allTextContents();
    expect(headings).toEqual([...new Set(headings)]);
    expect(headings[0]).toBe('This screen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/categories/new$`));
  });
});
