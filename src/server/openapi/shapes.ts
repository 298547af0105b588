import type { JsonSchema } from '@valibot/to-json-schema';
import { ref } from './schemas';

/** Small builders for the answers the domain has no valibot schema of (lists, views, reference data). */
export const str = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) });
export const int: JsonSchema = { type: 'integer' };
export const bool: JsonSchema = { type: 'boolean' };
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const list = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
/** An object whose `required` keys are those not marked optional with a trailing `?`. */
export function obj(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  const entries = Object.entries(properties).map(([key, schema]) => [key.replace(/\?$/, ''), schema, !key.endsWith('?')] as const);
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: Object.fromEntries(entries.map(([key, schema]) => [key, schema])),
    required: entries.filter(([, , required]) => required).map(([key]) => key),
  };
}

/** `{ objects, pagination }`, the answer of every list (README: API conventions). */
export const page = (items: JsonSchema): JsonSchema => obj({ objects: list(items), pagination: ref('Pagination') });

/**
 * A stored document: its fields and the server's id, created, modified and version, and nothing else
 * (a body may carry fields the gateway drops; an answer carries none it does not describe).
 */
export const storedDocument = (name: string, scope: readonly string[] = []): JsonSchema =>
  ({
    allOf: [ref(name), ref('DocumentFields'), ...(scope.length ? [obj(Object.fromEntries(scope.map((field) => [field, str('from the path')])))] : [])],
    // JSON Schema 2020-12 (OpenAPI 3.1); the converter's type predates it
    unevaluatedProperties: false,
  }) as JsonSchema;

const timestamp = str('UTC timestamp with a [UTC] suffix, e.g. 2026-03-01T17:00:00Z[UTC]');

/** Components shared by every call: the error shape, pagination, a document's server fields. */
export const SHARED_COMPONENTS: Record<string, JsonSchema> = {
  FieldError: obj({
    fieldName: str('the field, dotted for nested ones (constraints.0.chainIds), or (body), (path), a query parameter'),
    message: str(),
    'id?': str('bulk changes and reverts: the record this problem is about'),
  }),
  Error: {
    ...obj(
      { errorMsg: str('what went wrong, in words for a person'), 'errors?': list(ref('FieldError')), 'current?': { type: 'object', description: 'a 412: the document as it now is' } },
      'Every error answer.',
    ),
  },
  Pagination: obj({
    objectCount: int,
    pageCount: int,
    pageIndex: int,
    limit: int,
    prev: nullable(str('pass back as `prev` for the page before')),
    curr: nullable(str()),
    next: nullable(str('pass back as `next` for the page after')),
    customParams: { type: 'object', description: 'the filters this list was asked with' },
  }),
  DocumentFields: obj({ id: str(), created: timestamp, modified: timestamp, version: { type: 'integer', minimum: 1, description: 'also the ETag: "version"' } }),
};
