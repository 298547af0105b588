import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { call, CHAIN_LOGOS, cerealScan, createCampaign, createProduct, seededChainId, type Doc } from './api';
import { pacificDay, typeDate } from './date-entry';
import { pickBySearch } from './search-picker';

/**
 * Issue 26 §2, one journey per rule, keyboard only: every control is reached with Tab, Shift+Tab or
 * the arrow keys and worked with Enter, Space, Delete or typing; what is checked is what the page
 * says (the 'Missing values' summary, the fields' texts, Submit) and what the gateway stored.
 */

// ---- keyboard steps ----

/** Whether `target` holds the keyboard focus. */
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab with `back`) until `target` has focus: it fails when the control cannot be reached so. */
async function tabTo(page: Page, target: Locator, { back = false, max = 250 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await hasFocus(target)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** Types a date into the editor named `which`, reaching its month by Tab. */
const enterDate = (page: Page, which: string, offset: number) => typeDate(page, which, offset, (month) => tabTo(page, month));

/** Tabs to a text field and types into it, replacing what it held. */
async function typeIn(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Presses ArrowDown until `target` (an option, a row, a radio: a radio's choice follows its focus) has focus. */
async function arrowTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 60 && !(await hasFocus(target)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
}

/** Tabs to a button or link and presses Enter on it. */
async function press(page: Page, control: Locator, opts?: { back?: boolean }) {
  await tabTo(page, control, opts);
  await page.keyboard.press('Enter');
}

/** Follows a line of the 'Missing values' summary (a link above the form: Shift+Tab reaches it) to its field. */
async function followSummaryLine(page: Page, line: string, field: Locator) {
  await press(page, missingValues(page).getByRole('link', { name: line }), { back: true });
  await expect(field).toBeFocused();
}

// ---- the page ----

const missingValues = (page: Page) => page.getByRole('region', { name: 'Missing values' });
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

/** Submit waits while the summary lists `line`; without it, Submit takes the form. */
async function expectHeldBy(page: Page, line: string) {
  await expect(missingValues(page)).toContainText(line);
  await expect(submit(page)).toBeDisabled();
}

/** With nothing left in the summary, Submit is reached by Tab and saves the ad. */
async function submitAd(page: Page) {
  await expect(missingValues(page)).toHaveCount(0);
  await press(page, submit(page));
  await expect(page.getByText('Ad created successfully.')).toBeVisible();
}

/** The ads a gateway holds for an ad set. */
const adsOf = async (campaignId: string, adSetId: string) => (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaignId}/adsets/${adSetId}/ads?limit=50`)).objects;

// ---- data ----

const free = (type: string) => ({ orderLineItemType: type, description: `${type} line`, pricingModel: { '@type': 'FreePricingModel' } });
const flat = (type: string) => ({ orderLineItemType: type, description: `${type} line`, pricingModel: { '@type': 'FlatFee', amount: 100000, engagements: 1000 } });
const perEngagement = (type: string) => ({ orderLineItemType: type, description: `${type} line`, pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 2550 } });

/**
 * A fresh campaign (unique names: a retry starts anew) with an order of these line items and one
 * ad set, at the seeded chain unless other chains are given.
 */
async function campaignWith(label: string, lineItems: Record<string, unknown>[], { campaign = {}, chainIds = [seededChainId()] }: { campaign?: Record<string, unknown>; chainIds?: string[] } = {}) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const made = await createCampaign(
    { company: `${label} Co ${stamp}`, order: `${label} order`, campaign: `${label} campaign ${stamp}` },
    { order: { orderLineItems: lineItems }, campaign },
  );
  const adSet = await call('POST', `/campaign/v1/campaigns/${made.campaign.id}/adsets/`, { name: `${label} set`, constraints: [chainConstraint(chainIds)] });
  return { ...made, adSet };
}

const chainConstraint = (ids: readonly string[]) => ({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(ids.map((id) => [id, true])) });

/** An ad made through the API (what the journey's form links to or warns about). */
const createAd = (campaignId: string, adSetId: string, body: Record<string, unknown>) => call('POST', `/campaign/v1/campaigns/${campaignId}/adsets/${adSetId}/ads/`, body);

/** Opens a new ad of `type` (a line item type) in the ad set; the form's title says the format. */
async function openNewAd(page: Page, portal: (path?: string) => Promise<Page>, at: { campaign: Doc; adSet: Doc }, type: string, title: string) {
  await portal(`/campaigns/${at.campaign.id}/adsets/${at.adSet.id}/ads/new?type=${type}`);
  await expect(heading(page, `New ${title} ad in ${at.adSet.name}`)).toBeVisible({ timeout: 20_000 });
}

test.describe('ad rules (issue 26 §2), keyboard only', () => {
  const PRODUCT_FORMATS = [
    { radio: 'Scan', title: 'Product Scan', format: 'ProductScanFormat' },
    { radio: 'Receipt', title: 'Product Receipt', format: 'ProductReceiptFormat' },
    // a big scan also needs its dates (spec 2 §5)
    { radio: 'Big Scan', title: 'Big Scan', format: 'BigScanFormat', dated: true },
  ];
  for (const { radio, title, format, dated } of PRODUCT_FORMATS) {
    test(`1. a ${radio} ad waits for its promoted product: listed under 'Missing values', Submit held; once chosen, it saves`, async ({ portal, page }) => {
      test.setTimeout(120_000);
      const at = await campaignWith('Product', [perEngagement('SCAN'), free('PURCHASE_VALIDATION'), perEngagement('BIG_SCAN')]);
      const productId = await createProduct(at.campaign.id, 'Crunchy Oats');
      // the type picker: the arrow keys move the choice, Tab goes on to Continue
      await portal(`/campaigns/${at.campaign.id}/adsets/${at.adSet.id}/ads/new`);
      const types = page.getByRole('radiogroup', { name: 'Ad type' });
      await tabTo(page, types.getByRole('radio', { checked: true }));
      const wanted = types.getByRole('radio', { name: new RegExp(`^${radio}$`) });
      await arrowTo(page, wanted);
      await expect(wanted).toBeChecked();
      await press(page, page.getByRole('button', { name: 'Continue' }));
      await expect(heading(page, `New ${title} ad in ${at.adSet.name}`)).toBeVisible();

      await typeIn(page, page.getByRole('textbox', { name: 'Name' }), `Oats ${radio.toLowerCase()}`);
      await typeIn(page, page.getByRole('textbox', { name: 'Kicks' }), '40');
      if (dated) {
        await enterDate(page, 'Start Date', 2);
        await enterDate(page, 'End Date', 20);
      }
      await expectHeldBy(page, 'You must select a promoted product.');
      // the summary's line leads to the picker, where the product is found by name
      const product = page.getByRole('combobox', { name: 'Promoted Product' });
      await followSummaryLine(page, 'You must select a promoted product.', product);
      await pickBySearch(page, product, 'Crunchy Oats', 'crunchy');
      await expect(product).toHaveValue('Crunchy Oats');
      await submitAd(page);
      const [stored] = await adsOf(at.campaign.id, at.adSet.id);
      expect(stored).toMatchObject({ name: `Oats ${radio.toLowerCase()}`, format: { '@type': format, promotedProductId: productId } });
    });
  }

  test('2. a Retailer Category Award in a BRAND campaign says why it has no category to pick, and is held', async ({ portal, page }) => {
    test.setTimeout(90_000);
    const at = await campaignWith('Brand award', [flat('PRODUCT_CATALOG_MCOMM')]);
    await openNewAd(page, portal, at, 'PRODUCT_CATALOG_MCOMM', 'Retailer Category Award');
    const reason = 'This is a BRAND campaign: retailer categories can be created only in MCOMM campaigns, so a Retailer Category Award has no category to award here.';
    // in place of an empty select, the field says why
    await expect(page.getByRole('group', { name: 'Retailer Category' })).toHaveText(`Retailer Category${reason}`);
    await expect(page.getByRole('combobox', { name: 'Retailer Category' })).toHaveCount(0);
    await typeIn(page, page.getByRole('textbox', { name: 'Name' }), 'Aisle award');
    await expectHeldBy(page, 'You must select a retailer category.');
    // the summary's line leads to the reason
    await followSummaryLine(page, 'You must select a retailer category.', page.getByText(reason));
    expect(await adsOf(at.campaign.id, at.adSet.id)).toEqual([]);
  });

  test('2. a Retailer Category Award in an MCOMM campaign needs a category: none yet is said, one chosen saves', async ({ portal, page }) => {
    test.setTimeout(90_000);
    const at = await campaignWith('Mcomm award', [flat('PRODUCT_CATALOG_MCOMM')], { campaign: { category: 'MCOMM' } });
    await openNewAd(page, portal, at, 'PRODUCT_CATALOG_MCOMM', 'Retailer Category Award');
    await expect(page.getByRole('group', { name: 'Retailer Category' })).toContainText('This campaign has no retailer categories yet: add one on its Promoted Products page first.');

    const categoryId = (await call('POST', `/campaign/v1/campaigns/${at.campaign.id}/topics/`, { '@type': 'PromotedCategory', name: 'Snacks aisle', chainId: seededChainId(), kicksPerDollar: 5, includedCategories: ['grocery'] })).id;
    await openNewAd(page, portal, at, 'PRODUCT_CATALOG_MCOMM', 'Retailer Category Award');
    await typeIn(page, page.getByRole('textbox', { name: 'Name' }), 'Aisle award');
    await expectHeldBy(page, 'You must select a retailer category.');
    const category = page.getByRole('combobox', { name: 'Retailer Category' });
    await followSummaryLine(page, 'You must select a retailer category.', category);
    await pickBySearch(page, category, 'Snacks aisle', 'snacks');
    await submitAd(page);
    const [stored] = await adsOf(at.campaign.id, at.adSet.id);
    expect(stored).toMatchObject({ name: 'Aisle award', format: { '@type': 'McommRuleFormat', categoryId } });
  });

  test("3. a year past 2050 or of fewer than 4 digits is listed under 'Missing values', its line leads to the year, and Submit follows", async ({ portal, page }) => {
    test.setTimeout(120_000);
    const at = await campaignWith('Year', [perEngagement('SCAN')]);
    await createProduct(at.campaign.id, 'Crunchy Oats');
    await openNewAd(page, portal, at, 'SCAN', 'Product Scan');
    await typeIn(page, page.getByRole('textbox', { name: 'Name' }), 'Dated scan');
    const product = page.getByRole('combobox', { name: 'Promoted Product' });
    await tabTo(page, product);
    await pickBySearch(page, product, 'Crunchy Oats', 'crunchy');
    await enterDate(page, 'Start Date', 3);
    await typeIn(page, page.getByRole('textbox', { name: 'Kicks' }), '40');
    await expect(missingValues(page)).toHaveCount(0);
    await expect(submit(page)).toBeEnabled();

    const start = page.getByRole('group', { name: 'Start Date' });
    const year = page.getByRole('textbox', { name: 'Start Date Year' });
    const line = 'Start Date year: Enter a 4-digit year no later than 2050';
    for (const typed of ['2051', '205']) {
      await typeIn(page, year, typed);
      await expect(year).toHaveAttribute('aria-invalid', 'true');
      await expect(start).toContainText('Enter a 4-digit year no later than 2050');
      await expectHeldBy(page, line);
      await followSummaryLine(page, line, year);
    }
    // the line left focus at the year: the right one is typed over the wrong one
    const valid = pacificDay(3).year;
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(valid);
    await expect(year).not.toHaveAttribute('aria-invalid', 'true');
    await submitAd(page);
    const [stored] = await adsOf(at.campaign.id, at.adSet.id);
    expect(stored!.constraints).toContainEqual(expect.objectContaining({ '@type': 'DateRangeConstraint', startTimestamp: expect.stringContaining(valid) }));
  });

  test("4. taking a chain off an ad set warns of its ads' tapouts there: Cancel keeps the chains, Save anyway saves", async ({ portal, page }) => {
    test.setTimeout(120_000);
    const birch = `Birch Market ${Date.now().toString(36)}`;
    const birchId = (await call<{ chain: { chain_id: string } }>('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: birch, supports_online_store: false }, button_ids: [] })).chain.chain_id;
    const at = await campaignWith('Tapout', [perEngagement('BANNER')], { chainIds: [seededChainId(), birchId] });
    // a Nearby Tab banner whose tapout opens Birch Market's store details, a chain it runs at through its ad set
    await createAd(at.campaign.id, at.adSet.id, {
      name: 'Nearby banner',
      insertionOrderId: at.order.id,
      orderLineItemId: at.order.orderLineItems[0]!.id,
      format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId: birchId } }] },
    });
    const storedChains = async () => {
      const stored = await call<{ constraints: { '@type': string; chainIds?: Record<string, boolean> }[] }>('GET', `/campaign/v1/campaigns/${at.campaign.id}/adsets/${at.adSet.id}`);
      return Object.keys(stored.constraints.find((c) => c['@type'] === 'ChainConstraint')!.chainIds!).sort();
    };
    const both = [seededChainId(), birchId].sort();

    await portal(`/campaigns/${at.campaign.id}/adsets/${at.adSet.id}`);
    await expect(heading(page, 'Edit Ad Set')).toBeVisible({ timeout: 20_000 });
    const chosen = page.getByRole('grid', { name: 'Chosen Chains' });
    await expect(chosen.getByRole('row')).toHaveCount(2);
    await tabTo(page, chosen.getByRole('row').first());
    await arrowTo(page, chosen.getByRole('row', { name: birch }));
    await page.keyboard.press('Delete');
    await expect(chosen.getByRole('row')).toHaveCount(1);

    const warning = page.getByRole('dialog', { name: 'Tapouts at chains this ad set leaves out' });
    await press(page, submit(page));
    await expect(warning.getByRole('listitem')).toHaveText([`Nearby banner: Nearby Tab tapout at ${birch}`]);
    // focus starts on Cancel: Enter keeps the stored chains and the edit, and gives focus back to Submit
    await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(warning).toHaveCount(0);
    await expect(submit(page)).toBeFocused();
    await expect(chosen.getByRole('row')).toHaveCount(1);
    expect(await storedChains()).toEqual(both);

    await page.keyboard.press('Enter');
    await expect(warning).toBeVisible();
    await press(page, warning.getByRole('button', { name: 'Save anyway' }));
    await expect(page.getByText('Ad set successfully updated.')).toBeVisible();
    expect(await storedChains()).toEqual([seededChainId()]);
  });

  test("5. a bundle says 'Please create a minimum of two scans/receipts Ads…' only while fewer than two can be linked; then it asks to choose two", async ({ portal, page }) => {
    test.setTimeout(120_000);
    const at = await campaignWith('Bundle', [perEngagement('SCAN'), free('RECEIPT_BUNDLE')]);
    const productId = await createProduct(at.campaign.id, 'Crunchy Oats');
    const scan = (name: string) => createAd(at.campaign.id, at.adSet.id, { ...cerealScan(at.order, productId), name });
    const tooFew = 'Please create a minimum of two scans/receipts Ads to link together before creating a bundle';
    const chooseTwo = 'Choose at least two ads to link';
    const linkedAds = page.getByRole('button', { name: /Ads to link$/ });

    await scan('Cereal scan');
    await openNewAd(page, portal, at, 'RECEIPT_BUNDLE', 'Receipt Bundle');
    await expect(page.getByRole('alert').filter({ hasText: tooFew })).toBeVisible();
    await expectHeldBy(page, tooFew);
    await expect(linkedAds).toHaveCount(0);

    // with two scans the bundle asks for two of them, and no longer to create them
    await scan('Granola scan');
    await openNewAd(page, portal, at, 'RECEIPT_BUNDLE', 'Receipt Bundle');
    await typeIn(page, page.getByRole('textbox', { name: 'Name' }), 'Breakfast bundle');
    await typeIn(page, page.getByRole('textbox', { name: 'Kicks' }), '60');
    await expectHeldBy(page, chooseTwo);
    await expect(page.getByText(tooFew)).toHaveCount(0);
    await followSummaryLine(page, chooseTwo, linkedAds);
    await page.keyboard.press('Enter');
    for (const name of ['Cereal scan · Product Scan', 'Granola scan · Product Scan']) {
      await arrowTo(page, page.getByRole('option', { name }));
      await page.keyboard.press('Enter');
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid', { name: 'Chosen Ads to link' }).getByRole('row')).toHaveCount(2);
    await submitAd(page);
    const bundle = (await adsOf(at.campaign.id, at.adSet.id)).find((a) => a.name === 'Breakfast bundle');
    expect((bundle!.format as { adIds: string[] }).adIds).toHaveLength(2);
  });
});
