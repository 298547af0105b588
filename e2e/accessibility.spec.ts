import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, openPalette } from './fixtures';
import { call, createCampaign, createProduct, day, seededChainConstraint } from './api';
import { SEARCH_WORD, SEEDED_CHAIN } from './seed';

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

  /**
   * The record screens no other journey runs axe on: a campaign's budget step, the v2 ad set
   * routes, a retailer category's edit route, an order's page and the per-document change logs.
   * One fresh MCOMM campaign (built through the API, on the flag's campaign service version) with
   * its own company, order, ad set, ad and category. Its name sorts between 'Campaign 59' and
   * 'Harbor Campaign 00', so the campaign list's first rows by name stay as seeded.
   */
  test.describe('record screens', () => {
    const suffix = Date.now().toString(36);
    const names = {
      company: `Axe Routes Co ${suffix}`,
      order: `Axe Routes Order ${suffix}`,
      campaign: `Deck Axe Routes ${suffix}`,
      adSet: `Axe Routes set ${suffix}`,
      ad: `Axe Routes scan ${suffix}`,
      category: `Axe Routes aisle ${suffix}`,
    };
    let ids: { campaign: string; order: string; company: string; adSet: string; ad: string; product: string; category: string };

    test.beforeAll(async () => {
      const { campaignServiceVersion: version } = await call<{ campaignServiceVersion: string }>('GET', '/config/v1/flags');
      // A Lookbook line item beside the scans, for the lookbook form and the lookbook sheet upload.
      const orderLineItems = [
        { orderLineItemType: 'SCAN', description: 'Scans', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 2550 } },
        { orderLineItemType: 'CAROUSEL', description: 'Lookbooks', pricingModel: { '@type': 'FreePricingModel' } },
      ];
      const { company, order, campaign } = await createCampaign(names, { version, order: { orderLineItems }, campaign: { category: 'MCOMM' } });
      const campaigns = `/campaign/${version}/campaigns/`;
      const adSets = `${campaigns}${campaign.id}/adsets/`;
      // An MCOMM campaign's ads need chains on their ad set and a scan's maximum price. The chain is
      // the seeded one (as in the ads journeys): the gateway refuses chains it does not hold.
      const adSet = await call('POST', adSets, {
        name: names.adSet,
        constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-5), endTimestamp: day(20) }, seededChainConstraint()],
      });
      const product = await createProduct(campaign.id, `${names.ad} product`, version);
      const ad = await call('POST', `${adSets}${adSet.id}/ads`, {
        name: names.ad,
        insertionOrderId: order.id,
        orderLineItemId: order.orderLineItems[0]!.id,
        topicIds: [product],
        format: { '@type': 'ProductScanFormat', promotedProductId: product, legacy: { maxPriceInCents: 499 } },
        awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } },
      });
      const category = await call('POST', `${campaigns}${campaign.id}/topics/`, { '@type': 'PromotedCategory', name: names.category, includedCategories: ['Snacks'] });
      ids = { campaign: campaign.id, order: order.id, company: company.id, adSet: adSet.id, ad: ad.id, product, category: category.id };
    });

    /** A document's change log, loaded: the title, and the table holding the document's name. */
    const changelog = (name: string) => async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'Changelog Details', level: 1 })).toBeVisible();
      await expect(page.getByRole('grid', { name: 'Changes by field' })).toContainText(name);
    };

    const screens: { route: string; path: () => string; loaded: (page: Page) => Promise<void> }[] = [
      {
        route: '/campaigns/$campaignId/budget',
        path: () => `/campaigns/${ids.campaign}/budget`,
        loaded: async (page) => {
          await expect(page.getByRole('heading', { name: 'Campaign Budget', level: 1 })).toBeVisible();
          // The chosen order, by name once it is read; Save waits for every chosen order.
          await expect(page.getByRole('button', { name: `Remove ${names.order}` })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Save and Continue' })).toBeEnabled();
        },
      },
      {
        route: '/campaigns/$campaignId/adsets/v2/new',
        path: () => `/campaigns/${ids.campaign}/adsets/v2/new`,
        loaded: async (page) => {
          await expect(page.getByRole('heading', { name: 'Create Ad Set', level: 1 })).toBeVisible();
          await expect(page.getByRole('region', { name: 'Missing values' })).toContainText('Name is required');
        },
      },
      {
        route: '/campaigns/$campaignId/adsets/v2/$adSetId',
        path: () => `/campaigns/${ids.campaign}/adsets/v2/${ids.adSet}`,
        loaded: async (page) => {
          await expect(page.getByRole('heading', { name: 'Edit Ad Set', level: 1 })).toBeVisible();
          await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(names.adSet);
          // The stored chain constraint, as a chosen chain (by its name, from the chain service).
          await expect(page.getByRole('button', { name: `Remove ${SEEDED_CHAIN}` })).toBeVisible();
        },
      },
      {
        route: '/campaigns/$campaignId/categories/$topicId',
        path: () => `/campaigns/${ids.campaign}/categories/${ids.category}`,
        loaded: async (page) => {
          await expect(page.getByRole('heading', { name: `Edit Retailer Category: ${names.category}`, level: 1 })).toBeVisible();
          await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(names.category);
          // The stored included category, as an entered tag.
          await expect(page.getByRole('grid', { name: 'Included Categories entered' })).toContainText('Snacks');
        },
      },
      {
        route: '/orders/$orderId',
        path: () => `/orders/${ids.order}`,
        loaded: async (page) => {
          await expect(page.getByRole('heading', { name: `Edit Insertion Order: ${names.order}`, level: 1 })).toBeVisible();
          await expect(page.getByRole('combobox', { name: /Company/ })).toHaveValue(names.company);
        },
      },
      { route: '/history/campaigns/$campaignId/', path: () => `/history/campaigns/${ids.campaign}/`, loaded: changelog(names.campaign) },
      { route: '/history/campaigns/$campaignId/adsets/$adSetId/', path: () => `/history/campaigns/${ids.campaign}/adsets/${ids.adSet}/`, loaded: changelog(names.adSet) },
      {
        route: '/history/campaigns/$campaignId/adsets/$adSetId/ads/$adId',
        path: () => `/history/campaigns/${ids.campaign}/adsets/${ids.adSet}/ads/${ids.ad}`,
        loaded: changelog(names.ad),
      },
      { route: '/history/campaigns/$campaignId/topics/$topicId', path: () => `/history/campaigns/${ids.campaign}/topics/${ids.category}`, loaded: changelog(names.category) },
    ];

    test("the category's chain suggestions: open, nothing hidden from screen readers can take focus; Escape closes them", async ({ portal, page }) => {
      await portal(`/campaigns/${ids.campaign}/categories/${ids.category}`);
      await screens.find((s) => s.route.endsWith('categories/$topicId'))!.loaded(page);
      const chain = page.getByRole('combobox', { name: /^Chain/ });
      await chain.focus();
      await page.keyboard.type(SEEDED_CHAIN.slice(0, 5));
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option', { name: SEEDED_CHAIN })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
      await expect(chain).toBeFocused();
      // Open again, Tab leaves the box for the next field: the page is no longer held inert.
      await page.keyboard.type(SEEDED_CHAIN.slice(0, 5));
      await expect(list.getByRole('option', { name: SEEDED_CHAIN })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(list).toHaveCount(0);
      // (by role: what is hidden from screen readers is not found)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns', exact: true })).toBeVisible();
      await expect(page.locator('main :focus')).toHaveCount(1);
      await expect(chain).not.toBeFocused();
    });

    test("a record picker's list (the campaign form's Companies): open, nothing hidden from screen readers can take focus; Escape closes it", async ({ portal, page }) => {
      await portal(`/campaigns/${ids.campaign}`);
      await expect(page.getByRole('heading', { name: `Edit Campaign: ${names.campaign}`, level: 1 })).toBeVisible();
      const box = page.getByRole('combobox', { name: 'Companies' });
      await box.focus();
      await page.keyboard.type('Acme');
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option', { name: 'Acme Foods' })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');
      // (by role: what is hidden from screen readers is not found)
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns', exact: true })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(box).not.toBeFocused();
      await expect(page.locator('main :focus')).toHaveCount(1);
    });

    test("the ad form's 'Add more fields' popup: each field option named by all it shows", async ({ portal, page }) => {
      await portal(`/campaigns/${ids.campaign}/adsets/${ids.adSet}/ads/${ids.ad}`);
      await expect(page.getByRole('heading', { name: /^Edit Ad: /, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Add more fields' }).focus();
      await page.keyboard.press('Enter');
      const popup = page.getByRole('dialog', { name: 'Add more fields' });
      // A loaded definition with a description, read by its name and then its description.
      await expect(popup.getByRole('option', { name: 'Has a linked card The shopper has linked a payment card' })).toBeVisible();
      await expectAccessible(page);
    });

    /** Focuses a control and presses Enter on it, as a keyboard user opens what it opens. */
    const enter = async (page: Page, control: Locator) => {
      await control.focus();
      await page.keyboard.press('Enter');
    };

    test.describe('open dialogs', () => {
      // several screens and axe passes each, on a shared two-core machine
      test.describe.configure({ timeout: 120_000 });
      const LOAD = { timeout: 30_000 };
      test("the ad set screen's: delete an ad, delete the ad set, upload a lookbook sheet", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}/adsets?selected=${ids.adSet}`);
        const section = page.getByRole('complementary', { name: 'Ad set' });
        await expect(section.getByRole('heading', { name: names.adSet })).toBeVisible(LOAD);

        await enter(page, section.getByRole('button', { name: `Delete ad ${names.ad}` }));
        const deleteAd = page.getByRole('alertdialog', { name: 'Delete this ad?' });
        await expect(deleteAd).toContainText(`"${names.ad}" will be deleted.`);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(deleteAd).toHaveCount(0);

        await enter(page, section.getByRole('button', { name: `Delete ${names.adSet}` }));
        const deleteSet = page.getByRole('alertdialog', { name: 'Delete this ad set?' });
        await expect(deleteSet).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(deleteSet).toHaveCount(0);

        await enter(page, section.getByRole('button', { name: `Upload lookbook sheet to ${names.adSet}` }));
        const upload = page.getByRole('dialog', { name: `Upload lookbook sheet: ${names.adSet}` });
        await expect(upload).toContainText('Columns: name, description, imageUrl');
        // Taxonomy node is required: none is shown chosen (no 'None' it would then refuse)
        await expect(upload.getByRole('button', { name: /Taxonomy node/ })).toContainText('Select…');
        // Upload with nothing chosen: each field's message names it as it is labelled, never by its key
        await enter(page, upload.getByRole('button', { name: 'Upload' }));
        for (const label of ['Insertion order', 'Order line item', 'Story group', 'Taxonomy node', 'Story type']) {
          await expect(upload).toContainText(`${label} is required`);
        }
        await expect(upload).not.toContainText('Id is required');
        await expectAccessible(page);
      });

      test("the ad form: a frequency of 'x' is marked invalid, its message attached, and listed by its field as a link to it", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}/adsets/${ids.adSet}/ads/${ids.ad}`);
        await expect(page.getByRole('heading', { name: /^Edit Ad: /, level: 1 })).toBeVisible(LOAD);
        const field = page.getByRole('group', { name: 'Frequency' }).getByRole('textbox', { name: 'Engagements per user' });
        await field.focus();
        await page.keyboard.type('x');
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(/Must be a number/);
        const line = page.getByRole('region', { name: 'Missing values' }).getByRole('link', { name: 'Engagements per user: Must be a number' });
        await expect(line).toBeVisible();
        await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
        await expectAccessible(page);
        await enter(page, line);
        await expect(field).toBeFocused();
      });

      test("a palette jump to a campaign, an ad, an order or a company puts focus on the record's heading: keyboard only", async ({ portal, page }) => {
        await portal('/campaigns');
        await expect(page.getByText(/results found/)).toBeVisible(LOAD);
        const palette = await openPalette(page, names.campaign);
        await expect(palette.getByRole('option', { name: new RegExp(names.campaign) })).toHaveAttribute('aria-selected', 'true', LOAD);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: names.campaign, level: 1 })).toBeFocused(LOAD);

        await openPalette(page, ids.ad);
        const hit = page.getByRole('option', { name: new RegExp(names.ad) });
        await expect(hit).toBeVisible(LOAD);
        for (let i = 0; i < 10 && (await hit.getAttribute('aria-selected')) !== 'true'; i++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: /^Edit Ad: /, level: 1 })).toBeFocused(LOAD);

        for (const name of [names.order, names.company]) {
          const found = await openPalette(page, name);
          await expect(found.getByRole('option', { name: new RegExp(name) })).toHaveAttribute('aria-selected', 'true', LOAD);
          await page.keyboard.press('Enter');
          await expect(page.getByRole('heading', { name: new RegExp(name), level: 1 })).toBeFocused(LOAD);
        }
      });

      test("a link to an ad set's or a promoted product's form opens with focus on the record's heading; a create form's title does not take it", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}/adsets/${ids.adSet}`);
        await expect(page.getByRole('heading', { name: 'Edit Ad Set', level: 1 })).toBeFocused(LOAD);
        await portal(`/campaigns/${ids.campaign}/topics/${ids.product}`);
        await expect(page.getByRole('heading', { name: /^Edit Promoted Product/, level: 1 })).toBeFocused(LOAD);
        await portal('/companies/new');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
        await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
      });

      test("an ad's clone wizard, each step, and the step's picker open", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}/adsets?selected=${ids.adSet}`);
        const section = page.getByRole('complementary', { name: 'Ad set' });
        await enter(page, section.getByRole('button', { name: `Clone ad ${names.ad}` }));
        const clone = page.getByRole('dialog', { name: `Clone ad: ${names.ad}` });
        await expect(clone.getByRole('heading', { name: /^Step 1 of \d: Confirm$/ })).toBeVisible();
        await expectAccessible(page);
        await enter(page, clone.getByRole('button', { name: 'Next' }));
        await expect(clone.getByRole('heading', { name: /^Step 2 of \d: Promoted Product$/ })).toBeFocused();
        await expectAccessible(page);
        // the step's picker, its list open
        await clone.getByRole('combobox', { name: 'Promoted Product' }).focus();
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('listbox').getByRole('option', { name: `${names.ad} product` })).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('listbox')).toHaveCount(0);
        await enter(page, clone.getByRole('button', { name: 'Next' }));
        await expect(clone.getByRole('heading', { name: /^Step 3 of \d: Description$/ })).toBeFocused();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(clone).toHaveCount(0);
      });

      test("the lookbook form's 'Select story card type' and its dates' calendar", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}/adsets/${ids.adSet}/ads/new?type=CAROUSEL`);
        await expect(page.getByRole('heading', { name: /^New .* ad in /, level: 1 })).toBeVisible(LOAD);
        await enter(page, page.getByRole('button', { name: 'Add story card' }));
        const types = page.getByRole('dialog', { name: 'Select story card type' });
        await expect(types.getByRole('radio', { name: /\(recommended\)$/ })).toBeChecked();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(types).toHaveCount(0);

        await enter(page, page.getByRole('button', { name: 'Start Date Calendar' }).first());
        await expect(page.getByRole('dialog', { name: 'Start Date Calendar' }).getByRole('grid')).toBeVisible();
        await expectAccessible(page);
      });

      test("the promoted product's rich-text link popover, and the products list's clone and delete confirmations", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}/topics/${ids.product}`);
        const editor = page.getByRole('textbox', { name: 'Additional Details' });
        await editor.focus();
        await page.keyboard.type('Offer');
        await page.keyboard.press('Shift+Home');
        await page.getByRole('toolbar').getByRole('button', { name: 'Link' }).click();
        const link = page.getByRole('dialog', { name: 'Link' });
        await expect(link.getByRole('textbox', { name: /URL/ })).toBeFocused();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(link).toHaveCount(0);

        await portal(`/campaigns/${ids.campaign}/topics?selected=${ids.product}`);
        const pane = page.getByRole('heading', { name: `${names.ad} product`, level: 2 }).locator('..');
        await enter(page, pane.getByRole('button', { name: 'Clone' }));
        const clone = page.getByRole('dialog', { name: 'Clone this promoted product?' });
        await expect(clone).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(clone).toHaveCount(0);
        await enter(page, pane.getByRole('button', { name: 'Delete' }));
        const remove = page.getByRole('alertdialog', { name: 'Delete this promoted product?' });
        await expect(remove).toBeVisible();
        await expectAccessible(page);
      });

      test("the order and company lists' delete confirmations", async ({ portal, page }) => {
        await portal(`/orders?q=${encodeURIComponent(names.order)}&selected=${ids.order}`);
        await enter(page, page.getByRole('complementary', { name: 'Insertion order summary' }).getByRole('button', { name: 'Delete order' }));
        const order = page.getByRole('alertdialog', { name: 'Delete insertion order?' });
        await expect(order).toContainText(names.order);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(order).toHaveCount(0);

        await portal(`/companies?q=${encodeURIComponent(names.company)}&selected=${ids.company}`);
        await enter(page, page.getByRole('complementary', { name: /Company summary/ }).getByRole('button', { name: 'Delete company' }));
        const company = page.getByRole('alertdialog');
        await expect(company).toContainText(names.company);
        await expectAccessible(page);
      });

      test("the change log search's calendar", async ({ portal, page }) => {
        await portal('/history');
        await enter(page, page.getByRole('button', { name: /^Calendar Min date/ }));
        await expect(page.getByRole('dialog', { name: 'Min date' }).getByRole('grid')).toBeVisible(LOAD);
        await expectAccessible(page);
      });

      test("an order line item's date and time picker", async ({ portal, page }) => {
        await portal('/orders/new');
        await enter(page, page.getByRole('button', { name: 'Add Order Line Item' }));
        const popup = page.getByRole('dialog', { name: 'Add Order Line Item' });
        await enter(page, popup.getByRole('button', { name: /^Choose Start/ }));
        await expect(page.getByRole('dialog', { name: /^Start/ }).getByRole('grid')).toBeVisible(LOAD);
        await expectAccessible(page);
      });

      test("the campaign form's start date calendar", async ({ portal, page }) => {
        await portal(`/campaigns/${ids.campaign}`);
        await enter(page, page.getByRole('button', { name: 'Start Date Calendar' }));
        await expect(page.getByRole('dialog', { name: 'Start Date Calendar' }).getByRole('grid')).toBeVisible(LOAD);
        await expectAccessible(page);
      });

      test("the list header's Views popup and the palette's Keyboard preferences", async ({ portal, page }) => {
        await portal('/campaigns');
        await expect(page.getByText(/results found/)).toBeVisible();
        await enter(page, page.getByRole('button', { name: 'Views' }));
        const views = page.getByRole('dialog', { name: 'Views' });
        await expect(views).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(views).toHaveCount(0);

        await openPalette(page, 'Keyboard preferences');
        await expect(page.getByRole('option', { name: /Keyboard preferences/ })).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'Keyboard preferences' })).toBeVisible();
        await expectAccessible(page);
      });
    });

    // The other screens of the three specs, once loaded (a level-1 title, nothing loading).
    const more: [string, () => string][] = [
      ['/orders', () => '/orders'],
      ['/orders/new', () => '/orders/new'],
      ['/companies', () => '/companies'],
      ['/companies/new', () => '/companies/new'],
      ['/chains', () => '/chains'],
      ['/chains/new', () => '/chains/new'],
      ['/adBrowser', () => '/adBrowser'],
      ['/history', () => '/history'],
      ['/campaigns/new', () => '/campaigns/new'],
      ['/campaigns/view/$campaignId', () => `/campaigns/view/${ids.campaign}`],
      ['/campaigns/$campaignId', () => `/campaigns/${ids.campaign}`],
      ['/campaigns/$campaignId/adsets', () => `/campaigns/${ids.campaign}/adsets`],
      ['/campaigns/$campaignId/topics', () => `/campaigns/${ids.campaign}/topics`],
      ['/campaigns/$campaignId/categories/new', () => `/campaigns/${ids.campaign}/categories/new`],
      ['/campaigns/$campaignId/adsets/$adSetId/ads/new', () => `/campaigns/${ids.campaign}/adsets/${ids.adSet}/ads/new`],
      ['/campaigns/$campaignId/adsets/$adSetId/ads/$adId', () => `/campaigns/${ids.campaign}/adsets/${ids.adSet}/ads/${ids.ad}`],
    ];
    for (const [route, path] of more) {
      test(`route ${route}`, async ({ portal, page }) => {
        await portal(path());
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.loading-indicator')).toHaveCount(0);
        await expectAccessible(page);
      });
    }

    for (const screen of screens) {
      test(`route ${screen.route}`, async ({ portal, page }) => {
        await portal(screen.path());
        await screen.loaded(page);
        await expectAccessible(page);
      });
    }
  });
});
