import { isStoredYear, parseUtc, YEAR_RANGE_MESSAGE } from '#domain/timestamp';
import { metadataWhere, toMetadata } from '#server/repo/changelog';
import { keysetPage, type PageQuery } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { changelogVersion } from '#server/store/schema';
import { badRequest } from '#server/errors';
import { listParams, type Query, queryText } from './list-query';

/** A date filter: a UTC timestamp or a plain YYYY-MM-DD (the whole day, UTC). */
function dateParam(query: Query, name: string, endOfDay: boolean): Date | undefined {
  const text = queryText(query, name, 40);
  if (!text) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseUtc(`${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`) : undefined;
  const date = day ?? parseUtc(text) ?? (Number.isNaN(Date.parse(text)) ? undefined : new Date(text));
  if (!date) throw badRequest([{ fieldName: name, message: 'Must be a date (YYYY-MM-DD) or a UTC timestamp' }]);
  // the store's timestamps hold years 1 to 9999 (no year 0, no six-digit years); beyond, the store would fail
  if (!isStoredYear(date.getUTCFullYear())) throw badRequest([{ fieldName: name, message: YEAR_RANGE_MESSAGE }]);
  return date;
}

/** The change metadata search (spec 1 §7): by user and between dates, newest first unless asked; checked before the store is read. */
export function metadataPageQuery(query: Query): PageQuery {
  const p = listParams(query, { changeTime: changelogVersion.created }, '-changeTime');
  const userId = queryText(query, 'userId');
  const minDate = dateParam(query, 'minDate', false);
  const maxDate = dateParam(query, 'maxDate', true);
  return { table: changelogVersion, ...p, where: metadataWhere({ userId, minDate, maxDate }), customParams: { userId, minDate: minDate?.toISOString(), maxDate: maxDate?.toISOString() } };
}

/** A page of change metadata. */
export const metadataPage = (db: Db, q: PageQuery) => keysetPage(db, q, toMetadata);
