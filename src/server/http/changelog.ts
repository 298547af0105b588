import { Hono } from 'hono';
import { isStoredYear, parseUtc, YEAR_RANGE_MESSAGE } from '#domain/timestamp';
import { getChangelog, metadataWhere, toMetadata } from '#server/repo/changelog';
import { keysetPage } from '#server/repo/keyset';
import { changelogVersion } from '#server/store/schema';
import type { AppContext, AppEnv } from './context';
import { badRequest, notFound } from '#server/errors';
import { listParams, queryText } from '#server/services/list-query';


/** A date filter: a UTC timestamp or a plain YYYY-MM-DD (the whole day, UTC). */
function dateParam(c: AppContext, name: string, endOfDay: boolean): Date | undefined {
  const text = queryText(c.req.query(), name, 40);
  if (!text) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? parseUtc(`${text}T${endOfDay ? '23:59:59.999' : '00:00:00'}Z`) : undefined;
  const date = day ?? parseUtc(text) ?? (Number.isNaN(Date.parse(text)) ? undefined : new Date(text));
  if (!date) throw badRequest([{ fieldName: name, message: 'Must be a date (YYYY-MM-DD) or a UTC timestamp' }]);
  // the store's timestamps hold years 1 to 9999 (no year 0, no six-digit years); beyond, the store would fail
  if (!isStoredYear(date.getUTCFullYear())) throw badRequest([{ fieldName: name, message: YEAR_RANGE_MESSAGE }]);
  return date;
}

/** Changelog service (spec 1 §7): one document's versions, and change metadata search. */
export const changelogRoutes = new Hono<AppEnv>({ strict: false });

changelogRoutes.get('/changelog/:id', async (c) => {
  const id = c.req.param('id');
  const log = await c.var.store.read((db) => getChangelog(db, id));
  if (!log) throw notFound('Changelog of document', id);
  return c.json(log);
});

changelogRoutes.get('/change/metadata', async (c) => {
  const p = listParams(c.req.query(), { changeTime: changelogVersion.created }, '-changeTime');
  const userId = queryText(c.req.query(), 'userId');
  const minDate = dateParam(c, 'minDate', false);
  const maxDate = dateParam(c, 'maxDate', true);
  const page = await c.var.store.read((db) =>
    keysetPage(
      db,
      { table: changelogVersion as never, ...p, where: metadataWhere({ userId, minDate, maxDate }), customParams: { userId, minDate: minDate?.toISOString(), maxDate: maxDate?.toISOString() } },
      toMetadata as never,
    ),
  );
  return c.json(page);
});
