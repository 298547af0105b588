import * as v from 'valibot';
import { AdSchema, MAX_AD_NAME, type Ad } from '#domain/ad/ad';
import { AdditionalContentSchema, LOOKBOOK_SHEET_COLUMNS, type LookbookMetadata, type LookbookSheetRow } from '#domain/ad/lookbook';
import { fileUrl } from '#domain/text';
import { validate, type FieldError } from '#domain/validation';
import { type AdScope, checkAd, loadAdScope } from './ad-checks';
import { sanitizeRichTextFields } from './rich-text';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import type { Actor } from '#server/repo/document-types';
import { getDocument, insertDocument, nextId } from '#server/repo/documents';
import type { Job } from '#server/repo/jobs';
import type { Db } from '#server/store/db';

/**
 * The work of a LOOKBOOK_UPLOAD job (spec 2 §7 'Bulk lookbook upload'): each row of the sheet
 * becomes a story card ad, and one lookbook ad holds them in sheet order, all in the upload's ad
 * set, tied to the order, line item and pricing model of `lookbookMetadata`. Every row is checked
 * with the ad rules against the campaign as it is when the job runs; one bad row and nothing is
 * created (the job fails naming each row and column). The ads are written in one transaction with
 * their change history and outbox events, and the job's result with them.
 */
export interface LookbookJobInput {
  rows: LookbookSheetRow[];
}

export type LookbookJob = Job & { campaignId: string; adSetId: string; metadata: LookbookMetadata; fileName: string };

/** A job that cannot be done as uploaded: its message and errors name rows and columns. */
export class LookbookFailure extends Error {
  constructor(readonly errors: FieldError[]) {
    super(`The lookbook was not created: ${errors.slice(0, 20).map(describe).join('; ')}`);
  }
}

/** 'Row 3, column imageUrl: …' for a row's column, else the field name as it is. */
function describe(e: FieldError): string {
  const m = /^row (\d+)\.(.+)$/.exec(e.fieldName);
  if (!m) return `${e.fieldName}: ${e.message}`;
  const column = LOOKBOOK_SHEET_COLUMNS.some((column) => column === m[2]) ? `column ${m[2]}` : m[2];
  return `Row ${m[1]}, ${column}: ${e.message}`;
}

/**
 * Which lookbook the upload makes: an M-Comm Lookbook on a PRODUCT_CATALOG_MCOMM line item, a Retail
 * Lookbook for story type CONTENT (spec 2 §7: 'CONTENT for RETAIL catalog'), else a Lookbook
 * (CarouselFormat); and the story card format that goes with it.
 */
export function lookbookKind(meta: LookbookMetadata, scope: Pick<AdScope, 'orders'>): { format: Record<string, unknown>; cardType: string } {
  const item = scope.orders.flatMap((o) => o.orderLineItems).find((li) => li.id === meta.orderLineItemId);
  if (item?.orderLineItemType === 'PRODUCT_CATALOG_MCOMM') return { format: { '@type': 'ProductCatalogFormat', productCatalogType: 'MCOMM' }, cardType: 'McommProductCatalogItemFormat' };
  if (meta.storyType === 'CONTENT') return { format: { '@type': 'ProductCatalogFormat', productCatalogType: 'RETAIL' }, cardType: 'RetailProductCatalogItemFormat' };
  return { format: { '@type': 'CarouselFormat' }, cardType: 'ImageFormat' };
}

/** Fields every ad of the upload shares. */
const sharedFields = (meta: LookbookMetadata) => ({ insertionOrderId: meta.insertionOrderId, orderLineItemId: meta.orderLineItemId, pricingModelId: meta.pricingModelId });
const sharedFormat = (meta: LookbookMetadata) => ({ legacy: { storyGroupId: meta.storyGroupId }, ontologyNodeId: meta.taxonomyNodeId });

/** The lookbook ad, named after the uploaded file. */
export function lookbookAd(meta: LookbookMetadata, scope: Pick<AdScope, 'orders'>, fileName: string, items: unknown[]): Record<string, unknown> {
  const name = fileName.replace(/\.[^.]*$/, '').trim().slice(0, MAX_AD_NAME) || 'Lookbook';
  const { format } = lookbookKind(meta, scope);
  return {
    name,
    ...sharedFields(meta),
    format: { ...format, ...sharedFormat(meta), legacy: { ...sharedFormat(meta).legacy, storyType: meta.storyType }, insertionOrderId: meta.insertionOrderId, items },
  };
}

function storyCard(row: LookbookSheetRow, meta: LookbookMetadata, cardType: string): Record<string, unknown> {
  const format: Record<string, unknown> = { '@type': cardType, ...sharedFormat(meta) };
  if (row.imageUrl) format.images = { cover: { url: row.imageUrl } };
  if (row.productId) format.productId = row.productId;
  return { name: row.name ?? '', ...(row.description ? { description: row.description } : {}), ...sharedFields(meta), format };
}

const filled = (row: LookbookSheetRow) => Boolean(row.overlayHtml || row.webViewUrl || row.webViewButtonText);

