import { createHash } from 'node:crypto';
import { loadSharp } from '#server/files/sharp';
import { ownFileUrl } from '#domain/file-urls';
import type { FileSettings } from '#server/files/settings';

/**
 * The demo data's images: a few small PNGs drawn here and kept like uploaded ones (file-store.ts), so
 * the portal shows them and the mapping worker's image checks find real images. Named by their
 * content's hash (the 32 hex characters a stored name has): seeding twice writes the same files.
 * Their URLs are path-absolute, as an upload's are (domain/file-urls.ts).
 */
export interface SeedImages {
  /** the URL of the demo image of this size */
  url(width: number, height: number): string;
  /** a URL among this gateway's images that names no stored file: the failure the demo shows */
  missing: string;
}

/** The sizes the seeded ads, promoted products and mapping tasks use (spec 2 §3 image names). */
const SIZES: readonly [number, number, string][] = [
  [532, 624, '2f6fdb'],
  [532, 532, 'e8590c'],
  [1024, 1024, '2b8a3e'],
];

async function picture(width: number, height: number, colour: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const r = Math.round(Math.min(width, height) / 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="#fff" fill-opacity="0.85"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The stored demo images' URLs by size ('532x624'): plain data, for the seed's thread. */
export type SeedImageUrls = Record<string, string>;

/** Draws and stores the demo images; answers their URLs. */
export async function storeSeedImages(files: FileSettings): Promise<SeedImageUrls> {
  const stored = await Promise.all(
    SIZES.map(async ([width, height, colour]) => {
      const bytes = await picture(width, height, colour);
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.png`;
      await files.fileStore.put('images', name, [bytes]);
      return [`${width}x${height}`, ownFileUrl('images', name)] as const;
    }),
  );
  return Object.fromEntries(stored);
}

export function demoImages(urls: SeedImageUrls): SeedImages {
  return {
    url(width, height) {
      const url = urls[`${width}x${height}`];
      if (!url) throw new Error(`seed: no demo image of ${width}x${height}`);
      return url;
    },
    missing: ownFileUrl('images', `${'0'.repeat(32)}.png`),
  };
}
