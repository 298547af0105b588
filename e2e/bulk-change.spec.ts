import { call, cerealScan, createCampaign, createProduct, launchSet, type Doc } from './api';
import { expect, expectAccessible, openPalette, test } from './fixtures';

/**
 * Bulk changes with one undo (issue 28 §2), keyboard only: twelve ads picked in the ad browser, one
 * 'Set end date of 12 ads…' from the palette, 'Ended 12 ads', and Mod+Z puts every end date back
 * (checked over HTTP). The ads are added through the API to a campaign of their own.
 */
const WORD = `Bulkline${Date.now().toString(36)}`;
const ADS = 12;

/** A Pacific day `offset` days from now, as typed ('2030-06-30'). */
const pacificDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offset * 86_400_000));
/** A stored UTC text as a Pacific wall clock ('2030-06-30 23:59'). */
const asPacific = (utc: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(utc.replace('[UTC]', '')));

async function build(): Promise<string[]> {
  const { order, campaign } = await createCampaign({ company: `${WORD} Co`, order: `${WORD} order`, campaign: `${WORD} campaign` });
  const product = await createProduct(campaign.id, `${WORD} Oats`, 'v3');
  const sets = `/campaign/v3/campaigns/${campaign.id}/adsets/`;
  const adSet = await call('POST', sets, launchSet());
  const ads = Array.from({ length: ADS }, (_, i) => ({ ...cerealScan(order, product), name: `${WORD} ad ${String(i + 1).padStart(2, '0')}` }));
  const made = await call<{ objects: Doc[] }>('POST', `${sets}${adSet.id}/ads:bulkCreate`, { ads, chained: false });
  return made.objects.map((ad) => ad.id);
}

const endsOf = async (ids: readonly string[]) =>
  Promise.all(
    ids.map(async (id) => {
      const ad = await call<Doc & { constraints?: { '@type': string; endTimestamp?: string }[] }>('GET', `/ad/v1/ads/${id}`);
      return ad.constraints?.find((c) => c['@type'] === 'DateRangeConstraint')?.endTimestamp ?? null;
    }),
  );

test('end 12 ads from the palette, then undo the bulk change with Mod+Z', async ({ portal, page }) => {
  const ids = await build();
  await portal(`/adBrowser?q=${WORD}`);
  const grid = page.getByRole('grid', { name: 'Ad Browser' });
  const rows = grid.getByRole('row');
  await expect(rows).toHaveCount(ADS + 1);
  const count = page.locator('.selection-count');
  await expect(count).toHaveAttribute('role', 'status');

  // Space picks the focused row; Shift+J extends the selection down the list.
  await rows.nth(1).focus();
  await page.keyboard.press('Space');
  await expect(count).toHaveText('1 selected');
  for (let i = 1; i < ADS; i++) await page.keyboard.press('Shift+J');
  await expect(count).toHaveText('12 selected');
  await expect(grid.getByRole('checkbox', { name: `Select ${WORD} ad 12` })).toBeChecked();
  await expectAccessible(page);

  const palette = await openPalette(page, 'Set end date');
  await expect(palette.getByRole('option', { name: 'Set end date of 12 ads…' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const day = pacificDay(10);
  await page.keyboard.type(`${day} 11:59 PM`);
  await expect(palette.getByRole('option', { name: `End date (Pacific time): ${day} 11:59 PM` })).toBeVisible();
  await page.keyboard.press('Enter');

  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('Ended 12 ads')).toBeVisible();
  await expect(notifications.getByRole('button', { name: 'Undo' })).toBeVisible();
  const ended = await endsOf(ids);
  expect(ended.map((end) => end && asPacific(end))).toEqual(ids.map(() => `${day} 23:59`));

  // Outside a text field Mod+Z undoes the last change: the whole bulk change, in one request.
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
  await page.keyboard.press('Control+z');
  await expect(notifications.getByText('Undone: 12 ads')).toBeVisible();
  expect(await endsOf(ids)).toEqual(ids.map(() => null));
});
