import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures';
import { call, createCampaign, seededChainConstraint, type Doc } from './api';
import { typeDate } from './date-entry';

/** A coloured PNG of the given size (the gateway refuses grayscale ones and checks the size). */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 200 } } }).png().toBuffer();

/** Presses Enter on an image field's upload button and picks a PNG of that size. */
async function upload(page: Page, label: string, width: number, height: number) {
  await page.getByRole('button', { name: new RegExp(`^Upload image ${label}`) }).focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: `${width}x${height}.png`, mimeType: 'image/png', buffer: await png(width, height) });
}

/** Opens a select with Enter and picks an option with the keyboard. */
async function choose(page: Page, select: RegExp, option: string) {
  await page.getByRole('button', { name: select }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: select })).toContainText(option);
}

test.describe('lookbook', () => {
  test('a brand lookbook with global engagement URLs, a sponsored story group and its images, and a retail product card with its offer', async ({ portal, page }) => {
    test.setTimeout(240_000);
    const stamp = Date.now();
    const { campaign } = await createCampaign(
      { company: `Look Co ${stamp}`, order: 'Lookbook order', campaign: `Lookbook campaign ${stamp}` },
      { order: { orderLineItems: [{ orderLineItemType: 'CAROUSEL', description: 'Lookbooks', pricingModel: { '@type': 'FreePricingModel' } }] } },
    );
    const adSet = await call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets/`, { name: 'Look set', constraints: [seededChainConstraint()] });
    await portal(`/campaigns/${campaign.id}/adsets/${adSet.id}/ads/new?type=CAROUSEL`);
    await expect(page.getByRole('heading', { name: /^New Lookbook ad in Look set/, level: 1 })).toBeVisible({ timeout: 20_000 });
    const missing = page.getByRole('region', { name: 'Missing values' });

    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Spring looks');
    await page.getByRole('textbox', { name: /^Global engagement URLs/ }).focus();
    await page.keyboard.type('https://track.example/spring');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('grid', { name: /Global engagement URLs/ })).toContainText('https://track.example/spring');

    // A sponsored story group asks for its sponsored cover (640x360).
    await choose(page, /Story group$/, 'Sponsored Spotlight');
    await expect(missing).toContainText('Sponsored cover image required for a sponsored story group');
    await upload(page, 'Sponsored cover image', 640, 360);
    await expect(page.getByRole('img', { name: 'Sponsored cover image', exact: true })).toBeVisible();
    await expect(missing).toHaveCount(0);

    // The lookbook images at their sizes: another size is refused in the spec's words.
    await upload(page, 'Cover image', 304, 170);
    await expect(page.getByRole('img', { name: 'Cover image', exact: true })).toBeVisible();
    await upload(page, 'Preview thumbnail', 304, 170);
    await expect(page.getByText('Uploaded image does not meet required dimensions of 640x380').first()).toBeVisible();
    await upload(page, 'Preview thumbnail', 640, 380);
    await expect(page.getByRole('img', { name: 'Preview thumbnail', exact: true })).toBeVisible();
    await upload(page, 'Kicks activity image', 320, 320);
    await expect(page.getByRole('img', { name: 'Kicks activity image', exact: true })).toBeVisible();

    // A retail product card: brand, partner URL, MSRP and one offer.
    await page.getByRole('button', { name: 'Add story card' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Select story card type' });
    await dialog.getByRole('radio', { name: 'Image (recommended)' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Retail Product Catalog Item' })).toBeChecked();
    await page.keyboard.press('Enter');
    const card = page.getByRole('group', { name: 'Story card 1' });
    await expect(card).toContainText('Type: Retail Product Catalog Item');
    const type = async (name: RegExp, text: string) => {
      await card.getByRole('textbox', { name }).focus();
      await page.keyboard.type(text);
    };
    await type(/^Story card name/, 'Oats');
    await type(/^Brand name/, 'Oat Co');
    await type(/^Partner web URL/, 'https://shop.example/oats');
    await type(/^MSRP/, '3.49');
    await expect(missing).toContainText('MSRP may contain only digits');
    await card.getByRole('textbox', { name: /^MSRP/ }).press('ControlOrMeta+a');
    await page.keyboard.type('349');
    await expect(missing).toHaveCount(0);
    const addOffer = card.getByRole('button', { name: 'Add offer' });
    await type(/^Offer price/, '1.99');
    await expect(addOffer).toBeDisabled();
    await typeDate(page, 'Offer start', 2);
    await typeDate(page, 'Offer end', 9);
    await expect(addOffer).toBeEnabled();
    await addOffer.focus();
    await page.keyboard.press('Enter');
    await expect(card).toContainText('Offer 1: $1.99');
    await expect(card.getByRole('textbox', { name: /^Offer price/ })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad created successfully.')).toBeVisible();
    const [stored] = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/adsets/${adSet.id}/ads`)).objects;
    expect(stored).toMatchObject({
      name: 'Spring looks',
      engagementUrls: ['https://track.example/spring'],
      format: {
        '@type': 'CarouselFormat',
        legacy: { storyGroupId: expect.any(String) },
        images: { sponsoredCover: { url: expect.any(String) }, cover: { url: expect.any(String) }, previewThumbnail: { url: expect.any(String) }, kicksActivity: { url: expect.any(String) } },
        items: [{ ad: { name: 'Oats', format: { brandName: 'Oat Co', partnerWebUrl: 'https://shop.example/oats', countryToProductMsrpMap: { US: { msrp: 349 } }, offers: [{ amount: 199, precision: 2 }] } } }],
      },
    });
  });

  test("a lookbook's quiz, made keyboard-only from 'Linked quiz' › 'New quiz…' and linked", async ({ portal, page }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const { campaign } = await createCampaign(
      { company: `Quiz Co ${stamp}`, order: 'Quiz order', campaign: `Quiz campaign ${stamp}` },
      { order: { orderLineItems: [{ orderLineItemType: 'CAROUSEL', description: 'Lookbooks', pricingModel: { '@type': 'FreePricingModel' } }] } },
    );
    const adSet = await call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets/`, { name: 'Quiz set', constraints: [seededChainConstraint()] });
    await portal(`/campaigns/${campaign.id}/adsets/${adSet.id}/ads/new?type=CAROUSEL`);
    await expect(page.getByRole('heading', { name: /^New Lookbook ad in Quiz set/, level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Spring looks');

    await page.getByRole('button', { name: /Linked quiz$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'New quiz…' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New quiz' });
    await expect(dialog).toBeVisible();
    const type = async (name: RegExp, text: string) => {
      await dialog.getByRole('textbox', { name }).focus();
      await page.keyboard.type(text);
    };
    await type(/^Quiz name/, 'Size quiz');
    await type(/^Question text/, 'Which size do you buy?');
    await type(/^Answer 1/, 'Single');
    await type(/^Answer 2/, 'Family pack');
    // the second answer is the correct one: arrow keys move the radio group's choice
    await dialog.getByRole('radio', { name: 'Single' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'Family pack' })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save quiz' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Linked quiz$/ })).toContainText('Size quiz');

    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ad created successfully.')).toBeVisible();
    const ads = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/${campaign.id}/adsets/${adSet.id}/ads`)).objects;
    const quiz = ads.find((a) => a.name === 'Size quiz')!;
    const lookbook = ads.find((a) => a.name === 'Spring looks')!;
    expect(quiz).toMatchObject({ orderLineItemId: lookbook.orderLineItemId, format: { '@type': 'QuizFormat', questions: [{ question: 'Which size do you buy?', answers: [{ answer: 'Single', valid: false }, { answer: 'Family pack', valid: true }] }] } });
    expect(lookbook.format).toMatchObject({ '@type': 'CarouselFormat', nextAdId: quiz.id });
  });
});
