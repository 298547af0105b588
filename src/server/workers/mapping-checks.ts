import { eq, inArray } from 'drizzle-orm';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, sniffImage } from '#domain/images';
import { TOPIC_MESSAGES } from '#domain/topic';
import { adCollection } from '#server/repo/collections/ad';
import { campaignCollection } from '#server/repo/collections/campaign';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { getDocument, getDocuments } from '#server/repo/documents';
import type { TaskRow } from '#server/repo/mapping';
import type { Store } from '#server/store/db';
import { ad, adSet, chain, insertionOrder, mappingTask, topic } from '#server/store/schema';
import type { FileSettings } from '#server/files/settings';
import { readImageSource } from './image-source';
import { loadSharp } from '#server/files/sharp';
import { messageOf } from '#server/errors';

/**
 * The work of each mapping task (issue 3): a real check of the object it maps, answering the error
 * message a user reads in the popup, or undefined when the task succeeds. Database reads are short
 * and outside any transaction; network calls are bounded by a timeout and guarded (image-source.ts).
 */
export interface CheckOptions {
  store: Store;
  /** this gateway's stored images: read from its file store, never over HTTP; path-absolute URLs resolve against its PUBLIC_URL */
  ownFiles?: FileSettings;
  /** origins the image check may fetch although they resolve to private addresses */
  privateOriginsAllowed?: ReadonlySet<string>;
  timeoutMs: number;
}

type Check = (task: TaskRow, o: CheckOptions) => Promise<string | undefined>;

const objectId = (task: TaskRow) => String(task.body.objectId ?? '');

async function childFailures(task: TaskRow, o: CheckOptions): Promise<string | undefined> {
  const children = await o.store.read((db) => db.select({ stateType: mappingTask.stateType }).from(mappingTask).where(eq(mappingTask.parentId, task.id)));
  const failed = children.filter((c) => c.stateType === 'FAILURE').length;
  if (failed === 0) return undefined;
  return `${failed} of its ${children.length} tasks failed`;
}

const checkCampaign: Check = async (task, o) => {
  const found = await o.store.read((db) => getDocument(db, campaignCollection, objectId(task)));
  if (!found) return `Campaign ${objectId(task)} no longer exists`;
  const orderIds = found.insertionOrderIds ?? [];
  if (orderIds.length === 0) return 'The campaign has no insertion order';
  const orders = await o.store.read((db) => db.select({ id: insertionOrder.id }).from(insertionOrder).where(inArray(insertionOrder.id, orderIds)));
  const missing = orderIds.filter((id) => !orders.some((f) => f.id === id));
  if (missing.length) return `Insertion order ${missing.join(', ')} of the campaign does not exist`;
  return childFailures(task, o);
};

const checkAdSet: Check = async (task, o) => {
  const [row] = await o.store.read((db) => db.select({ id: adSet.id, campaignId: adSet.campaignId }).from(adSet).where(eq(adSet.id, objectId(task))));
  if (!row || row.campaignId !== task.campaignId) return `Ad set ${objectId(task)} no longer exists in this campaign`;
  return childFailures(task, o);
};

const checkAd: Check = async (task, o) => {
  const row = await o.store.read((db) => getDocument(db, adCollection, objectId(task)));
  if (!row) return `Ad ${objectId(task)} no longer exists`;
  const lineItemId = row.orderLineItemId;
  if (!lineItemId) return `Ad "${row.name}" has no order line item`;
  const orderId = row.insertionOrderId;
  // the ad's campaign_id column: its campaignId, '' when it names none (collections/ad.ts)
  const camp = await o.store.read((db) => getDocument(db, campaignCollection, row.campaignId ?? ''));
  const orderIds = orderId ? [orderId] : (camp?.insertionOrderIds ?? []);
  const orders = orderIds.length ? [...(await o.store.read((db) => getDocuments(db, orderCollection, orderIds))).values()] : [];
  const items = orders.flatMap((order) => order.orderLineItems ?? []);
  if (!items.some((li) => li.id === lineItemId)) return `Order line item ${lineItemId} of ad "${row.name}" does not exist in its insertion order`;
  return childFailures(task, o);
};

