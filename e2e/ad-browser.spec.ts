import { campaignName } from './seed';
import { expect, expectAccessible, test, openPalette } from './fixtures';
import { announcer } from './search-picker';
import { call, CHAIN_LOGOS, createProduct, day, seededChainId, type Doc } from './api';

/**
 * The ad browser, keyboard only (spec 3 'Ad browser: /adBrowser'): search by name or description,
 * sort, filter by chain or location in the Filters popup, preview an ad and open it, and reach ads
 * by id from the palette. The seed has no ads: one ad set with three ads is added to a seeded
 * campaign through the gateway's API (no campaign is added, so the campaign list's counts stay).
 */
const WORD = `Adline${Date.now().toString(36)}`;

const chainsOf = (...ids: string[]) => ({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(ids.map((id) => [id, true])) });

interface Built {
  campaignId: string;
  adSetId: string;
  ads: { alpha: string; bravo: string; charlie: string };
  chain: string;
  /** An M-Comm and a retail product catalog ad, named with CATALOG_WORD (out of WORD's searches). */
  catalogs: { mcomm: string; retail: string };
}

const CATALOG_WORD = `Catline${Date.now().toString(36)}`;

/** Seeded 'Campaign 50' (day 20 to day 55) gets an ad set with three ads; a chain is created for the filter. */
async function build(): Promise<Built> {
  const chain = await call<{ chain: { chain_id: string } }>('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: `${WORD} Grocer`, supports_online_store: false }, button_ids: [] });
  const page = await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/?campaignName=${encodeURIComponent(campaignName(50))}&limit=5`);
  const campaign = page.objects.find((c) => c.campaignName === campaignName(50))!;
  const order = await call<{ id: string; orderLineItems: { id: string }[] }>('GET', `/order/v1/insertionOrders/${(campaign.insertionOrderIds as string[])[0]}`);
  const sets = `/campaign/v1/campaigns/${campaign.id}/adsets/`;
  const adSet = await call('POST', sets, { name: `${WORD} set` });
  const product = await createProduct(campaign.id as string, `${WORD} Oats`);
  const ad = (name: string, fields: Record<string, unknown>) =>
    call('POST', `${sets}${adSet.id}/ads`, { name, insertionOrderId: order.id, orderLineItemId: order.orderLineItems[0]!.id, topicIds: [product], format: { '@type': 'ProductScanFormat', promotedProductId: product }, ...fields });
  const chainId = chain.chain.chain_id;
  const alpha = await ad(`${WORD} Alpha Cereal`, {
    description: 'Crunchy oats',
    awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } },
    constraints: [chainsOf(chainId), { '@type': 'DateRangeConstraint', startTimestamp: day(25), endTimestamp: day(40) }],
  });
  const bravo = await ad(`${WORD} Bravo Soda`, {
    description: 'A fizzy drink',
    awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 10 } },
    constraints: [chainsOf(seededChainId()), { '@type': 'LocationConstraint', locationIds: { '555': true } }],
  });
  const charlie = await ad(`${WORD} Charlie Chips`, { description: 'Salty and fizzy-free', constraints: [chainsOf(seededChainId())] });
  // Product catalog ads draw on a lookbook or M-Comm line item: an order of those joins the campaign.
  const lookbooks = await call<{ id: string; orderLineItems: { id: string }[] }>('POST', '/order/v1/insertionOrders/', {
    name: `${CATALOG_WORD} order`,
    companyId: (campaign.companyIds as string[])[0],
    orderLineItems: [{ orderLineItemType: 'PRODUCT_CATALOG_MCOMM', description: 'Catalogs', pricingModel: { '@type': 'FlatFee', amount: 100000, engagements: 1000 } }],
  });
  await call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { ...campaign, insertionOrderIds: [...(campaign.insertionOrderIds as string[]), lookbooks.id] }, { 'If-Match': `"${campaign.version}"` });
  const catalog = (name: string, productCatalogType: string) =>
    call('POST', `${sets}${adSet.id}/ads`, {
      name,
      insertionOrderId: lookbooks.id,
      orderLineItemId: lookbooks.orderLineItems[0]!.id,
      format: { '@type': 'ProductCatalogFormat', productCatalogType },
      constraints: [chainsOf(seededChainId())],
    });
  const mcomm = await catalog(`${CATALOG_WORD} Echo Aisle`, 'MCOMM');
  const retail = await catalog(`${CATALOG_WORD} Foxtrot Aisle`, 'RETAIL');
  return {
    campaignId: campaign.id,
    adSetId: adSet.id,
    ads: { alpha: alpha.id, bravo: bravo.id, charlie: charlie.id },
    chain: chainId,
    catalogs: { mcomm: mcomm.id, retail: retail.id },
  };
}

test.describe('ad browser', () => {
  let built: Built;
  test.beforeAll(async () => {
    built = await build();
  });

  test('search, sort and filter the ads, preview one and open it', async ({ portal, page }) => {
    test.setTimeout(90_000);
    await portal('/adBrowser');
    await expect(page.getByRole('heading', { name: 'Ad Browser', level: 1 })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Ad Browser' });
    // The first column holds the multi-selection's checkboxes (issue 28 §2).
    await expect(grid.getByRole('columnheader')).toHaveText(['', 'Name▲', 'Format↕', 'Kick Amount↕', 'Start Date', 'End Date']);

    // Name or description, case-insensitive, on the gateway; the term lands in the URL.
    await page.getByRole('searchbox', { name: 'Search by name' }).focus();
    await page.keyboard.type(WORD.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`q=${WORD.toUpperCase()}`));
    await expect(page.getByText(`3 results found for "${WORD.toUpperCase()}"`)).toBeVisible();
    const rows = grid.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(`${WORD} Alpha Cereal`);
    await expect(rows.nth(1)).toContainText('Product Scan50');
    await expect(rows.nth(3)).toContainText(`${WORD} Charlie Chips`);
    await expect(rows.nth(3).getByRole('gridcell')).toHaveText(['', `${WORD} Charlie Chips`, 'Product Scan', '-', '-', '-']);
    await expectAccessible(page);

    // Kick Amount sorts on the gateway: the ad without an award first.
    await grid.getByRole('button', { name: /Kick Amount/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=kickAmount/);
    await expect(rows.nth(1)).toContainText(`${WORD} Charlie Chips`);
    await expect(rows.nth(3)).toContainText(`${WORD} Alpha Cereal`);

    // The Filters popup: a chain from the chain service OR location ids, checked as typed.
    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/dialog=filters/);
    await expect(dialog.getByRole('combobox', { name: 'Chains' })).toBeFocused();
    await page.keyboard.type(`${WORD} Gro`);
    await expect(page.getByRole('option', { name: `${WORD} Grocer` })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // The pick clears the box and closes the list, so the chosen chain is seen at once.
    await expect(dialog.getByRole('combobox', { name: 'Chains' })).toHaveValue('');
    await expect(dialog.getByRole('grid', { name: 'Chosen Chains' })).toContainText(`${WORD} Grocer`);
    await dialog.getByRole('textbox', { name: 'Location Ids' }).focus();
    await page.keyboard.type('555, 5b');
    await expect(dialog.getByText('Only enter comma separated numbers')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect(dialog.getByText('Only enter comma separated numbers')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`chains=${built.chain}&locations=555`));
    await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`${WORD} Bravo Soda`);
    await expect(rows.nth(2)).toContainText(`${WORD} Alpha Cereal`);
    // With its badge the button still reads as it shows ('Filters 2'), and the active filters' tags.
    await expectAccessible(page);

    // j selects, the preview shows the ad with its campaign; Enter opens it.
    await rows.nth(1).focus();
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`selected=${built.ads.bravo}`));
    await page.keyboard.press('j');
    await expect(page).toHaveURL(new RegExp(`selected=${built.ads.alpha}`));
    const pane = page.getByRole('complementary', { name: 'Ad summary' });
    await expect(pane.getByRole('heading', { name: `${WORD} Alpha Cereal` })).toBeVisible();
    await expect(pane).toContainText('Crunchy oats');
    await expect(pane).toContainText(`${WORD} Grocer`);
    await expect(pane).toContainText(campaignName(50));
    await expect(pane).toContainText(`${WORD} set`);
    await expect(pane.getByRole('link', { name: 'Open campaign summary' })).toHaveAttribute('href', `/flightdeck/campaigns/view/${built.campaignId}`);
    await expectAccessible(page);
    // Enter opens the ad's edit page.
    await expect(pane.getByRole('link', { name: 'Edit ad' })).toBeVisible();
    await grid.getByRole('row', { selected: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${built.campaignId}/adsets/${built.adSetId}/ads/${built.ads.alpha}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`^Edit Ad: `), level: 1 })).toBeVisible();
  });

  test('the Filters popup finds any chain: 20 a page as the keys go down its list, how many match announced (issue 24 §2)', async ({ portal, page }) => {
    test.setTimeout(90_000);
    const tag = Date.now().toString(36);
    for (let i = 0; i < 45; i += 15) {
      await Promise.all(Array.from({ length: 15 }, (_, j) => call('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: `Picker Chain ${tag} ${String(i + j).padStart(3, '0')}`, supports_online_store: false }, button_ids: [] })));
    }
    await portal('/adBrowser?dialog=filters');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const chains = dialog.getByRole('combobox', { name: 'Chains' });
    await expect(chains).toBeFocused();
    await page.keyboard.type(`picker chain ${tag}`);
    await expect(announcer(page)).toHaveText('45 matches');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    expect(await list.getByRole('option').count()).toBeLessThan(45);
    await expectAccessible(page);
    const last = list.getByRole('option', { name: `Picker Chain ${tag} 044` });
    for (let i = 0; i < 120 && (await last.count()) === 0; i++) await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option')).toHaveCount(45);
    // Enter picks the option the keys went down to, one of the later pages.
    const active = page.locator(`[id="${await chains.getAttribute('aria-activedescendant')}"]`);
    const picked = (await active.textContent())!;
    expect(Number(picked.slice(-3))).toBeGreaterThanOrEqual(20);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('grid', { name: 'Chosen Chains' }).getByRole('row', { name: picked })).toBeVisible();
  });

  test('the Filters popup: the first Escape after typing in Chains closes the list, the second the popup, from the keyboard', async ({ portal, page }) => {
    await portal('/adBrowser?dialog=filters');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const chains = dialog.getByRole('combobox', { name: 'Chains' });
    await expect(chains).toBeFocused();
    await page.keyboard.type(`${WORD} Gro`);
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option', { name: `${WORD} Grocer` })).toBeVisible();
    // The open list hides the popup's other fields from screen readers: out of the Tab order too.
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
    await expect(chains).toHaveValue('');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialog=filters/);
  });

  test('the Filters popup narrows the ads by Start Date and End Date, kept in the URL and sent with the search', async ({ portal, page }) => {
    await portal(`/adBrowser?q=${WORD}`);
    const rows = page.getByRole('grid', { name: 'Ad Browser' }).getByRole('row');
    await expect(rows).toHaveCount(4);
    // A Pacific day `offset` days from now, as the date field reads it (MM/DD/YYYY).
    const pacific = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
    const isoOf = (shown: string) => `${shown.slice(6)}-${shown.slice(0, 2)}-${shown.slice(3, 5)}`;
    const typeDay = async (label: string, shown: string) => {
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: label }).getByRole('spinbutton').first().focus();
      await page.keyboard.type(shown.replace(/\D/g, ''));
    };
    const openFilters = async () => {
      await page.getByRole('button', { name: /^Filters/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    };

    // Alpha runs from day 25 to day 40; the others have no dates.
    await openFilters();
    const from = pacific(20);
    await typeDay('Start Date', from);
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${isoOf(from)}`));
    await expect(page.getByRole('button', { name: 'Filters, 1 active' })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`${WORD} Alpha Cereal`);

    // An end day before the start day is refused in the popup; one after it keeps Alpha.
    await openFilters();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await typeDay('End Date', pacific(10));
    await expect(dialog.getByText('The end date must not be before the start date')).toBeVisible();
    await dialog.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const to = pacific(45);
    await typeDay('End Date', to);
    await dialog.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${isoOf(from)}&to=${isoOf(to)}`));
    await expect(page.getByRole('button', { name: 'Filters, 2 active' })).toBeVisible();
    await expect(rows).toHaveCount(2);
  });

  test("a product catalog ad's format reads M-Comm Lookbook or Retail Lookbook, as in its preview", async ({ portal, page }) => {
    await portal(`/adBrowser?q=${CATALOG_WORD}`);
    const rows = page.getByRole('grid', { name: 'Ad Browser' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('gridcell').nth(2)).toHaveText('M-Comm Lookbook');
    await expect(rows.nth(2).getByRole('gridcell').nth(2)).toHaveText('Retail Lookbook');
  });

  test('the palette finds an ad by id, and jumps to one by id', async ({ portal, page }) => {
    await portal('/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    const palette = await openPalette(page, built.ads.bravo);
    const hit = palette.getByRole('option', { name: new RegExp(`${WORD} Bravo Soda`) });
    await expect(hit).toBeVisible();
    await expect(palette.getByRole('group', { name: 'Ads' })).toContainText(`${WORD} Bravo Soda`);
    for (let i = 0; i < 10 && (await hit.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${built.campaignId}/adsets/${built.adSetId}/ads/${built.ads.bravo}$`));

    // An unknown id says so and stays; a known one opens the ad.
    await openPalette(page, 'Jump to ad');
    await expect(page.getByRole('option', { name: /Jump to ad by id/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Type the ad id' })).toBeVisible();
    await page.keyboard.type('987654321');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad 987654321 not found')).toBeVisible();
    const before = page.url();
    await openPalette(page, 'Jump to ad');
    await expect(page.getByRole('option', { name: /Jump to ad by id/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await page.keyboard.type(built.ads.charlie);
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(before);
    await expect(page).toHaveURL(new RegExp(`ads/${built.ads.charlie}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`^Edit Ad: `), level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
});
