import { Hono } from 'hono';
import * as v from 'valibot';
import { AdSchema, type Ad } from '#domain/ad/ad';
import { toFieldErrors, type FieldError } from '#domain/validation';
import { adCollection } from '#server/repo/collections/ad';
import { getDocument, insertDocument, nextId, updateDocument } from '#server/repo/documents';
import { type StoredDocument } from '#server/repo/document-types';
import { withoutServerFields } from '#server/repo/server-fields';
import { readJson } from './body';
import { checkAd, loadAdScope } from '#server/services/ad-checks';
import { adPathScope } from './ad-context';
import type { AppEnv } from './context';
import { badRequest, HttpError } from '#server/errors';
import { write } from './write';
import { isRecord } from '#domain/changelog-document';

/** At most this many ads per bulk call, so one call stays one reasonable transaction. */
export const MAX_BULK_ADS = 100;

const BulkEnvelope = v.object({
  ads: v.pipe(v.array(v.unknown(), 'ads must be a list of ads'), v.minLength(1, 'Send at least one ad'), v.maxLength(MAX_BULK_ADS, `At most ${MAX_BULK_ADS} ads per call`)),
  chained: v.optional(v.boolean('chained must be true or false'), false),
});

/** Validates every ad of the list; field names carry the ad's index (ads.2.name). */
function validateAds(items: unknown[], strip: (item: unknown) => unknown): Ad[] {
  const errors: FieldError[] = [];
  const ads: Ad[] = [];
  items.forEach((item, i) => {
    const result = v.safeParse(AdSchema, strip(item), { abortPipeEarly: true });
    if (result.success) ads.push(result.output);
    else errors.push(...toFieldErrors(result.issues).map((e) => ({ ...e, fieldName: `ads.${i}.${e.fieldName}` })));
  });
  if (errors.length) throw badRequest(errors);
  return ads;
}

async function readEnvelope(c: Parameters<typeof adPathScope>[0]) {
  const parsed = v.safeParse(BulkEnvelope, await readJson(c), { abortPipeEarly: true });
  if (!parsed.success) throw badRequest(toFieldErrors(parsed.issues));
  return parsed.output;
}

/** The version an update item expects: a whole number, else none (treated as stale). */
const versionOf = (item: unknown) => {
  const version = isRecord(item) ? item.version : undefined;
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined;
};

/**
 * Bulk ad calls of campaign service v3 (spec 2 §7): all-or-nothing, one transaction each.
 * bulkCreate with chained links ad i to ad i+1 through nextAdId (a walk-in chain); bulkUpdate
 * needs every item's version and writes nothing if any is stale.
 */
export const adBulkRoutes = new Hono<AppEnv>({ strict: false }).post('/:adSetId/:action{ads:bulk(?:Create|Update)}', async (c) => {
  if (c.req.param('version') !== 'v3') throw new HttpError(404, 'Bulk ad calls exist only in campaign service v3');
  const action = c.req.param('action');
  const envelope = await readEnvelope(c);
  if (action === 'ads:bulkCreate') {
    const ads = validateAds(envelope.ads, withoutServerFields);
    return write(c, async (tx, actor) => {
      const { campaign, adSet } = await adPathScope(c, tx);
      const scope = await loadAdScope(tx, campaign, adSet);
      const ids: string[] = [];
      for (let i = 0; i < ads.length; i++) ids.push(await nextId(tx));
      const known = new Set(ids);
      const checked = [];
      const errors: FieldError[] = [];
      for (const [i, item] of ads.entries()) {
        const linked = envelope.chained && i < ads.length - 1 ? { ...item, nextAdId: ids[i + 1] } : item;
        const result = await checkAd(tx, linked, scope, { id: ids[i], knownIds: known, prefix: `ads.${i}.` });
        errors.push(...result.errors);
        checked.push(result.ad);
      }
      if (errors.length) throw badRequest(errors);
      const objects: StoredDocument[] = [];
      for (const [i, item] of checked.entries()) objects.push(await insertDocument(tx, adCollection, item, actor, ids[i]));
      return { status: 201, body: { objects } };
    });
  }
  const items = envelope.ads;
  const ads = validateAds(items, withoutServerFields);
  const idsOf = items.map((item) => String((isRecord(item) ? item.id : undefined) ?? ''));
  const missingId = idsOf.findIndex((id) => !id);
  if (missingId >= 0) throw badRequest([{ fieldName: `ads.${missingId}.id`, message: 'Each ad to update needs its id' }]);
  return write(c, async (tx, actor) => {
    const { campaign, adSet } = await adPathScope(c, tx);
    const scope = await loadAdScope(tx, campaign, adSet);
    // Every version is checked before anything is written: one stale item fails the whole call.
    const stale: { index: number; id: string; current?: StoredDocument }[] = [];
    const stored: StoredDocument<Ad>[] = [];
    for (const [i, id] of idsOf.entries()) {
      const current = await getDocument(tx, adCollection, id);
      if (!current || current.adSetId !== adSet.id) throw new HttpError(404, `Ad ${id} not found in ad set ${adSet.id}`, [{ fieldName: `ads.${i}.id`, message: `Ad ${id} not found` }]);
      if (versionOf(items[i]) !== current.version) stale.push({ index: i, id, current });
      stored.push(current);
    }
    if (stale.length) throw staleError(stale);
    const known = new Set(idsOf);
    const errors: FieldError[] = [];
    const checked = [];
    for (const [i, item] of ads.entries()) {
      const result = await checkAd(tx, item, scope, { id: idsOf[i], knownIds: known, prefix: `ads.${i}.`, stored: stored[i] });
      errors.push(...result.errors);
      checked.push(result.ad);
    }
    if (errors.length) throw badRequest(errors);
    const objects: StoredDocument[] = [];
    for (const [i, item] of checked.entries()) {
      const outcome = await updateDocument(tx, adCollection, idsOf[i]!, versionOf(items[i])!, item, actor);
      // A write that raced us between the check and here: the transaction rolls back as a whole.
      if (!outcome.ok) throw staleError([{ index: i, id: idsOf[i]!, current: outcome.reason === 'stale' ? outcome.current : undefined }]);
      objects.push(outcome.doc);
    }
    return { status: 200, body: { objects } };
  });
});

function staleError(stale: { index: number; id: string; current?: StoredDocument }[]): HttpError {
  const staleIds = stale.map((s) => s.id);
  return new HttpError(
    412,
    `Ads ${staleIds.join(', ')} were changed by someone else since you read them, or were sent without their version. Nothing was updated; reload them and send the change again.`,
    stale.map((s) => ({ fieldName: `ads.${s.index}`, message: `Ad ${s.id} is now at version ${s.current?.version ?? '?'}; send it again with that version` })),
    { staleIds, current: stale.map((s) => s.current).filter(Boolean) },
  );
}
