import * as v from 'valibot';
import { AdSchema, type Ad } from '#domain/ad/ad';
import { BULK_CHANGE_MESSAGES, mayToggleEnabled, withEndDate, withTag } from '#domain/bulk-change';
import { CampaignSchema, type Campaign } from '#domain/campaign';
import type { ResendEventType } from '#domain/resend-event';
import { toFieldErrors, type FieldError } from '#domain/validation';
import { writeDocuments, type DocumentUpdate } from '#server/repo/bulk-write';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { getDocument, getDocuments, sameContent } from '#server/repo/documents';
import type { Actor, Body, Collection, StoredDocument } from '#server/repo/document-types';
import { enqueueEvents } from '#server/repo/outbox';
import { withoutServerFields } from '#server/repo/server-fields';
import type { Db } from '#server/store/db';
import { HttpError, must } from '#server/errors';
import { checkAd, loadAdScope, type AdScope } from './ad-checks';
import { afterCampaignWrite, prepareCampaign } from './campaign';

/**
 * Bulk changes (issue 28 §2, docs/decisions/023-change-sets.md): one field set on many records, all or
 * nothing. Each record becomes the body its own save would send (the document as stored with the one
 * field changed) and is checked by every rule that save is checked by; a refusal lists every record's
 * problems, each named `{list}.{index}.{field}` after the record's place in the request's id list and
 * carrying the record's `id`. Records the change leaves as they are store nothing.
 */

/** A problem of one record of a bulk call. */
export type RecordError = FieldError & { id: string };

/** A record to write: its new body at the version it was checked at, and its place in the request. */
export type PlannedUpdate<T extends Body> = DocumentUpdate<T> & { index: number };

/** The ids' list of the request, e.g. `adIds`, and what one of its records is called ('Ad'). */
interface IdList {
  field: string;
  ids: readonly string[];
  label: string;
}

const underRecord = (list: IdList, index: number, errors: readonly FieldError[]): RecordError[] =>
  errors.map((e) => ({ fieldName: `${list.field}.${index}${e.fieldName ? `.${e.fieldName}` : ''}`, message: e.message, id: list.ids[index]! }));

/** The refusal's words: how many records, and the first few problems (the portal shows errorMsg first). */
function refusal(status: number, list: IdList, errors: RecordError[], what: string): HttpError {
  const records = new Set(errors.map((e) => e.id)).size;
  const first = errors.slice(0, 3).map((e) => `${list.label} ${e.id}: ${e.message}`).join('; ');
  return new HttpError(status, `Nothing was changed: ${records} of ${list.ids.length} ${what}. ${first}${errors.length > 3 ? '; …' : ''}`, errors);
}

/** The stored documents of the list, in its order; a 404 listing each id the store does not hold. */
async function storedRecords<T extends Body>(db: Db, coll: Collection<T>, list: IdList): Promise<StoredDocument<T>[]> {
  const byId = await getDocuments(db, coll, list.ids);
  const missing = list.ids.flatMap((id, i) => (byId.has(id) ? [] : underRecord(list, i, [{ fieldName: '', message: `${list.label} ${id} not found` }])));
  if (missing.length) throw refusal(404, list, missing, `${list.label.toLowerCase()}s are not found`);
  return list.ids.map((id) => must(byId.get(id), `${list.label} ${id}: read above, found missing`));
}

/** The body a save of `stored` with `patch` sends, parsed as that save parses it. */
function patchedBody<T>(schema: v.GenericSchema<unknown, T>, stored: StoredDocument, patch: Body): { body?: T; errors: FieldError[] } {
  const parsed = v.safeParse(schema, { ...withoutServerFields(stored), ...patch }, { abortPipeEarly: true });
  return parsed.success ? { body: parsed.output, errors: [] } : { errors: toFieldErrors(parsed.issues) };
}

/** One change to an ad: the fields it sets, or the problems that keep it from this ad. */
export type AdChange = (ad: StoredDocument<Ad>) => Body | FieldError[];

export const setEnabled =
  (enabled: boolean): AdChange =>
  (ad) =>
    mayToggleEnabled(ad.format) ? { enabled } : [{ fieldName: 'enabled', message: BULK_CHANGE_MESSAGES.notToggleable }];

export const setEndDate =
  (endTimestamp: string): AdChange =>
  (ad) => ({ constraints: withEndDate(ad.constraints, endTimestamp) });

/**
 * Checks a change to each ad of the list (outside any transaction: reads only) and answers the
 * updates to write; refuses with 400 and the list of every ad's problems. Each ad is checked
 * against its own campaign and ad set, as its save is (services/ad-checks.ts).
 */
