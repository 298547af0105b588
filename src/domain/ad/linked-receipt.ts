import { DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER } from '#domain/catalogs/external-campaign-providers';
import { chainIdsOf, type Constraint } from '#domain/constraint';
import type { Ad } from './ad';
import { defaultAward } from './award';
import { DEFAULT_MIN_PURCHASE_QUANTITY } from './format';
import { orderLinkOf, type OrderView } from './rules';
import { productOf } from './scan-links';

/**
 * A scan ad's linked receipt (spec 2 'Linked receipt form', §4): on a new scan, a receipt ad for
 * the same product, created right after the scan with the sub-form's description, order line
 * item (PURCHASE_VALIDATION), dates, e-receipt and Kicks.
 */
export interface LinkedReceiptDraft {
  description: string;
  orderLineItemId: string | null;
  /** UTC text with the '[UTC]' suffix, as the date editor gives */
  startDate: string | null;
  endDate: string | null;
  /** null while the e-receipt switch is off */
  ereceipt: { offerType: string; webviewURL: string } | null;
  kicks: number | null;
}

export const newLinkedReceipt = (): LinkedReceiptDraft => ({ description: '', orderLineItemId: null, startDate: null, endDate: null, ereceipt: null, kicks: null });

const RECEIPT_FORMAT = { '@type': 'ProductReceiptFormat' } as const;

type Scan = Pick<Ad, 'name' | 'format' | 'constraints' | 'topicIds' | 'insertionOrderId' | 'shopperProfileConfiguration'>;

/** spec 2 §4: offered once the scan has a promoted product, an insertion order and chains (its own or its ad set's). */
export function mayLinkReceipt(scan: Scan, adSetConstraints: readonly Constraint[] | undefined): boolean {
  return (
    scan.format['@type'] === 'ProductScanFormat' &&
    Boolean(productOf(scan)) &&
    Boolean(scan.insertionOrderId) &&
    (chainIdsOf(scan.constraints).length > 0 || chainIdsOf(adSetConstraints).length > 0)
  );
}

/** What the sub-form still lacks before the scan can be submitted with it. */
export const LINKED_RECEIPT_MESSAGES = {
  orderLineItem: 'Choose the linked receipt’s order line item',
  kicks: 'Set the linked receipt’s Kicks',
  unavailable: 'A linked receipt needs the scan’s promoted product, insertion order and chains',
} as const;
export function linkedReceiptProblems(receipt: LinkedReceiptDraft): { field: keyof LinkedReceiptDraft; message: string }[] {
  const problems: { field: keyof LinkedReceiptDraft; message: string }[] = [];
  if (!receipt.orderLineItemId) problems.push({ field: 'orderLineItemId', message: LINKED_RECEIPT_MESSAGES.orderLineItem });
  if (!receipt.kicks || receipt.kicks < 1) problems.push({ field: 'kicks', message: LINKED_RECEIPT_MESSAGES.kicks });
  return problems;
}

/** Where and for whom the scan runs, the receipt too; its frequency and dates are its own (spec 2 §9: no frequency for a product receipt). */
const SHARED: readonly Constraint['@type'][] = ['ChainConstraint', 'LocationConstraint', 'RegionConstraint', 'AmountConstraint'];

/**
 * The receipt ad (spec 2 §4 'Linked receipt'): the scan's name, product, topics, audience and
 * places; the sub-form's description, dates, e-receipt and Kicks; the chosen line item with its
 * order, pricing model and wallet (a receipt's line item is a wallet one: spec 2 §9).
 */
export function linkedReceiptAdOf(scan: Scan, receipt: LinkedReceiptDraft, orders: readonly OrderView[]): Ad {
  const link = orderLinkOf(RECEIPT_FORMAT, orders, { orderLineItemId: receipt.orderLineItemId });
  const dates: Constraint[] = receipt.startDate || receipt.endDate ? [{ '@type': 'DateRangeConstraint', startTimestamp: receipt.startDate, endTimestamp: receipt.endDate }] : [];
  const award = { ...defaultAward('CurrencyAward', receipt.kicks ?? 0), insertionOrderId: link.insertionOrderId, walletId: link.walletId };
  return {
    name: scan.name,
    description: receipt.description,
    enabled: true,
    topicIds: scan.topicIds,
    insertionOrderId: link.insertionOrderId,
    orderLineItemId: link.orderLineItemId,
    pricingModelId: link.pricingModelId,
    constraints: [...scan.constraints.filter((c) => SHARED.includes(c['@type'])), ...dates],
    format: {
      ...RECEIPT_FORMAT,
      manualAwardingOnly: false,
      externalCampaignProvider: DEFAULT_EXTERNAL_CAMPAIGN_PROVIDER,
      externalDuplicateDetection: false,
      minPurchaseQuantity: DEFAULT_MIN_PURCHASE_QUANTITY,
      promotedProductId: productOf(scan) ?? null,
      ereceipt: receipt.ereceipt,
      legacy: { bannerPriority: scan.format.legacy?.bannerPriority },
    },
    awards: { COMPLETED: award },
    impressionUrls: [],
    engagementUrls: [],
    shopperProfileConfiguration: scan.shopperProfileConfiguration,
  };
}

/**
 * A stored scan's linked receipts among the campaign's ads (listed with a Delete each): the receipt
 * ads of its product that bear its name, as `linkedReceiptAdOf` made them. The product alone would
 * also list receipts made on their own for that product, offering to delete ads the scan never made.
 */
export function linkedReceiptsOf<A extends LinkedAd>(scan: LinkedAd, ads: readonly A[]): A[] {
  const product = productOf(scan);
  return product ? ads.filter((a) => a.id !== scan.id && a.format['@type'] === 'ProductReceiptFormat' && productOf(a) === product && a.name === scan.name) : [];
}
type LinkedAd = { id: string; name: string; format: { '@type': string; promotedProductId?: string | null }; topicIds?: readonly string[] | null };
