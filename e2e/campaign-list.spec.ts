import { expect, expectAccessible, openPalette, test } from './fixtures';
import { createCampaign } from './api';
import { SEARCH_WORD } from './seed';

/** How many campaigns the gateway holds (other journeys add some), as the list should say. */
async function campaignCount(search = ''): Promise<number> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/flightdeck/services/campaign/v1/campaigns/?limit=1${search ? `&campaignName=${search}` : ''}`);
  return ((await res.json()) as { pagination: { objectCount: number } }).pagination.objectCount;
}

/** The campaign the gateway puts first in a sort: journeys before this file add campaigns of their own. */
async function firstCampaignName(sort: string): Promise<string> {
  const res = await fetch(`${process.env.E2E_BASE_URL}/flightdeck/services/campaign/v1/campaigns/?limit=1&sort=${sort}`);
  const [first] = ((await res.json()) as { objects: { campaignName: string }[] }).objects;
  if (!first) throw new Error('The gateway holds no campaigns');
  return first.campaignName;
}

// Other journeys add campaigns before and after this file, so counts and first rows are read from the
// gateway rather than assumed from the seed.
test.describe('campaign list', () => {
  test('search, sort and paging from the keyboard, every state in the URL', async ({ portal, page }) => {
    const total = await campaignCount();
    const hits = await campaignCount(SEARCH_WORD);
    await portal('/campaigns');
    await expect(page.getByText(`${total} results found`)).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Campaigns' });
    await expect(grid).toHaveAttribute('aria-rowcount', String(total + 1));
    // Virtualised: a page of 50 campaigns mounts only the rows in view (plus a few).
    expect(await grid.getByRole('row').count()).toBeLessThan(35);

    // Sort by name, ascending then descending.
    await grid.getByRole('button', { name: 'Name' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=name/);
    await expect(grid.getByRole('row').nth(1)).toContainText(await firstCampaignName('name'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=-name/);
    await expect(grid.getByRole('row').nth(1)).toContainText(await firstCampaignName('-name'));

    // Moving far down keeps the selected row in view and focused (virtualised rows scroll with it).
    await grid.getByRole('row').nth(1).focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('j');
    const selected = grid.getByRole('row', { selected: true });
    await expect(selected).toHaveAttribute('aria-rowindex', '31');
    await expect(selected).toBeFocused();
    await expect(selected).toBeInViewport({ ratio: 1 });
    for (let i = 0; i < 25; i++) await page.keyboard.press('k');
    await expect(grid.getByRole('row', { selected: true })).toHaveAttribute('aria-rowindex', '6');
    await expect(grid.getByRole('row', { selected: true })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    // Paging: 50 then the rest, Previous back.
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/cursor=/);
    await expect(grid.getByRole('row').nth(1)).toHaveAttribute('aria-rowindex', '52');
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('row').nth(1)).toHaveAttribute('aria-rowindex', '2');

    // Search.
    await page.getByRole('searchbox', { name: 'Search campaign' }).focus();
    await page.keyboard.type(SEARCH_WORD);
    await expect(page.getByText(`${hits} results found for "${SEARCH_WORD}"`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${SEARCH_WORD}`));
    await expect(page).not.toHaveURL(/cursor=/);

    // Empty state and Return.
    await page.getByRole('searchbox', { name: 'Search campaign' }).fill('zzz-nothing');
    await expect(page.getByText('No Campaigns found')).toBeVisible();
    await expect(page.getByText('We were not able to find any campaigns matched to your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Return' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${total} results found`)).toBeVisible();
  });

  test('j/k select with a preview pane, Escape closes it, and a copied link reopens the same state', async ({ portal, page, context }) => {
    const hits = await campaignCount(SEARCH_WORD);
    await portal(`/campaigns?q=${SEARCH_WORD}&sort=name`);
    const grid = page.getByRole('grid', { name: 'Campaigns' });
    await expect(grid.getByRole('row')).toHaveCount(hits + 1);
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    await page.keyboard.press('j');
    const pane = page.getByRole('complementary', { name: 'Campaign summary' });
    await expect(pane.getByRole('heading', { name: `${SEARCH_WORD} Campaign 01` })).toBeVisible();
    await expect(grid.getByRole('row', { selected: true })).toBeFocused();
    const link = page.url();
    expect(link).toMatch(/selected=/);

    // Another tab opens the same state from the link.
    const other = await context.newPage();
    await other.goto(link);
    const otherPane = other.getByRole('complementary', { name: 'Campaign summary' });
    await expect(otherPane.getByRole('heading', { name: `${SEARCH_WORD} Campaign 01` })).toBeVisible();
    await expect(other.getByRole('searchbox', { name: 'Search campaign' })).toHaveValue(SEARCH_WORD);
    await expect(other.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await other.close();

    await page.keyboard.press('Escape');
    await expect(pane).toBeHidden();
    await expect(page).not.toHaveURL(/selected=/);
  });

  test('the preview pane is resizable from the keyboard and remembers its size', async ({ portal, page }) => {
    await portal(`/campaigns?q=${SEARCH_WORD}`);
    const grid = page.getByRole('grid', { name: 'Campaigns' });
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    const pane = page.getByRole('complementary', { name: 'Campaign summary' });
    await expect(pane).toBeVisible();
    const before = (await pane.boundingBox())!.width;
    await page.getByRole('separator').focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await pane.boundingBox())!.width).toBeGreaterThan(before + 20);
    const resized = (await pane.boundingBox())!.width;
    await page.reload();
    await expect(pane).toBeVisible();
    await expect.poll(async () => Math.abs((await pane.boundingBox())!.width - resized)).toBeLessThan(4);
  });

  test('Enter opens the selected campaign', async ({ portal, page }) => {
    await portal(`/campaigns?q=${SEARCH_WORD}&sort=name`);
    const grid = page.getByRole('grid', { name: 'Campaigns' });
    await grid.getByRole('row').nth(1).focus();
    await page.keyboard.press('j');
    const requests: string[] = [];
    page.on('framenavigated', (f) => requests.push(f.url()));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/flightdeck\/campaigns\/view\/\d+$/);
  });
  test('a list the gateway fails keeps its error and a Retry once the notification goes; Retry brings the list (campaigns, companies)', async ({ portal, page }) => {
    // The gateway answering 503 to the list calls (as when its store is down), until we let it through.
    const failing = /\/services\/(campaign\/v\d\/campaigns|company\/v1\/companies)\/\?/;
    await page.route(failing, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errorMsg: 'Store unavailable' }) }));
    await portal('/campaigns');
    const failure = page.getByText('There was an issue fetching the campaign data. Error: Store unavailable');
    await expect(failure).toBeVisible({ timeout: 15_000 });
    // The 5-second notification goes; the page still says what happened.
    await expect(page.locator('.notification-bar').getByText('Store unavailable')).toHaveCount(0, { timeout: 10_000 });
    await expect(failure).toBeVisible();
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid', { name: 'Campaigns' });
    await expect(grid).toBeVisible();
    await expect(page.getByText(/^\d+ results found$/)).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(grid.getByRole('row').nth(1)).toBeFocused();

    await page.route(failing, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errorMsg: 'Store unavailable' }) }));
    await portal('/companies');
    await expect(page.locator('.list-failure').getByText('Store unavailable')).toBeVisible({ timeout: 15_000 });
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Retry' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('grid', { name: 'Companies' })).toBeVisible();
  });
  test('at 1400 px with the summary pane open, the Name column shows whole campaign names', async ({ portal, page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const word = `Widename${Date.now().toString(36)}`;
    const name = `${word} Harborview Spring Launch`;
    const { campaign } = await createCampaign({ company: `${word} Co`, order: `${word} Order`, campaign: name });
    await portal(`/campaigns?q=${word}&selected=${campaign.id}`);
    await expect(page.getByRole('complementary', { name: 'Campaign summary' })).toBeVisible();
    const cell = page.getByRole('grid', { name: 'Campaigns' }).getByRole('gridcell').filter({ hasText: name });
    await expect(cell).toBeVisible();
    // Not cut: its text fits the cell (on one line or two).
    const fit = await cell.evaluate((e) => ({ width: e.scrollWidth - e.clientWidth, height: e.scrollHeight - e.clientHeight }));
    expect(fit).toEqual({ width: 0, height: 0 });
  });

  test('a saved view of a searched list opens from the palette on another screen, from the keyboard only (issue 28)', async ({ portal, page }) => {
    const hits = await campaignCount(SEARCH_WORD);
    const name = `Searched ${Date.now()}`;
    await portal('/campaigns');
    await page.getByRole('searchbox', { name: 'Search campaign' }).focus();
    await page.keyboard.type(SEARCH_WORD);
    await expect(page.getByText(`${hits} results found for "${SEARCH_WORD}"`)).toBeVisible();
    await page.getByRole('button', { name: 'Save view…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`View saved: ${name}`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await openPalette(page, 'Go to Companies');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/companies/);
    await openPalette(page, `Open view: ${name}`);
    await expect(page.getByRole('option', { name: `Open view: ${name}` })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/campaigns\\?q=${SEARCH_WORD}$`));
    await expect(page.getByText(`${hits} results found for "${SEARCH_WORD}"`)).toBeVisible();
  });
});
