import type { Page } from '@playwright/test';
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
    let ids: { campaign: string; order: string; adSet: string; ad: string; category: string };

    test.beforeAll(async () => {
      const { campaignServiceVersion: version } = await call<{ campaignServiceVersion: string }>('GET', '/config/v1/flags');
      const { order, campaign } = await createCampaign(names, { version, campaign: { category: 'MCOMM' } });
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
      ids = { campaign: campaign.id, order: order.id, adSet: adSet.id, ad: ad.id, category: category.id };
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
