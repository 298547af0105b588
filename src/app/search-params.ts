import * as v from 'valibot';

/**
 * A text search param. The router's query decoder turns '1001' into a number and 'true' into a
 * boolean before validation, so ids, cursors and search terms take them back as text.
 */
export const searchText = (max: number) =>
  v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String), v.maxLength(max));
