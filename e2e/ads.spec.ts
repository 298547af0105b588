import { expect, expectAccessible, test } from './fixtures';
import { call, CHAIN_LOGOS, createCampaign, createProduct, seededChainConstraint, type Doc } from './api';
import { typeDate } from './date-entry';
import { pickBySearch } from './search-picker';

/**
 * The ad form on a campaign global setup seeded ('Campaign 45', days 15 to 50, one order with one
 * SCAN line item): the type picker, a new scan ad, then editing it. Keyboard only.
 */

/** The seeded campaign with one fresh ad set at the seeded chain (a retry starts from the same state). */
async function campaignWithAdSet(name: string) {
  const page = await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/?campaignName=${encodeURIComponent(name)}&limit=5`);
  const campaign = page.objects.find((c) => c.campaignName === name)!;
  const sets = `/campaign/v1/campaigns/${campaign.id}/adsets/`;
  for (const s of (await call<{ objects: Doc[] }>('GET', `${sets}?limit=200`)).objects) await call('DELETE', `${sets}${s.id}`, undefined, { 'If-Match': `"${s.version}"` });
  const adSet = await call('POST', sets, { name: 'Aisle set', constraints: [seededChainConstraint()] });
  return { campaign, adSet };
}

test.describe('ads', () => {
  test('pick a type, create a scan ad, then edit it from its ad set', async ({ portal, page }) => {
    test.setTimeout(90_000);
    const { campaign, adSet } = await campaignWithAdSet('Campaign 45');
    await createProduct(campaign.id, 'Crunchy Oats');
    await portal(`/campaigns/${campaign.id}/adsets/${adSet.id}/ads/new`);
    await expect(page.getByRole('heading', { name: 'Create Ad', level: 1 })).toBeVisible();

    // Only the budget's line item types can be picked; the others say why.
    const types = page.getByRole('radiogroup', { name: 'Ad type' });
    await expect(types.getByRole('radio', { name: /^Banner/ })).toBeDisabled();
    await expect(types).toContainText('No valid order line item that matches to Banner has been found in campaign budget');
    const scan = types.getByRole('radio', { name: /^Scan$/ });
    await expect(scan).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/type=SCAN/);
    await expect(page.getByRole('heading', { name: 'New Product Scan ad in Aisle set', level: 1 })).toBeVisible();

    // The campaign's single order and line item are filled in; name and Kicks are still missing.
    const missing = page.getByRole('region', { name: 'Missing values' });
    await expect(missing).toContainText('Name is required');
    await expect(missing).toContainText('Kicks amount must be a positive whole number');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('button', { name: /Insertion Order/ })).toContainText('Acme Spring Order');
    await expect(page.getByRole('button', { name: /Order Line Item/ })).toContainText('Scan');

    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Cereal scan');
    await page.getByRole('textbox', { name: 'Kicks' }).focus();
    await page.keyboard.type('25');
    // spec 2: a scan names the promoted product it is for
    await expect(missing).toContainText('You must select a promoted product.');
    // the picker finds the campaign's product by name, however many the campaign has
    const product = page.getByRole('combobox', { name: 'Promoted Product' });
    await product.focus();
    await pickBySearch(page, product, 'Crunchy Oats', 'crunchy');
    await expect(product).toHaveValue('Crunchy Oats');
    // The scan limits go together: one without the other is refused until both are set.
    await page.getByRole('textbox', { name: 'Max scans per location' }).focus();
    await page.keyboard.type('3');
    await expect(missing).toContainText('Max scans per location and rollover time are both required once either is set');
    await page.getByRole('textbox', { name: 'Rollover time per location (hours)' }).focus();
    await page.keyboard.type('4');
    await expect(missing).toContainText('Rollover time must be at least 6 hours');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('12');
    await expect(missing).toHaveCount(0);
    await expectAccessible(page);

    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad created successfully.')).toBeVisible();
    // spec 2: the ad set list opens a second after the save.
    await expect(page).toHaveURL(new RegExp(`/campaigns/${campaign.id}/adsets\\?selected=${adSet.id}`));
    const section = page.getByRole('complementary', { name: 'Ad set' });
    const ads = section.getByRole('table', { name: 'Ads of Aisle set' });
    await expect(ads.getByRole('row').nth(1)).toContainText('Cereal scan');
    await expect(ads.getByRole('row').nth(1)).toContainText('25');

    // The ad's link opens its edit page with what was saved.
    await ads.getByRole('link', { name: /Cereal scan/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Edit Ad: Crunchy Oats in Aisle set', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Kicks' })).toHaveValue('25');
    await expect(page.getByRole('textbox', { name: 'Rollover time per location (hours)' })).toHaveValue('12');
    await page.getByRole('textbox', { name: 'Kicks' }).focus();
    await page.keyboard.press('End');
    await page.keyboard.type('0');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad updated successfully.')).toBeVisible();
    await expect(ads.getByRole('row').nth(1)).toContainText('250');
    const [stored] = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/adsets/${adSet.id}/ads`)).objects;
    expect(stored).toMatchObject({ name: 'Cereal scan', version: 2, awards: { COMPLETED: { amount: 250 } }, format: { maxScansPerLocation: 3, rolloverTimePerLocation: 12 } });
  });

  test('every ad type the budget allows opens its form with no serious accessibility violation', async ({ portal, page }) => {
    test.setTimeout(180_000);
    const { campaign, adSet } = await campaignWithAdSet('Campaign 47');
    const company = await call('POST', '/company/v1/companies/', { name: `Every Format Foods ${Date.now().toString(36)}` });
    const free = (type: string) => ({ orderLineItemType: type, description: `${type} line`, pricingModel: { '@type': 'FreePricingModel' } });
    const order = await call('POST', '/order/v1/insertionOrders/', {
      name: `Every format order ${Date.now().toString(36)}`,
      companyId: company.id,
      orderLineItems: [
        ...['WALK_IN', 'CAROUSEL', 'PURCHASE_VALIDATION', 'VIDEO', 'LINKED_CARD', 'RECEIPT_BUNDLE', 'SHELF_IMAGE', 'K4RR', 'EMAIL', 'INSTANT_SURPRISE', 'VIDEO_PROGRAMMATIC'].map(free),
        { orderLineItemType: 'BANNER', description: 'Banners', pricingModel: { '@type': 'FlatFee', amount: 100000, engagements: 1000 } },
        { orderLineItemType: 'BIG_SCAN', description: 'Big scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 100, amount: 5000 } },
        { orderLineItemType: 'PRODUCT_CATALOG_MCOMM', description: 'Retailer categories', pricingModel: { '@type': 'FlatFee', amount: 100000, engagements: 1000 } },
      ],
    });
    await call('PUT', `/campaign/v1/campaigns/${campaign.id}`, { ...campaign, insertionOrderIds: [...(campaign.insertionOrderIds as string[]), order.id] }, { 'If-Match': `"${campaign.version}"` });
    const types = [
      'SCAN', 'BANNER', 'BIG_SCAN', 'WALK_IN', 'CAROUSEL', 'PURCHASE_VALIDATION', 'VIDEO', 'VIDEO_PROGRAMMATIC', 'LINKED_CARD', 'RECEIPT_BUNDLE',
      'SHELF_IMAGE', 'K4RR', 'EMAIL', 'INSTANT_SURPRISE', 'PRODUCT_CATALOG_MCOMM',
    ];
    for (const type of types) {
      await portal(`/campaigns/${campaign.id}/adsets/${adSet.id}/ads/new?type=${type}`);
      await expect(page.getByRole('heading', { name: /^New .* ad in Aisle set$/, level: 1 }), type).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('a new linked card takes its per-user limits per Month, Week and Day; reopened, they show read-only', async ({ portal, page }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const { campaign } = await createCampaign(
      { company: `Card Co ${stamp}`, order: 'Card order', campaign: `Card campaign ${stamp}` },
      { order: { orderLineItems: [{ orderLineItemType: 'LINKED_CARD', description: 'Cards', pricingModel: { '@type': 'FreePricingModel' } }] } },
    );
    const chain = `Visa Grocer ${stamp}`;
    await call('POST', '/chain/v1/chains', { chain: { ...CHAIN_LOGOS, name: chain, supports_online_store: false, loyalty_program_ids: ['VISA'] }, button_ids: [] });
    const adSet = await call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets/`, { name: 'Card set' });
    await portal(`/campaigns/${campaign.id}/adsets/${adSet.id}/ads/new?type=LINKED_CARD`);
    await expect(page.getByRole('heading', { name: /^New Linked Card ad in Card set/, level: 1 })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Card offer');
    await page.getByRole('combobox', { name: /Add a chain/ }).focus();
    await page.keyboard.type(chain);
    await expect(page.getByRole('option', { name: chain })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid', { name: 'Chosen Chains' })).toContainText(chain);
    await typeDate(page, 'Start Date', 3);
    await page.getByRole('textbox', { name: /^Kicks per transaction/ }).focus();
    await page.keyboard.type('5');

    // The limits start at 6, 4 and 2; this card allows 3 a week and 1 a day.
    const limit = (period: string) => page.getByRole('textbox', { name: new RegExp(`^Limit per ${period}`) });
    await expect(limit('Month')).toHaveValue('6');
    for (const [period, value] of [['Week', '3'], ['Day', '1']] as const) {
      await limit(period).focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
    }
    await expect(page.getByRole('region', { name: 'Missing values' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad created successfully.')).toBeVisible();

    // Reopened from its ad set, the saved card shows its limits, read-only.
    const ads = page.getByRole('complementary', { name: 'Ad set' }).getByRole('table', { name: 'Ads of Card set' });
    await ads.getByRole('link', { name: 'Card offer' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Edit Ad: Card offer in Card set/, level: 1 })).toBeVisible();
    for (const [period, value] of [['Month', '6'], ['Week', '3'], ['Day', '1']] as const) {
      await expect(limit(period)).toHaveValue(value);
      await expect(limit(period)).toHaveAttribute('readonly', '');
    }
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectAccessible(page);
  });
});
