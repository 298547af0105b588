import { expect, expectAccessible, test, openPalette } from './fixtures';
import { call, cerealScan, createCampaign, day, launchSet } from './api';

/**
 * The campaign summary of a campaign built through the API (an order, an ad set, ads, a promoted
 * product), and the mapping status popup driven by real tasks: the campaign is saved through
 * /campaign/v3/, so the gateway builds its task tree and the worker runs it.
 */

interface Built {
  campaignId: string;
  adSetId: string;
}

/** A v3 campaign with one ad set; `orphan` adds an ad without an order line item, whose mapping fails. */
async function buildCampaign(label: string, orphan: boolean): Promise<Built> {
  const suffix = `${label} ${Date.now().toString(36)}`;
  const { order, campaign } = await createCampaign(
    { company: `Summary Co ${suffix}`, order: `Summary Order ${suffix}`, campaign: `Summary ${suffix}` },
    { order: { description: 'Spring scans', url: 'https://salesforce.example/order/1' } },
  );
  const adSets = `/campaign/v3/campaigns/${campaign.id}/adsets/`;
  const adSet = await call('POST', adSets, launchSet());
  // the scans' promoted product (they name one) is the campaign's only one
  const product = (await call('POST', `/campaign/v3/campaigns/${campaign.id}/topics/`, { '@type': 'PromotedProduct', name: 'Crunchy Oats', barcodes: [{ barcode: '012345678905' }] })).id;
  await call('POST', `${adSets}${adSet.id}/ads`, cerealScan(order, product));
  if (orphan) {
    await call('POST', `${adSets}${adSet.id}/ads`, {
      name: 'Orphan scan',
      topicIds: [product],
      format: { '@type': 'ProductScanFormat', promotedProductId: product },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 10 } },
      constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(2), endTimestamp: day(9) }],
    });
  }
  // Saving through v3 builds the mapping tree from what the campaign now holds; the worker runs it.
  const current = await call('GET', `/campaign/v3/campaigns/${campaign.id}`);
  await call('PUT', `/campaign/v3/campaigns/${campaign.id}`, current, { 'If-Match': `"${current.version}"` });
  return { campaignId: campaign.id, adSetId: adSet.id };
}

