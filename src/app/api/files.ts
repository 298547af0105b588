import type { ExpectedSize } from '#domain/images';
import { api } from './client';

/**
 * POST /files/v1/images/ (spec 1, 2, 3 §7): multipart with field `image`, and the expected width and
 * height so the gateway checks dimensions and colour; answers the stored file's URL.
 */
export function uploadImage(file: File, expected: ExpectedSize, signal?: AbortSignal) {
  const form = new FormData();
  form.append('image', file);
  form.append('width', String(expected.width));
  form.append('height', String(expected.height));
  return api<{ fileURL: string; width: number; height: number }>('/files/v1/images/', { method: 'POST', body: form, signal });
}