export async function planAdChange(db: Db, list: IdList, change: AdChange): Promise<PlannedUpdate<Ad>[]> {
  const ads = await storedRecords(db, adCollection, list);
  const scopes = new Map<string, Promise<AdScope>>();
  const scopeOf = (ad: StoredDocument<Ad>) => {
    const key = String(ad.adSetId);
    const known = scopes.get(key);
    if (known) return known;
    const loaded = loadScope(db, ad);
    scopes.set(key, loaded);
    return loaded;
  };
  const errors: RecordError[] = [];
  const updates: PlannedUpdate<Ad>[] = [];
  for (const [index, stored] of ads.entries()) {
    const patch = change(stored);
    if (Array.isArray(patch)) {
      errors.push(...underRecord(list, index, patch));
      continue;
    }
    const { body, errors: invalid } = patchedBody(AdSchema, stored, patch);
    if (!body) {
      errors.push(...underRecord(list, index, invalid));
      continue;
    }
    const checked = await checkAd(db, body, await scopeOf(stored), { id: stored.id, stored });
    errors.push(...underRecord(list, index, checked.errors));
    if (checked.errors.length === 0 && !sameContent(withoutServerFields(stored), checked.ad)) updates.push({ index, id: stored.id, version: stored.version, body: checked.ad });
  }
  if (errors.length) throw refusal(400, list, errors, 'ads cannot take this change');
  return updates;
}

async function loadScope(db: Db, ad: StoredDocument<Ad>): Promise<AdScope> {
  const [campaign, adSet] = await Promise.all([getDocument(db, campaignCollection, String(ad.campaignId)), getDocument(db, adSetCollection, String(ad.adSetId))]);
  return loadAdScope(db, must(campaign, `Campaign ${ad.campaignId} of ad ${ad.id} is not stored`), must(adSet, `Ad set ${ad.adSetId} of ad ${ad.id} is not stored`));
}

/** Checks adding a tag to each campaign of the list, as each campaign's save is checked; 400 with every campaign's problems. */
export async function planCampaignTag(db: Db, list: IdList, tag: string): Promise<PlannedUpdate<Campaign>[]> {
  const campaigns = await storedRecords(db, campaignCollection, list);
  const errors: RecordError[] = [];
  const updates: PlannedUpdate<Campaign>[] = [];
  for (const [index, stored] of campaigns.entries()) {
    const tags = withTag(stored.tags, tag);
    if (tags.length === (stored.tags?.length ?? 0)) continue;
    const { body, errors: invalid } = patchedBody(CampaignSchema, stored, { tags });
    if (!body) {
      errors.push(...underRecord(list, index, invalid));
      continue;
    }
    try {
      updates.push({ index, id: stored.id, version: stored.version, body: await prepareCampaign(db, body, stored) });
    } catch (error) {
      // the campaign rules refuse with a 400 naming the fields (services/campaign.ts)
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      errors.push(...underRecord(list, index, error.errors ?? [{ fieldName: '', message: error.message }]));
    }
  }
  if (errors.length) throw refusal(400, list, errors, 'campaigns cannot take this tag');
  return updates;
}

/** What a bulk write answers: its change set (none when nothing changed) and each changed record's new version. */
export interface BulkChangeAnswer {
  changeSetId: string | null;
  objects: { id: string; version: number }[];
}

/**
 * Writes the checked updates in the caller's transaction, as one change set. A record changed since
 * it was checked fails the whole call with 409 listing them (the transaction takes everything back).
 */
export async function writePlanned<T extends Body>(db: Db, coll: Collection<T>, list: IdList, updates: readonly PlannedUpdate<T>[], actor: Actor): Promise<StoredDocument[]> {
  const outcome = await writeDocuments(db, coll, [], updates, actor);
  if (outcome.ok) return outcome.updated;
  const stale = new Set(outcome.stale);
  const errors = updates.filter((u) => stale.has(u.id)).flatMap((u) => underRecord(list, u.index, [{ fieldName: '', message: `${list.label} ${u.id} was changed by someone else meanwhile; send the change again` }]));
  throw refusal(409, list, errors, `${list.label.toLowerCase()}s changed while this change ran`);
}

export const bulkAnswer = (written: readonly StoredDocument[], actor: Actor): BulkChangeAnswer => ({
  changeSetId: written.length ? actor.changeSetId : null,
  objects: written.map((d) => ({ id: d.id, version: d.version })),
});

/** Sends each ad's event again (spec 1 §7's resend, for many): the ads as they are now, delivered like any other event. */
export async function resendAdEvents(db: Db, list: IdList, eventType: ResendEventType): Promise<number> {
  const ads = await storedRecords(db, adCollection, list);
  await enqueueEvents(db, ads.map((ad) => ({ aggregateType: adCollection.documentType, aggregateId: ad.id, eventType: `RESEND_${eventType}` as const, payload: ad })));
  return ads.length;
}

/** A campaign's bulk write also does what its save does: ties its orders, and (service v3) rebuilds its mapping tree. */
export async function afterCampaignsWritten(db: Db, written: readonly StoredDocument[], actor: Actor, serviceVersion: string | undefined): Promise<void> {
  for (const doc of written) await afterCampaignWrite(db, doc, actor, serviceVersion);
}
