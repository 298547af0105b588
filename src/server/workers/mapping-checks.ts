import { eq, inArray } from 'drizzle-orm';
import { TOPIC_MESSAGES } from '../../domain/topic';
import type { TaskRow } from '../repo/mapping';
import type { Store } from '../store/db';
import { ad, adSet, campaign, chain, insertionOrder, mappingTask, topic } from '../store/schema';

/**
 * The work of each mapping task (issue 3): a real check of the object it maps, answering the error
 * message a user reads in the popup, or undefined when the task succeeds. Database reads are short
 * and outside any transaction; network calls are bounded by a timeout.
 */
export interface CheckOptions {
  store: Store;
  /** origin that relative image URLs (files served by this gateway) resolve against */
  selfOrigin?: string;
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
  const [row] = await o.store.read((db) => db.select().from(campaign).where(eq(campaign.id, objectId(task))));
  if (!row) return `Campaign ${objectId(task)} no longer exists`;
  const orderIds = (row.body.insertionOrderIds ?? []) as string[];
  if (orderIds.length === 0) return 'The campaign has no insertion order';
  const found = await o.store.read((db) => db.select({ id: insertionOrder.id }).from(insertionOrder).where(inArray(insertionOrder.id, orderIds)));
  const missing = orderIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) return `Insertion order ${missing.join(', ')} of the campaign does not exist`;
  return childFailures(task, o);
};

const checkAdSet: Check = async (task, o) => {
  const [row] = await o.store.read((db) => db.select({ id: adSet.id, campaignId: adSet.campaignId }).from(adSet).where(eq(adSet.id, objectId(task))));
  if (!row || row.campaignId !== task.campaignId) return `Ad set ${objectId(task)} no longer exists in this campaign`;
  return childFailures(task, o);
};

const checkAd: Check = async (task, o) => {
  const [row] = await o.store.read((db) => db.select().from(ad).where(eq(ad.id, objectId(task))));
  if (!row) return `Ad ${objectId(task)} no longer exists`;
  const lineItemId = row.body.orderLineItemId as string | undefined | null;
  if (!lineItemId) return `Ad "${row.name}" has no order line item`;
  const orderId = row.body.insertionOrderId as string | undefined | null;
  const [camp] = await o.store.read((db) => db.select({ body: campaign.body }).from(campaign).where(eq(campaign.id, row.campaignId)));
  const orderIds = orderId ? [orderId] : ((camp?.body.insertionOrderIds ?? []) as string[]);
  const orders = orderIds.length ? await o.store.read((db) => db.select({ body: insertionOrder.body }).from(insertionOrder).where(inArray(insertionOrder.id, orderIds))) : [];
  const items = orders.flatMap((order) => (order.body.orderLineItems ?? []) as { id?: string }[]);
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

/** PNG, JPEG, GIF, WebP by their first bytes: a content type alone proves nothing. */
export function isImageMagic(b: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((x, i) => b[i] === x);
  return (
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    starts(0xff, 0xd8, 0xff) ||
    starts(0x47, 0x49, 0x46, 0x38) ||
    (starts(0x52, 0x49, 0x46, 0x46) && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50)
  );
}

async function firstBytes(res: Response, n: number): Promise<Uint8Array> {
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < n) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) all.set(c, (at += c.length) - c.length);
  return all.slice(0, n);
}

/** IMAGE: the URL (a file this gateway serves, or any http(s) URL) answers 200 with a real image. */
export const checkImage: Check = async (task, o) => {
  const url = String(task.body.url ?? task.name);
  let target: URL;
  try {
    target = o.selfOrigin ? new URL(url, o.selfOrigin) : new URL(url);
  } catch {
    return `Image URL ${url} is not a valid URL`;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return `Image URL ${url} is not an http(s) URL`;
  let res: Response;
  try {
    res = await fetch(target, { signal: AbortSignal.timeout(o.timeoutMs), headers: { accept: 'image/*' } });
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? `Image ${url} did not answer within ${o.timeoutMs} ms` : `Image ${url} could not be fetched (${(error as Error).message})`;
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => undefined);
    return `Image ${url} could not be fetched (${res.status})`;
  }
  const type = res.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await res.body?.cancel().catch(() => undefined);
    return `Image ${url} is not an image (content type ${type || 'missing'})`;
  }
  const head = await firstBytes(res, 12);
  if (!isImageMagic(head)) return `Image ${url} is not a valid PNG, JPEG, GIF or WebP file`;
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
