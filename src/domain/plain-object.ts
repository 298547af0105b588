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
  return v._standardSchema({
    ...schema,
    '~run'(this: S, dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      if (Array.isArray(dataset.value)) {
        v._addIssue(this as never, 'type', dataset, config, { message: NOT_A_LIST_MESSAGE });
        return dataset as unknown as v.OutputDataset<unknown, v.BaseIssue<unknown>>;
      }
      return run.call(this, dataset, config);
    },
  } as never) as S;
}

export const object = ((entries: v.ObjectEntries, message?: v.ErrorMessage<v.ObjectIssue>) => notAList(v.object(entries, message))) as typeof v.object;

export const looseObject = ((entries: v.ObjectEntries, message?: v.ErrorMessage<v.LooseObjectIssue>) =>
  notAList(v.looseObject(entries, message))) as typeof v.looseObject;

export const strictObject = ((entries: v.ObjectEntries, message?: v.ErrorMessage<v.StrictObjectIssue>) =>
  notAList(v.strictObject(entries, message))) as typeof v.strictObject;

export const objectWithRest = ((entries: v.ObjectEntries, rest: v.GenericSchema, message?: v.ErrorMessage<v.ObjectWithRestIssue>) =>
  notAList(v.objectWithRest(entries, rest, message))) as typeof v.objectWithRest;

export const record = ((key: v.BaseSchema<string, string, v.BaseIssue<unknown>>, value: v.GenericSchema, message?: v.ErrorMessage<v.RecordIssue>) =>
  notAList(v.record(key, value, message))) as typeof v.record;
