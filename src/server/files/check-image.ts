import {
  dimensionsMessage, IMAGE_MESSAGES, isGrayscaleRgb, MAX_IMAGE_PIXELS, sizeMatches, sniffImage, type ExpectedSize, type ImageExtension, type ImageSize,
} from '#domain/images';
import { HttpError, messageOf } from '#server/errors';
import { loadSharp } from './sharp';

/** libvips refuses an image over limitInputPixels with 'Input image exceeds pixel limit'. */
const pixelLimit = (error: unknown) => /pixel limit/i.test(String(messageOf(error)));
const field = (status: number, message: string) => new HttpError(status, message, [{ fieldName: 'image', message }]);

/**
 * The gateway's verdict on an uploaded image (spec 1 §5, spec 2 §5, spec 3 §5): what it really is
 * by its magic bytes (415), its pixel count before decoding (a pixel flood: 413), a full decode (a
 * damaged file: 415), and, when the caller names an expected size, the dimensions and colour (400).
 * Answers the extension to store it under.
 */
export async function checkImage(bytes: Buffer, expected?: ExpectedSize): Promise<{ extension: ImageExtension; size: ImageSize }> {
  const extension = sniffImage(bytes.subarray(0, 16));
  if (!extension) throw field(415, IMAGE_MESSAGES.notAnImage);
  // limitInputPixels makes libvips refuse before decoding; metadata() reads the header only.
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  const sharp = await loadSharp();
  let width: number, height: number;
  try {
    const meta = await sharp(bytes, options).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch (error) {
    throw pixelLimit(error) ? field(413, IMAGE_MESSAGES.tooManyPixels) : field(415, IMAGE_MESSAGES.undecodable);
  }
  if (width * height > MAX_IMAGE_PIXELS) throw field(413, IMAGE_MESSAGES.tooManyPixels);
  if (!width || !height) throw field(415, IMAGE_MESSAGES.undecodable);
  const size = { width, height };
  if (expected && !sizeMatches(size, expected)) throw field(400, dimensionsMessage(expected));
  let sample: Buffer;
  try {
    // Decodes the whole image (a truncated or damaged file fails here), shrunk to a sample that
    // still shows any colour: grayscale means no pixel has colour, whatever the file's colour space.
    sample = await sharp(bytes, options).removeAlpha().toColourspace('srgb').resize(128, 128, { fit: 'inside' }).raw().toBuffer();
  } catch (error) {
    throw pixelLimit(error) ? field(413, IMAGE_MESSAGES.tooManyPixels) : field(415, IMAGE_MESSAGES.undecodable);
  }
  if (expected && isGrayscaleRgb(sample)) throw field(400, IMAGE_MESSAGES.grayscale);
  return { extension, size };
}
