import * as v from 'valibot';

/**
 * valibot's object and record schemas take a list where an object belongs (`typeof [] === 'object'`):
 * `awards: []` or `legacy: []` would pass, and be stored as `{}` or as the list. These are the same
 * schemas, with the same types, entries and messages, that refuse a list with NOT_A_LIST_MESSAGE at
 * the field's path. Every object schema in src/domain is made with them (tests/domain/plain-object.test.ts
 * walks the exported schemas to hold it so); `v.variant` and friends take them as their options.
 */
export const NOT_A_LIST_MESSAGE = 'Must be an object, not a list';

/** The same schema, refusing a list before its own checks run. */
export function notAList<S extends v.GenericSchema>(schema: S): S {
  const run = schema['~run'];
  return v._standardSchema<S>({
    ...schema,
    '~run'(dataset, config) {
      if (Array.isArray(dataset.value)) {
        v._addIssue(this, 'type', dataset, config, { message: NOT_A_LIST_MESSAGE });
        return dataset as unknown as v.OutputDataset<unknown, v.BaseIssue<unknown>>;
      }
      return run.call(this, dataset, config);
    },
  });
}

// Each maker has valibot's own signatures (without and with a message), so a schema's type is the one valibot gives it.

export function object<const E extends v.ObjectEntries>(entries: E): v.ObjectSchema<E, undefined>;
export function object<const E extends v.ObjectEntries, const M extends v.ErrorMessage<v.ObjectIssue> | undefined>(entries: E, message: M): v.ObjectSchema<E, M>;
export function object(entries: v.ObjectEntries, message?: v.ErrorMessage<v.ObjectIssue>) {
  return notAList(v.object(entries, message));
}

export function looseObject<const E extends v.ObjectEntries>(entries: E): v.LooseObjectSchema<E, undefined>;
export function looseObject<const E extends v.ObjectEntries, const M extends v.ErrorMessage<v.LooseObjectIssue> | undefined>(entries: E, message: M): v.LooseObjectSchema<E, M>;
export function looseObject(entries: v.ObjectEntries, message?: v.ErrorMessage<v.LooseObjectIssue>) {
  return notAList(v.looseObject(entries, message));
}

export function strictObject<const E extends v.ObjectEntries>(entries: E): v.StrictObjectSchema<E, undefined>;
export function strictObject<const E extends v.ObjectEntries, const M extends v.ErrorMessage<v.StrictObjectIssue> | undefined>(entries: E, message: M): v.StrictObjectSchema<E, M>;
export function strictObject(entries: v.ObjectEntries, message?: v.ErrorMessage<v.StrictObjectIssue>) {
  return notAList(v.strictObject(entries, message));
}

export function objectWithRest<const E extends v.ObjectEntries, const R extends v.GenericSchema>(entries: E, rest: R): v.ObjectWithRestSchema<E, R, undefined>;
export function objectWithRest<const E extends v.ObjectEntries, const R extends v.GenericSchema, const M extends v.ErrorMessage<v.ObjectWithRestIssue> | undefined>(
  entries: E,
  rest: R,
  message: M,
): v.ObjectWithRestSchema<E, R, M>;
export function objectWithRest(entries: v.ObjectEntries, rest: v.GenericSchema, message?: v.ErrorMessage<v.ObjectWithRestIssue>) {
  return notAList(v.objectWithRest(entries, rest, message));
}

type RecordKey = v.BaseSchema<string, string | number | symbol, v.BaseIssue<unknown>>;

export function record<const K extends RecordKey, const V extends v.GenericSchema>(key: K, value: V): v.RecordSchema<K, V, undefined>;
export function record<const K extends RecordKey, const V extends v.GenericSchema, const M extends v.ErrorMessage<v.RecordIssue> | undefined>(key: K, value: V, message: M): v.RecordSchema<K, V, M>;
export function record(key: RecordKey, value: v.GenericSchema, message?: v.ErrorMessage<v.RecordIssue>) {
  return notAList(v.record(key, value, message));
}
