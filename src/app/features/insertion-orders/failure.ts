import { FetchError } from 'ofetch';

/** The {detail} of the spec's failure messages: the gateway's error text (spec 1 §8 extraction order). */
export { failureDetail } from '../../api/errors';

/** Field errors of a 400 answer, for react-aria's Form validationErrors. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  const data = error instanceof FetchError ? (error.data as { errors?: { fieldName?: string; message?: string }[] } | undefined) : undefined;
  const out: Record<string, string[]> = {};
  for (const e of data?.errors ?? []) {
    if (!e.fieldName || !e.message) continue;
    (out[e.fieldName] ??= []).push(e.message);
  }
  return out;
}

export const statusOf = (error: unknown) => (error instanceof FetchError ? error.status : undefined);