test.describe('campaign summary', () => {
  test('shows the campaign, its order, promoted products, ad sets with ads and the flight timeline', async ({ portal, page }) => {
    const built = await buildCampaign('view', true);
    await portal(`/campaigns/view/${built.campaignId}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Summary view/ })).toBeVisible();
    await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Campaign' })).toHaveAttribute('href', `/flightdeck/campaigns/${built.campaignId}`);
    const order = page.getByRole('region', { name: /^Summary Order view/ });
    await expect(order.getByRole('cell', { name: '$25.50' })).toBeVisible();
    await expect(order.getByText(/^Summary Co view/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Promoted Products' }).getByRole('link', { name: 'Crunchy Oats' })).toBeVisible();
    const set = page.getByRole('region', { name: 'Launch set' });
    await expect(set.getByRole('link', { name: 'Cereal scan' })).toHaveAttribute('href', new RegExp(`/campaigns/${built.campaignId}/adsets/${built.adSetId}/ads/`));
    await expect(set.getByRole('row')).toHaveCount(3);
    await expect(set.getByText('Upcoming')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ads by effective dates' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
  });

  test('mapping status: failed tasks with their error, retry by keyboard, then failed again', async ({ portal, page }) => {
    const built = await buildCampaign('failing', true);
    await portal(`/campaigns/view/${built.campaignId}`);
    const button = page.getByRole('button', { name: /^Mapping status/ });
    await expect(button).toContainText('Tasks failed', { timeout: 20_000 });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mapping status' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/mapping=open/);
    await expect(dialog.getByRole('columnheader')).toHaveText(['Name', 'Status', 'Type', 'Action', 'Last updated']);
    await expect(dialog.locator('.mapping-banner')).toContainText('Tasks failed');
    const failed = dialog.getByRole('button', { name: /FAILURE\. Error: Ad "Orphan scan" has no order line item/ });
    await failed.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Error: Ad "Orphan scan" has no order line item');
    await expect(dialog.getByRole('link', { name: 'Launch set' })).toBeVisible();
    // Last updated as spec 1 §9 writes it ('MMM DD, YYYY h:mm:ss a'), 'am'/'pm' as in the changelog.
    await expect(dialog.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2}:\d{2} [ap]m$/).first()).toBeVisible();
    await expectAccessible(page);

    const retry = dialog.getByRole('button', { name: 'Retry tasks' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(/sent back for mapping/)).toBeVisible();
    // the worker runs the tasks again and they fail again: the stream brings every step
    await expect(dialog.locator('.mapping-banner')).toContainText('Tasks failed', { timeout: 20_000 });
    await expect(retry).toBeEnabled();
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(retry).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('mapping status: a campaign whose tasks all succeed says Tasks completed; the palette opens the popup', async ({ portal, page }) => {
    const built = await buildCampaign('complete', false);
    await portal(`/campaigns/view/${built.campaignId}`);
    const button = page.getByRole('button', { name: /^Mapping status/ });
    await expect(button).toContainText('Tasks completed', { timeout: 20_000 });
    // focus nowhere (the title takes focus when clicked, since a palette jump focuses it)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await openPalette(page, 'mapping status');
    await expect(page.getByRole('option', { name: /Open mapping status/ })).toBeVisible();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mapping status' });
    await expect(dialog.locator('.mapping-banner')).toContainText('Tasks completed');
    // header, campaign, its product, the ad set and its scan (the scan names the campaign's one product)
    await expect(dialog.getByRole('row')).toHaveCount(5);
    // the tree is heard as one (issue 24 §5): the campaign at level 1 holds its expanded branches
    const tree = dialog.getByRole('treegrid', { name: 'Mapping tasks' });
    await expect(tree.getByRole('row', { level: 1, expanded: true })).toHaveCount(1);
    await expect(tree.getByRole('row', { level: 2, expanded: true }).filter({ has: page.getByRole('link', { name: 'Launch set' }) })).toHaveCount(1);
    await expectAccessible(page);
    // opened from the palette, with focus nowhere before: closing gives focus to the screen's Mapping status button
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
  test('a campaign without mapping tasks: its edit page and mapping popup leave no 404 in the console', async ({ portal, page, consoleErrors }) => {
    const suffix = Date.now().toString(36);
    const { campaign } = await createCampaign({ company: `Quiet Co ${suffix}`, order: `Quiet Order ${suffix}`, campaign: `Quiet ${suffix}` }, { version: 'v1' });
    const checked = page.waitForResponse((r) => r.url().includes(`/mapping/v1/campaigns/${campaign.id}/tasks`));
    await portal(`/campaigns/${campaign.id}`);
    await expect(page.getByRole('heading', { name: `Edit Campaign: Quiet ${suffix}` })).toBeVisible();
    expect((await checked).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveClass(/button-primary/);
    await portal(`/campaigns/view/${campaign.id}?mapping=open`);
    await expect(page.getByRole('dialog', { name: 'Mapping status' }).getByText('Tasks not found')).toBeVisible();
    expect(consoleErrors.filter((e) => /404|Not Found/i.test(e))).toEqual([]);
  });
  test("the edit page with Submit red for mapping: the palette opens the mapping status, retries with a notification, and offers Resend event", async ({ portal, page }) => {
    const built = await buildCampaign('red', true);
    await portal(`/campaigns/view/${built.campaignId}`);
    await expect(page.getByRole('button', { name: /^Mapping status/ })).toContainText('Tasks failed', { timeout: 20_000 });
    await portal(`/campaigns/${built.campaignId}`);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveClass(/button-danger/, { timeout: 10_000 });
    await openPalette(page, 'resend event');
    await expect(page.getByRole('option', { name: /Resend event for this campaign/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await openPalette(page, 'retry mapping');
    await expect(page.getByRole('option', { name: /Retry mapping tasks/ })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('.notification-bar').getByText(/tasks? sent back for mapping/)).toBeVisible();
    await openPalette(page, 'open mapping status');
    await expect(page.getByRole('option', { name: /Open mapping status/ })).toBeVisible();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mapping status' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/mapping=open/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('when the mapping stream fails, the Mapping status button keeps the last known state and says live updates stopped', async ({ portal, page }) => {
    const built = await buildCampaign('stopped', true);
    const trees = `/mapping/v1/campaigns/${built.campaignId}/tasks`;
    type Trees = { tasks: { stateType: string }[] };
    await expect.poll(async () => (await call<Trees>('GET', trees)).tasks[0]?.stateType, { timeout: 20_000 }).toBe('FAILURE');
    const [tree] = (await call<Trees>('GET', trees)).tasks;
    // The stream brings the gateway's tree, then ends (the connection drops); the gateway then
    // refuses the reconnection, and the client stops.
    let connections = 0;
    await page.route(/\/mapping\/v1\/campaigns\/[^/]+\/stream/, (route) =>
      connections++ === 0
        ? route.fulfill({ status: 200, contentType: 'text/event-stream', body: `retry: 100\nevent: tree\nid: 1\ndata: ${JSON.stringify(tree)}\n\n` })
        : route.fulfill({ status: 503, body: '' }),
    );
    await portal(`/campaigns/view/${built.campaignId}`);
    const button = page.getByRole('button', { name: /^Mapping status/ });
    await expect(button).toContainText('Live updates stopped', { timeout: 15_000 });
    await expect(button).toContainText('Tasks failed');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mapping status' });
    await expect(dialog.getByRole('alert')).toContainText('Mapping status check not connected. Live updates stopped');
    await expect(dialog.locator('.mapping-banner', { hasText: 'Tasks failed' })).toBeVisible();
  });
});
