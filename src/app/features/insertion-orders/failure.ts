import { FetchError } from 'ofetch';
import { gatewayFieldErrors } from '#app/api/errors';

/** The {detail} of the spec's failure messages: the gateway's error text (spec 1 §8 extraction order). */
export { failureDetail } from '#app/api/errors';

/** Field errors of a 400 answer, for react-aria's Form validationErrors. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of gatewayFieldErrors(error)) {
    if (!e.fieldName || !e.message) continue;
    (out[e.fieldName] ??= []).push(e.message);
  }
  return out;
}

/** The field errors of one entry of a list ('orderLineItems.0.description'), by their path within the entry. */
export function errorsUnder(errors: Record<string, string[]>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([path, messages]) => (path.startsWith(prefix) ? [[path.slice(prefix.length), messages.join(' ')]] : [])));
}

/** The field errors without those of a list's entries under `prefix` (an entry edited or removed). */
export const withoutErrorsUnder = (errors: Record<string, string[]>, prefix: string) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith(prefix)));

export const statusOf = (error: unknown) => (error instanceof FetchError ? error.status : undefined);
