import { api } from './client';
import { errorText } from './errors';

/** spec 2 §7 'Video signed URL': GET /adminBackend/video/upload/{id} answers a URL that takes one PUT. */
export async function videoUploadUrl(id: string, signal?: AbortSignal): Promise<string> {
  const { data } = await api<{ data: string }>(`/adminBackend/video/upload/${encodeURIComponent(id)}`, { signal });
  return data;
}

/** A refused PUT: its text is the answer's error text (spec 1 §8 extraction). */
export class VideoUploadError extends Error {}

/**
 * Sends the file by PUT to a signed URL with its content type. XMLHttpRequest rather than fetch:
 * only it reports the progress of a request body (`onProgress` gets 0 to 100).
 */
export function putVideo(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'video/mp4');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let data: unknown = xhr.responseText;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: the text itself
      }
      reject(new VideoUploadError(errorText(data, `${xhr.status} ${xhr.statusText}`)));
    };
    xhr.onerror = () => reject(new VideoUploadError('The connection failed'));
    xhr.send(file);
  });
}

/** Uploads a video for `id` (the ad, or 'new'); answers the stored URL: the signed URL without its query. */
export async function uploadVideo(id: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const signed = await videoUploadUrl(id);
  await putVideo(signed, file, onProgress);
  return signed.replace(/\?.*$/s, '');
}
