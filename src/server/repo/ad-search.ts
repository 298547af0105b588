import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { nextDay, pacificDayStart } from '#domain/timestamp';
import { adSearch, adSearchText } from '#server/store/schema';
import { decodeCursor } from './cursor';
import { execRows } from './documents';
import { columnKey, containsText, countCap, COUNT_FIELD, countUpTo, cursorKey, type PageQuery, scansDescending } from './keyset';

/**
 * The ad browser's search over the tables of drizzle/0002_ad_search.sql: a term is matched against
 * the distinct texts (name and description) of all ads, and a page is read per text from the
 * (text_id, key, id) indexes of ad_search, so it costs a few index reads per matching text instead
 * of a sort of every matching ad.
 */
export interface AdSearchFilters {
  chainIds: readonly string[];
  locationIds: readonly string[];
  adIds: readonly string[];
  /** Pacific days (yyyy-mm-dd): the ad starts on or after the one, ends on or before the other. */
  startDate?: string;
  endDate?: string;
}

/**
 * Name and description as one text, the expression of the trigram index ad_search_text_trgm. The
 * U+0001 between them is a literal, not a parameter, so the planner sees the index's own expression.
 */
const searchText = sql`(${adSearchText.nameKey} || ${sql.raw(`E'\\u0001'`)} || ${adSearchText.descriptionKey})`;

/** The term without control characters: none can be part of a match, and U+0001 would span name and description. */
export function searchTerm(name: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex
  return name?.replace(/[\u0000-\u001f]/g, '') || undefined;
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((x) => sql`${x}`), sql`, `)}]::text[]`;

/**
 * Chains and locations are alternatives; adIds restrict to ids (on ad_search or an alias of it); the
 * days bound the ad's own dates (stored UTC texts, which sort as they read; '' when it has none).
 */
export function searchFilters(table: { id: PgColumn; chainIds: PgColumn; locationIds: PgColumn; startTs: PgColumn; endTs: PgColumn }, f: AdSearchFilters): SQL | undefined {
  const places = [
    f.chainIds.length ? sql`${table.chainIds} && ${textArray(f.chainIds)}` : undefined,
    f.locationIds.length ? sql`${table.locationIds} && ${textArray(f.locationIds)}` : undefined,
  ].filter((x): x is SQL => x !== undefined);
  return and(
    places.length ? or(...places) : undefined,
    f.adIds.length ? inArray(table.id, [...f.adIds]) : undefined,
    f.startDate ? sql`${table.startTs} >= ${pacificDayStart(f.startDate)}` : undefined,
    f.endDate ? sql`${table.endTs} <> '' and ${table.endTs} < ${pacificDayStart(nextDay(f.endDate))}` : undefined,
  );
}

/** The ids and names of the texts a term matches, found through the trigram index. */
const matchingTexts = (term: string, also?: SQL) =>
  sql`select ${adSearchText.id} as id, ${adSearchText.nameKey} as name_key from ${adSearchText} where ${and(containsText(searchText, term), also)}`;

/** Reads a term's page (PageQuery.rows). */
export function termPageRows(term: string, filters: AdSearchFilters): NonNullable<PageQuery['rows']> {
  return async (db, q) => {
    const property = columnKey(adSearch, q.sortColumn);
    const rows = await execRows<{ id: string; key: unknown; n?: number }>(db, termPageQuery(term, filters, q));
    return rows.map((r) => ({ id: r.id, [property]: q.sortColumn.mapFromDriverValue(r.key), [COUNT_FIELD]: r.n }));
  };
}

/** The SELECT of a term's page: ids and sort keys (and a first page's capped count), by name or by another key. */
export function termPageQuery(term: string, filters: AdSearchFilters, q: PageQuery): SQL {
  const cursor = q.cursor ? decodeCursor(q.cursor) : undefined;
  const descending = scansDescending(q, cursor);
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const after = sql.raw(descending ? '<' : '>');
  const limit = q.limit + 1;
  const key = cursor ? cursorKey(q, cursor) : undefined;
  const a = alias(adSearch, 'a');
  const adsOf = (boundary: SQL | undefined) => sql`${adSearch} ${sql.identifier('a')} where ${and(sql`${a.textId} = texts.id`, searchFilters(a, filters), boundary)}`;
  // The matching texts, found once (materialized: planned on its own, the trigram index wins).
  const matched = sql`with texts as materialized (${matchingTexts(term)})`;
  // A first page counts the term's ads in the same statement, text by text through (text_id, id).
  const count = cursor ? sql`` : sql`, (${countUpTo(q, sql`select 1 from texts cross join lateral (select 1 from ${adsOf(undefined)} limit ${countCap(q) + 1}) one`)}) as n`;
  if (q.sortColumn === adSearch.nameKey) {
    // Texts in name order, per text its ads in id order: the incremental sort on (name, id) stops
    // once the first texts have given a page.
    const ordered = matchingTexts(term, cursor ? sql`${adSearchText.nameKey} ${after}= ${key}` : undefined);
    const boundary = cursor ? sql`(texts.name_key, ${a.id}) ${after} (${key}, ${cursor.i})` : undefined;
    return sql`${matched} select ads.id, texts.name_key as key${count} from (${ordered} order by name_key ${dir}) texts
      cross join lateral (select ${a.id} from ${adsOf(boundary)} order by ${a.id} ${dir} limit ${limit}) ads
      order by texts.name_key ${dir}, ads.id ${dir} limit ${limit}`;
  }
  // Per text its first ads in key order, from its (text_id, key, id) index; the best of them make the page.
  const sortKey = a[columnKey(adSearch, q.sortColumn) as keyof typeof a] as PgColumn;
  const boundary = cursor ? sql`(${sortKey}, ${a.id}) ${after} (${key}, ${cursor.i})` : undefined;
  return sql`${matched} select ads.id, ads.key${count} from texts
    cross join lateral (select ${a.id}, ${sortKey} as key from ${adsOf(boundary)} order by ${sortKey} ${dir}, ${a.id} ${dir} limit ${limit}) ads
    order by ads.key ${dir}, ads.id ${dir} limit ${limit}`;
}
