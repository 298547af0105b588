import sharp from 'sharp';
import { call, type Doc } from './api';
import { expect, test } from './fixtures';
import { campaignName } from './seed';

/**
 * Issue 27 §1: the portal opened at a host other than PUBLIC_URL (global setup makes PUBLIC_URL
 * 127.0.0.1; this opens localhost) shows stored images and those it uploads, since file URLs are
 * stored and answered path-absolute (decision 005). A seeded campaign gets one promoted product,
 * removed again at the end, so the lists other files count stay as they expect.
 */
const NAME = `Otherhost${Date.now().toString(36)} Cola`;

/** A coloured PNG of the given size (the gateway refuses grayscale ones). */
const png = (width: number, height: number, r = 30) => sharp({ create: { width, height, channels: 3, background: { r, g: 140, b: 200 } } }).png().toBuffer();

test('a portal opened at another host shows stored images and images it uploads', async ({ page, consoleErrors }) => {
  const publicUrl = process.env.E2E_BASE_URL!;
  const other = publicUrl.replace('//127.0.0.1:', '//localhost:');
  expect(other).not.toBe(publicUrl);
  const name = campaignName(46);
  const campaign = (await call<{ objects: Doc[] }>('GET', `/campaign/v1/campaigns/?campaignName=${encodeURIComponent(name)}&limit=5`)).objects.find((c) => c.campaignName === name)!;
  const topics = `/campaign/v1/campaigns/${campaign.id}/topics`;

  // An image stored through the API, as the seed and earlier sessions stored them.
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(await png(1024, 1024))], { type: 'image/png' }), 'cola.png');
  const uploaded = await fetch(`${publicUrl}/flightdeck/services/files/v1/images/`, { method: 'POST', body: form });
  const { fileURL } = (await uploaded.json()) as { fileURL: string };
  const product = await call('POST', `${topics}/`, {
    '@type': 'PromotedProduct',
    name: NAME,
    barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }],
    images: { productFamilyImageUrl: { url: fileURL }, completedImageUrl: { url: fileURL } },
  });
  try {
    await page.goto(`${other}/flightdeck/campaigns/${campaign.id}/topics/${product.id}`);
    const shown = (alt: string) =>
      expect.poll(() => page.getByRole('img', { name: alt }).evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : [])));
    await shown(`Product Family Image of ${NAME}`).toEqual([1024, 1024]);

    // A new upload from this page shows too (its URL is this page's origin, within the CSP's 'self').
    const upload = page.getByRole('button', { name: /^Upload image Product Family Image/ });
    await upload.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'cola-2.png', mimeType: 'image/png', buffer: await png(1024, 1024, 200) });
    await expect(page.getByRole('img', { name: `Completed Image of ${NAME}` })).not.toHaveAttribute('src', fileURL);
    await shown(`Completed Image of ${NAME}`).toEqual([320, 320]);
    await shown(`Product Family Image of ${NAME}`).toEqual([1024, 1024]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Failed to load/i.test(e))).toEqual([]);
  } finally {
    const current = await call('GET', `${topics}/${product.id}`);
    await call('DELETE', `${topics}/${product.id}`, undefined, { 'If-Match': `"${current.version}"` });
  }
});
