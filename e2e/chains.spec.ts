import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test, openPalette } from './fixtures';
import { call, CHAIN_LOGOS } from './api';

/**
 * Chains, keyboard only (spec 3 'Chains list', 'Chain form'): find chains by tab and label, preview
 * and open one, save it, meet the stale-save dialog, create one with its six logos, and reach both
 * screens from the palette. Chains are seeded through the gateway's API; no campaigns are added.
 */
const WORD = `Chainline${Date.now().toString(36)}`;
const api = () => `${process.env.E2E_BASE_URL}/flightdeck/services`;

async function createChain(chain: Record<string, unknown>, buttonIds: string[] = []) {
  const res = await fetch(`${api()}/chain/v1/chains`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ chain: { ...CHAIN_LOGOS, ...chain }, button_ids: buttonIds }) });
  if (res.status !== 201) throw new Error(`POST chain: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { chain: { chain_id: string } }).chain.chain_id;
}

/** Someone else saves the chain through the API (the portal's copy goes stale). */
async function saveElsewhere(id: string, patch: Record<string, unknown>) {
  const res = await fetch(`${api()}/chain/v1/chains/${id}`);
  const etag = res.headers.get('ETag')!;
  const { chain, button_ids } = (await res.json()) as { chain: Record<string, unknown>; button_ids: string[] };
  const put = await fetch(`${api()}/chain/v1/chains/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'If-Match': etag },
    body: JSON.stringify({ chain: { ...chain, ...patch }, button_ids, old_button_ids: button_ids }),
  });
  if (put.status !== 200) throw new Error(`PUT chain: ${put.status} ${await put.text()}`);
}

/** A coloured PNG of the given size (the gateway refuses grayscale ones). */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 230, g: 90, b: 40 } } }).png().toBuffer();

/** Presses a slot's upload button with the keyboard and hands the browser's file chooser a file. */
async function uploadTo(page: Page, slot: string, width: number, height: number) {
  const button = page.getByRole('button', { name: new RegExp(`^Upload image ${slot}`) });
  await button.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: `${width}x${height}.png`, mimeType: 'image/png', buffer: await png(width, height) });
}

/** The six required logos, as older chains record them (file names only). */
const LOGOS = {
  logo_image_name_38x38: 'depot_76x76.png', logo_image_name_105x105: 'depot_210x210.png', logo_image_name_50x25: 'depot_100x50.png',
  square_logo_image_name: 'depot_150x150.png', logo_image_name_Nx30: 'depot_Nx60.png', white_logo_image_name_130x50: 'depot_260x100.png',
};

