import fc from 'fast-check';
import type * as v from 'valibot';

type AnySchema = v.GenericSchema & Record<string, unknown>;

/** Strings that stress a gateway: markup, quotes, unicode, timestamps, digits, long text. */
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'abc', '2026-03-01T17:00:00Z[UTC]', '2026-02-30T00:00:00Z', '<script>alert(1)</script>', "'; drop table ad; --", '\u0000', '😀', '12345', 'https://example.com/x'),
  fc.string({ minLength: 300, maxLength: 400 }),
);

/**
 * A fast-check arbitrary for a valibot schema: mostly well-shaped values (so the checks behind the
 * shape are reached), sometimes any JSON (so shape errors are too). Pipe checks are not solved;
 * values that break them are welcome.
 */
export function arbitraryFor(schema: v.GenericSchema, depth = 0): fc.Arbitrary<unknown> {
  const wellShaped = shaped(schema as AnySchema, depth);
  return fc.oneof({ weight: 9, arbitrary: wellShaped }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) });
}

function shaped(s: AnySchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const next = (x: unknown) => arbitraryFor(x as v.GenericSchema, depth + 1);
  switch (s.type) {
    case 'string': return nastyString;
    case 'number': return fc.oneof(fc.integer({ min: -10, max: 100_000 }), fc.double({ noNaN: true }), fc.constant(0));
    case 'boolean': return fc.boolean();
    case 'null': return fc.constant(null);
    case 'literal': return fc.constant(s.literal);
    case 'picklist': return fc.oneof(fc.constantFrom(...(s.options as unknown[])), fc.constant('NOT_AN_OPTION'));
    case 'optional':
    case 'nullable':
    case 'nullish': return fc.oneof(fc.constant(undefined), next(s.wrapped));
    case 'array': return fc.array(next(s.item), { maxLength: 3 });
    case 'record': return fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.stringMatching(/^\d{1,6}$/)), next(s.value), { maxKeys: 3 });
    case 'union':
    case 'variant': return fc.oneof(...(s.options as unknown[]).map(next));
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest': {
      const entries = s.entries as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(entries).map(([k, e]) => [k, next(e)])), { requiredKeys: [] });
    }
    default: return fc.jsonValue({ maxDepth: 1 });
  }
}
