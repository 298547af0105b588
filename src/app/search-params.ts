import * as v from 'valibot';

/**
 * A text search param. The router's query decoder turns '1001' into a number and 'true' into a
 * boolean before validation, so ids, cursors and search terms take them back as text.
 */
export const searchText = (max: number) =>
  v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.maxLength(max));

/** A param that may be absent; a bad value in a link leaves it out instead of failing the page. */
export const optionalParam = <S extends v.GenericSchema>(schema: S) => v.optional(v.fallback(v.optional(schema), undefined));

/** A list's sort param: a column key for ascending, the key after '-' for descending. */
export const sortParam = <const K extends string>(keys: readonly K[]) => optionalParam(v.picklist(keys.flatMap((k) => [k, `-${k}`] as const)));

/** A popup or sub-view held open by a link (?dialog=delete, ?changelog=open). */
export const openParam = <const K extends string>(values: readonly K[]) => optionalParam(v.picklist(values));

/**
 * What every list screen keeps in its URL: the text searched, its page cursor and the selected row;
 * and `view`, a saved view to open (decision 018), which the screen replaces with the view's search.
 */
export const listSearchEntries = {
  q: v.optional(v.fallback(searchText(256), ''), ''),
  cursor: optionalParam(searchText(1024)),
  selected: optionalParam(searchText(64)),
  view: optionalParam(searchText(64)),
};
