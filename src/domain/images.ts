/**
 * Image upload rules shared by the portal (checks before sending) and the gateway (the verdict):
 * spec 1 §5 'Image upload', spec 2 §5, spec 3 §5. Pure: no decoding here, only limits, messages
 * and the magic-byte sniffing that tells what a file really is.
 */

/** Spec 1 §9: 'Image upload maximum 5 MB (5242880 bytes)'. */
export const MAX_IMAGE_BYTES = 5_242_880;

/**
 * Decoded pixels an upload may have (50 megapixels): a few kilobytes of PNG can declare 20000x20000
 * and cost gigabytes to decode (a pixel flood), so the size is checked before any decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The largest expected width or height a caller may name. */
export const MAX_EXPECTED_SIDE = 20_000;

export const IMAGE_MESSAGES = {
  tooLarge: 'Image file size should be less than 5MB',
  grayscale: 'Uploaded image is in grayscale format. Please use an image in RGB format instead.',
  wrongDimensions: 'Uploaded image does not meet required dimensions.',
  notAnImage: 'The file is not a PNG, JPEG, GIF or WebP image',
  tooManyPixels: `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  undecodable: 'The image could not be read; it may be damaged',
  /** spec 2 §8 and spec 3 §8: the notification of a failed upload; {error} is the failure's text. */
  uploadFailed: (error: string) => `There was an issue uploading this image. ${error}`,
  /** spec 2 §8: the same for a banner's full-width image, which names no cause. */
  uploadFailedTryAgain: 'There was an issue uploading this image. Please, try again...',
} as const;

/** 'Uploaded image does not meet required dimensions of {WxH}' (spec 1 §5, spec 2 §5, spec 3 §5). */
export const dimensionsMessage = (size: ExpectedSize) => `Uploaded image does not meet required dimensions of ${size.width}x${size.height}`;

export interface ImageSize {
  width: number;
  height: number;
}

/** A side the spec leaves free: the chain logo 'Nx30' is uploaded at any width and 60 high (spec 3 §9). */
export const ANY_SIDE = 'N';

/** The size an upload must have; a side may be ANY_SIDE. */
export interface ExpectedSize {
  width: number | typeof ANY_SIDE;
  height: number | typeof ANY_SIDE;
}

const sideMatches = (actual: number, expected: number | typeof ANY_SIDE) => expected === ANY_SIDE || actual === expected;
export const sizeMatches = (actual: ImageSize, expected: ExpectedSize) => sideMatches(actual.width, expected.width) && sideMatches(actual.height, expected.height);

/** '76x76' or 'Nx60', the way the spec writes sizes. */
export function parseSizeText(text: string): ExpectedSize {
  const [, width, height] = /^(\d{1,5}|N)x(\d{1,5}|N)$/.exec(text) ?? [];
  if (width === undefined || height === undefined) throw new Error(`Not a size: ${text}`);
  const side = (s: string) => (s === ANY_SIDE ? ANY_SIDE : Number(s));
  return { width: side(width), height: side(height) };
}

/** The raster types accepted. SVG is not: it is a document that can carry script. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/**
 * What an upload really is by its first bytes, whatever its name or declared type says; undefined
 * when it is none of the accepted types (a text file renamed .png, an SVG, a PDF...).
 */
export function sniffImage(head: Uint8Array): ImageExtension | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/**
 * The expected size a caller names (`width`, `height`): both or neither, each a number of pixels or
 * 'N' for any (the spec's 'Nx60'); an error text otherwise.
 */
export function parseExpectedSize(width: string | undefined, height: string | undefined): { ok: true; size?: ExpectedSize } | { ok: false; fieldName: string; message: string } {
  if ((width === undefined || width === '') && (height === undefined || height === '')) return { ok: true };
  /** A side as named: ANY_SIDE, or a whole number of pixels in range; undefined for anything else. */
  const side = (text: string | undefined) => {
    if (text === ANY_SIDE) return ANY_SIDE;
    return text && /^\d{1,5}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_EXPECTED_SIDE ? Number(text) : undefined;
  };
  const invalid = (fieldName: 'width' | 'height') => ({
    ok: false,
    fieldName,
    message: `Must be a whole number of pixels from 1 to ${MAX_EXPECTED_SIDE} or ${ANY_SIDE} for any (give both width and height, or neither)`,
  }) as const;
  const w = side(width);
  if (w === undefined) return invalid('width');
  const h = side(height);
  if (h === undefined) return invalid('height');
  return { ok: true, size: { width: w, height: h } };
}

/**
 * Whether decoded RGB samples hold no colour: every pixel's red, green and blue are within
 * `tolerance` of each other (JPEG noise makes a gray photo's channels differ by a step or two).
 */
export function isGrayscaleRgb(rgb: Uint8Array, tolerance = 2): boolean {
  // A DataView reads a byte as a number (an index past the end throws), where indexing may be undefined.
  const bytes = new DataView(rgb.buffer, rgb.byteOffset, rgb.byteLength);
  for (let i = 0; i + 2 < rgb.length; i += 3) {
    const r = bytes.getUint8(i), g = bytes.getUint8(i + 1), b = bytes.getUint8(i + 2);
    if (Math.abs(r - g) > tolerance || Math.abs(g - b) > tolerance || Math.abs(r - b) > tolerance) return false;
  }
  return true;
}