/** Where an ad field came from: a sheet column, a metadata field, or the lookbook's context. */
const COLUMN_OF: Record<string, string> = { name: 'name', description: 'description', 'format.images.cover.url': 'imageUrl', 'format.productId': 'productId' };
const METADATA_OF: Record<string, string> = {
  insertionOrderId: 'insertionOrderId', orderLineItemId: 'orderLineItemId', pricingModelId: 'pricingModelId',
  'format.insertionOrderId': 'insertionOrderId', 'format.legacy.storyGroupId': 'storyGroupId', 'format.legacy.storyType': 'storyType', 'format.ontologyNodeId': 'taxonomyNodeId',
  // a sheet gives no sponsored cover: a sponsored story group is refused at the metadata that names it
  'format.images.sponsoredCover': 'storyGroupId',
};
const located = (where: string) => (e: FieldError): FieldError => {
  const field = COLUMN_OF[e.fieldName] ? `${where}.${COLUMN_OF[e.fieldName]}` : METADATA_OF[e.fieldName] ? `lookbookMetadata.${METADATA_OF[e.fieldName]}` : `${where}.${e.fieldName}`;
  return { fieldName: field, message: e.message };
};

const imageUrlSchema = fileUrl('images');

/** One row's card and content, checked; `errors` name the row's columns. */
async function checkRow(db: Db, row: LookbookSheetRow, line: number, meta: LookbookMetadata, cardType: string, scope: AdScope) {
  const at = located(`row ${line}`);
  const errors: FieldError[] = [];
  const url = row.imageUrl ? v.safeParse(imageUrlSchema, row.imageUrl) : undefined;
  if (url && !url.success) errors.push({ fieldName: `row ${line}.imageUrl`, message: url.issues[0].message });
  const content = filled(row)
    ? validate(AdditionalContentSchema, sanitizeRichTextFields({ overlayHtml: row.overlayHtml || null, webViewUrl: row.webViewUrl || null, webViewButtonText: row.webViewButtonText || null }))
    : undefined;
  if (content && !content.ok) errors.push(...content.errors.map((e) => ({ fieldName: `row ${line}.${e.fieldName}`, message: e.message })));
  const card = validate(AdSchema, storyCard(row, meta, cardType));
  if (!card.ok) return { errors: [...errors, ...card.errors.map(at)] };
  const id = await nextId(db);
  const checked = await checkAd(db, card.value, scope, { id });
  return { id, ad: checked.ad, additionalContent: content?.ok ? content.value : undefined, errors: [...errors, ...checked.errors.map(at)] };
}

/** The lookbook ad's own problems against the campaign (no cards yet): what the upload call checks before it accepts the sheet. */
export async function lookbookProblems(db: Db, meta: LookbookMetadata, scope: AdScope, fileName: string, items: unknown[] = []): Promise<{ ad?: Ad; errors: FieldError[] }> {
  const at = located('lookbook');
  const parsed = validate(AdSchema, lookbookAd(meta, scope, fileName, items));
  if (!parsed.ok) return { errors: parsed.errors.map(at) };
  const checked = await checkAd(db, parsed.value, scope, {});
  return { ad: checked.ad, errors: checked.errors.map(at) };
}

/** Creates the story cards and the lookbook, or throws a LookbookFailure and creates nothing (the caller's transaction). */
export async function createLookbook(db: Db, job: LookbookJob, rows: readonly LookbookSheetRow[], actor: Actor): Promise<{ lookbookAdId: string; storyCardAdIds: string[] }> {
  const campaign = await getDocument(db, campaignCollection, job.campaignId);
  if (!campaign) throw new LookbookFailure([{ fieldName: 'campaignId', message: `Campaign ${job.campaignId} no longer exists` }]);
  const adSet = await getDocument(db, adSetCollection, job.adSetId);
  if (!adSet || adSet.campaignId !== campaign.id) throw new LookbookFailure([{ fieldName: 'adSetId', message: `Ad set ${job.adSetId} no longer exists in campaign ${campaign.id}` }]);
  const scope = await loadAdScope(db, campaign, adSet);
  const { cardType } = lookbookKind(job.metadata, scope);
  // a problem of the metadata shows on every row: it is told once
  const errors = new Map<string, FieldError>();
  const note = (list: FieldError[]) => list.forEach((e) => errors.set(`${e.fieldName}\n${e.message}`, e));
  const cards: { id: string; ad: Ad; additionalContent?: unknown }[] = [];
  for (const [i, row] of rows.entries()) {
    const checked = await checkRow(db, row, i + 2, job.metadata, cardType, scope);
    note(checked.errors);
    if (checked.id && checked.ad) cards.push({ id: checked.id, ad: checked.ad, additionalContent: checked.additionalContent });
  }
  const items = cards.map((c) => ({ ad: { id: c.id, name: c.ad.name, format: { '@type': cardType } }, ...(c.additionalContent ? { additionalContent: c.additionalContent } : {}) }));
  const lookbook = await lookbookProblems(db, job.metadata, scope, job.fileName, items);
  note(lookbook.errors);
  if (errors.size > 0 || !lookbook.ad) throw new LookbookFailure([...errors.values()]);
  for (const card of cards) await insertDocument(db, adCollection, card.ad, actor, card.id);
  const created = await insertDocument(db, adCollection, lookbook.ad, actor);
  return { lookbookAdId: created.id, storyCardAdIds: cards.map((c) => c.id) };
}