test.describe('chains', () => {
  let depotId: string;
  test.beforeAll(async () => {
    await createChain({ name: `${WORD} Online Market`, supports_online_store: true, online_store_web_url: 'https://market.example', priority: '2026-05-01', loyalty_program_ids: ['VISA'] });
    depotId = await createChain({ name: `${WORD} Depot`, supports_online_store: false, chain_aliases: ['Depot'], category_ids: [2], ...LOGOS }, ['org-7']);
    await createChain({ name: `${WORD} Closed Depot`, supports_online_store: false, enabled_end_time: '1900-01-01 00:00:00' });
  });

  test('find a chain by tab and label, preview it, open it, save it, and meet a stale save', async ({ portal, page }) => {
    test.setTimeout(90_000);
    await portal('/chains');
    await expect(page.getByRole('heading', { name: 'Chains', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search chain' }).focus();
    await page.keyboard.type(WORD);
    await expect(page).toHaveURL(new RegExp(`q=${WORD}`));
    const online = page.getByRole('grid', { name: 'Chains: Online' });
    await expect(online.getByRole('row')).toHaveCount(2);
    await expect(online.getByRole('row').nth(1)).toContainText('2026-05-01');
    await expect(online.getByRole('columnheader')).toHaveText(['Name', 'Status↕', 'Priority', 'Loyalty Programs']);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Online' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/tab=offline/);
    const offline = page.getByRole('grid', { name: 'Chains: Offline' });
    await expect(offline.getByRole('row')).toHaveCount(3);
    await expect(offline.getByRole('columnheader')).toHaveText(['Name', 'Status↕', 'Loyalty Programs']);
    await expect(offline.getByRole('row').nth(1)).toContainText(`${WORD} Closed DepotDisabled`);

    // Status sorts by the disabled flag: active chains first.
    await offline.getByRole('button', { name: /Status/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=status/);
    await expect(offline.getByRole('row').nth(1)).toContainText(`${WORD} DepotActive`);

    await offline.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await expect(page).toHaveURL(new RegExp(`selected=${depotId}`));
    const pane = page.getByRole('complementary', { name: 'Chain summary' });
    await expect(pane.getByRole('heading', { name: `${WORD} Depot` })).toBeVisible();
    await expect(pane).toContainText('Depot');
    await expectAccessible(page);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: `Edit chain: ${WORD} Depot` })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Supports online store' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Button merchant ids' })).toHaveValue('org-7');
    await expect(page.getByText('Current file: depot_Nx60.png')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Locations' })).toContainText('No records found');
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'Disabled' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: 'Max walk-ins per user per day' }).focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('2');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chain updated successfully')).toBeVisible();

    // Someone else saves meanwhile: the next save is stale and says so.
    await saveElsewhere(depotId, { priority: '2027-02-02' });
    await page.getByRole('textbox', { name: 'Country' }).focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('CA');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    const stale = page.getByRole('alertdialog', { name: 'This chain was changed by someone else' });
    await expect(stale).toBeVisible();
    await expect(stale.getByRole('row', { name: /Priority/ })).toContainText('2027-02-02');
    await expectAccessible(page);
    await stale.getByRole('button', { name: 'Reload their version' }).focus();
    await page.keyboard.press('Enter');
    await expect(stale).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Priority' })).toHaveValue('2027-02-02');
    await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('US');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Disabled' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Max walk-ins per user per day' })).toHaveValue('2');
  });

  test('create a chain with its six logos, each checked at its @2x size', async ({ portal, page }) => {
    test.setTimeout(90_000);
    const name = `${WORD} Fresh`;
    await portal('/chains');
    await page.getByRole('link', { name: 'New Chain' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create chain:' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('This image is required')).toHaveCount(6);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await page.keyboard.type(name);
    await expect(page.getByRole('heading', { name: `Create chain: ${name}` })).toBeVisible();

    // A file of the wrong size is refused with the spec's message.
    await uploadTo(page, 'Logo 38x38', 80, 80);
    await expect(page.getByText('Uploaded image does not meet required dimensions of 76x76')).toBeVisible();
    await uploadTo(page, 'Logo 38x38', 76, 76);
    await expect(page.getByRole('img', { name: 'Chain logo 38x38' })).toBeVisible();
    await uploadTo(page, 'Logo 105x105', 210, 210);
    await uploadTo(page, 'Logo 50x25', 100, 50);
    await uploadTo(page, 'Square logo', 150, 150);
    await uploadTo(page, 'Logo Nx30', 333, 60);
    await uploadTo(page, 'White logo 130x50', 260, 100);
    await expect(page.getByRole('img', { name: 'Chain white logo 130x50' })).toBeVisible();
    await expect(page.getByText('This image is required')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Chain created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/flightdeck\/chains\/[^/]+$/);
    await expect(page.getByRole('heading', { name: `Edit chain: ${name}` })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Chain logo nx30' })).toBeVisible();
  });

  test("a click beside a chain's name selects it; one click on the name opens it", async ({ portal, page }) => {
    await portal(`/chains?q=${WORD}&tab=offline`);
    const offline = page.getByRole('grid', { name: 'Chains: Offline' });
    const depot = offline.getByRole('row', { name: new RegExp(`^${WORD} Depot `) });
    await depot.getByRole('gridcell').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`selected=${depotId}`));
    await depot.getByRole('link', { name: `${WORD} Depot`, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Edit chain: ${WORD} Depot` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/chains/${depotId}$`));
  });

  test("a save the gateway refuses shows its errors at their fields and in words, not as JSON", async ({ portal, page }) => {
    await portal(`/chains/${depotId}`);
    await expect(page.getByRole('heading', { name: `Edit chain: ${WORD} Depot` })).toBeVisible();
    // The body reaches the gateway with a name longer than it takes (the form's own rules would stop it first).
    await page.route('**/services/chain/v1/chains/*', (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const body = route.request().postDataJSON() as { chain: Record<string, unknown> };
      return route.continue({ postData: JSON.stringify({ ...body, chain: { ...body.chain, name: 'N'.repeat(300) } }) });
    });
    await page.getByRole('textbox', { name: 'Country' }).focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('MX');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('There was an issue updating chain. Name: Must be at most 256 characters', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(/Must be at most 256 characters/);
  });

  test("the chain's filter categories are read and saved by their own calls, and a refused save of them says so", async ({ portal, page }) => {
    const calls: string[] = [];
    page.on('request', (r) => void (r.url().includes('/filter/chain/') && calls.push(r.method())));
    await portal(`/chains/${depotId}`);
    await expect(page.getByRole('heading', { name: `Edit chain: ${WORD} Depot` })).toBeVisible();
    expect(calls).toContain('GET');
    const chosen = page.getByRole('grid', { name: 'Chosen Filter categories' });
    await expect(chosen.getByRole('row')).toHaveCount(1);
    // The choice reaches the gateway with a category it does not know (as one withdrawn meanwhile would).
    await page.route('**/services/adminBackend/legacy/v1/filter/chain/*/categories', (route) =>
      route.request().method() === 'POST' ? route.continue({ postData: JSON.stringify([{ filter_category_id: 999999 }]) }) : route.continue(),
    );
    await chosen.getByRole('row').first().focus();
    await page.keyboard.press('Delete');
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('There was an issue updating filter categories. Filter category id: Unknown category 999999', { exact: true })).toBeVisible();
    expect(await call<unknown[]>('GET', `/adminBackend/legacy/v1/filter/chain/${depotId}/categories`)).toHaveLength(1);

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => call<unknown[]>('GET', `/adminBackend/legacy/v1/filter/chain/${depotId}/categories`)).toEqual([]);
    expect(calls.filter((m) => m === 'POST')).toHaveLength(2);
  });

  test("the palette's 'Search chains' and 'New chain'", async ({ portal, page }) => {
    await portal('/campaigns');
    await expect(page.getByRole('grid', { name: 'Campaigns' })).toBeVisible();
    await openPalette(page, 'search chains');
    await expect(page.getByRole('option', { name: /Search chains/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.type(WORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/flightdeck/chains\\?q=${WORD}`));
    await expect(page.getByRole('grid', { name: 'Chains: Online' }).getByRole('row')).toHaveCount(2);

    await openPalette(page, 'new chain');
    await expect(page.getByRole('option', { name: /New chain/ }).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Create chain:' })).toBeVisible();
  });
});
