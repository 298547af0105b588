import type { ImageSize } from '#domain/images';

/**
 * A copy of an image file scaled to `size`, as a PNG, drawn by the browser (high-quality
 * resampling where it offers it); undefined where the browser cannot decode or draw it (then the
 * caller keeps the original, which the spec allows: a resized copy 'between 320x320 and 1024x1024').
 */
export async function resizedCopy(file: Blob, size: ImageSize, name = 'resized.png'): Promise<File | undefined> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return undefined;
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new File([blob], name, { type: 'image/png' }) : undefined;
  } catch {
    return undefined;
  }
}
