import { type FieldError, INVALID_REQUEST } from '#domain/validation';

/** An answer with the API's error shape `{ errorMsg, errors? }`; thrown anywhere in a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  body() {
    return { errorMsg: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export function badRequest(errors: FieldError[], summary = INVALID_REQUEST): HttpError {
  const detail = errors.map((e) => `${e.fieldName}: ${e.message}`).join('; ');
  return new HttpError(400, `${summary}. ${detail}`, errors);
}

export const notFound = (what: string, id: string) => new HttpError(404, `${what} ${id} not found`);

/** The record read, or the 404 that names it ('Campaign 12 not found') when there is none. */
export function found<T>(record: T | null | undefined, what: string, id: string): T {
  if (record === null || record === undefined) throw notFound(what, id);
  return record;
}

/** A value the code has made sure of; its absence is a bug, never a client's mistake (so no 4xx). */
export { must } from '#domain/must';

/** The message of whatever was thrown: an error's, else undefined (a thrown value with no message). */
export const messageOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined);
