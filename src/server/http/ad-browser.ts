import { AD_BROWSER_DATE_MESSAGES, AD_BROWSER_MESSAGES, isFilterDay } from '#domain/ad-browser';
import { Hono } from 'hono';
import * as v from 'valibot';
import { LIMITS } from '#domain/text';
import { adCollection } from '#server/repo/collections/ad';
import { rawBody, readJson } from './body';
import type { AppEnv } from './context';
import { badRequest, found } from '#server/errors';
import { adAwardDates, adBrowserPage, adBrowserSearch } from '#server/services/ad-browser';
import { toFieldErrors } from '#domain/validation';
import { readDocument } from './write';

const ids = (item: v.GenericSchema<unknown, string>) => v.optional(v.pipe(v.array(item), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} ids`)), []);
const textId = v.pipe(v.string('Must be an id'), v.minLength(1), v.maxLength(LIMITS.id));
// Location and ad ids are digits; the fields' comma-separated text arrives as a list of them (spec 3 §5).
const numericId = v.union(
  [v.pipe(v.string(), v.regex(/^\d{1,18}$/, AD_BROWSER_MESSAGES.ids)), v.pipe(v.number(), v.integer(), v.minValue(0), v.transform(String))],
  AD_BROWSER_MESSAGES.ids,
);

// The filter keys StartDate and EndDate (spec 3 §2): Pacific days, the end not before the start.
const filterDay = v.optional(v.pipe(v.string(AD_BROWSER_DATE_MESSAGES.day), v.check(isFilterDay, AD_BROWSER_DATE_MESSAGES.day)));

export const AdBrowserSearchSchema = v.pipe(
  v.object({ chainIds: ids(textId), locationIds: ids(numericId), adIds: ids(numericId), startDate: filterDay, endDate: filterDay }),
  v.forward(
    v.check((f) => !f.startDate || !f.endDate || f.endDate >= f.startDate, AD_BROWSER_DATE_MESSAGES.order),
    ['endDate'],
  ),
);

/** Ad service: /ad/v1/ads (DESIGN 'Calls whose path the specs leave open'). */
export const adBrowserRoutes = new Hono<AppEnv>({ strict: false });

adBrowserRoutes.post('/', async (c) => {
  // An empty body is the browser's first search: no filters.
  const input = (await rawBody(c)).trim() === '' ? {} : await readJson(c);
  // valibot's object takes a list too: the search is an object or nothing
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw badRequest([{ fieldName: '(body)', message: 'Must be a JSON object' }]);
  const parsed = v.safeParse(AdBrowserSearchSchema, input, { abortPipeEarly: true });
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.issues));
  const q = adBrowserSearch(c.req.query(), parsed.output);
  const page = await c.var.store.read((db) => adBrowserPage(db, q));
  return c.json(page);
});

adBrowserRoutes.get('/:id', async (c) => c.json(await readDocument(c, adCollection, c.req.param('id'))));

/** The award dates of an ad (spec 2 §4). */
adBrowserRoutes.get('/:id/awards/dates', async (c) => {
  const id = c.req.param('id');
  const dates = found(await c.var.store.read((db) => adAwardDates(db, id)), 'Ad', id);
  return c.json({ adId: id, startTime: dates.start ?? null, endTime: dates.end ?? null });
});

export const AD_BROWSER_PATH = '/ad/v1/ads';