const checkInstantSurprise: Check = async (task, o) => {
  const [row] = await o.store.read((db) => db.select({ name: ad.name, formatType: ad.formatType }).from(ad).where(eq(ad.id, objectId(task))));
  if (!row) return `Ad ${objectId(task)} no longer exists`;
  if (row.formatType !== 'InstantSurpriseFormat') return `Ad "${row.name}" is no longer an instant surprise`;
  return undefined;
};

const checkTopic: Check = async (task, o) => {
  const [row] = await o.store.read((db) => db.select().from(topic).where(eq(topic.id, objectId(task))));
  if (!row || row.campaignId !== task.campaignId) return `Promoted product ${objectId(task)} no longer exists in this campaign`;
  if (task.type === 'PROMOTED_PRODUCT') {
    // accepted = not switched off on the topic form (enabled defaults to true)
    const barcodes = (row.body.barcodes ?? []) as { barcode?: string; enabled?: boolean }[];
    if (!barcodes.some((b) => b?.barcode && b.enabled !== false)) return TOPIC_MESSAGES.barcodeRequired;
    return undefined;
  }
  const chainId = row.body.chainId as string | undefined | null;
  if (chainId) {
    const [found] = await o.store.read((db) => db.select({ id: chain.id }).from(chain).where(eq(chain.id, chainId)));
    if (!found) return `Chain ${chainId} of retailer category "${row.name}" does not exist`;
  }
  return undefined;
};

/** The image's header must decode (sharp reads the header only), within the pixel limit of uploads. */
async function decodes(bytes: Buffer): Promise<boolean> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return Boolean(meta.width && meta.height && meta.width * meta.height <= MAX_IMAGE_PIXELS);
  } catch {
    return false;
  }
}

/**
 * IMAGE: the URL (an image this gateway stores, read from its file store, or a public http(s) URL, see
 * image-source.ts) answers 200 with a real image of at most the upload limit.
 */
export const checkImage: Check = async (task, o) => {
  const url = String(task.body.url ?? task.name);
  let target: URL;
  try {
    target = new URL(url, o.ownFiles?.publicUrl);
  } catch {
    return `Image URL ${url} is not a valid URL`;
  }
  const signal = AbortSignal.timeout(o.timeoutMs);
  let source: Awaited<ReturnType<typeof readImageSource>>;
  try {
    source = await readImageSource(target, { ownFiles: o.ownFiles, privateOriginsAllowed: o.privateOriginsAllowed, maxBytes: MAX_IMAGE_BYTES, signal });
  } catch (error) {
    if (signal.aborted) return `Image ${url} did not answer within ${o.timeoutMs} ms`;
    return `Image ${url} could not be fetched (${String(messageOf(error))})`;
  }
  if ('refused' in source) return `Image URL ${url} ${source.refused}`;
  if (source.status !== 200) return `Image ${url} could not be fetched (${source.status})`;
  if (!/^image\//i.test(source.contentType ?? '')) return `Image ${url} is not an image (content type ${source.contentType || 'missing'})`;
  if (!sniffImage(source.bytes.subarray(0, 16))) return `Image ${url} is not a valid PNG, JPEG, GIF or WebP file`;
  if (!(await decodes(source.bytes))) return `Image ${url} is damaged or larger than ${MAX_IMAGE_PIXELS} pixels`;
  return undefined;
};

export const CHECKS: Record<string, Check> = {
  CAMPAIGN: checkCampaign,
  AD_SET: checkAdSet,
  AD: checkAd,
  IMAGE: checkImage,
  INSTANT_SURPRISE: checkInstantSurprise,
  PROMOTED_PRODUCT: checkTopic,
  PROMOTED_CATEGORY: checkTopic,
};
