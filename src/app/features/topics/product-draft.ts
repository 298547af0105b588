import { formatMoney } from '#domain/money';
import { isTopicEnabled, msrpCents, type BarcodeEntry, type PromotedProduct } from '#domain/topic';
import type { ProductDocument } from '#app/api/topic';

/** A country's MSRP as typed: the price in dollars. */
export interface MsrpDraft {
  country: string;
  price: string;
}

/** The promoted product form's values (spec 3 'Promoted product form' fields). */
export interface ProductDraft {
  name: string;
  description: string;
  barcodes: BarcodeEntry[];
  contentTags: string[];
  productFamilyImageUrl: string | null;
  completedImageUrl: string | null;
  msrps: MsrpDraft[];
  ontologyKeywords: string[];
  ontologyNodeId: string | null;
  productId: string;
  tags: string[];
  toolTip: string;
  receiptDescriptions: string[];
  enabled: boolean;
  additionalDetails: string;
  decoupleReceiptsFromScans: boolean;
  allowSameDayMultilocationScans: boolean;
}
export type ProductDraftKey = keyof ProductDraft;

export const emptyProductDraft = (): ProductDraft => ({
  name: '',
  description: '',
  barcodes: [],
  contentTags: [],
  productFamilyImageUrl: null,
  completedImageUrl: null,
  msrps: [],
  ontologyKeywords: [],
  ontologyNodeId: null,
  productId: '',
  tags: [],
  toolTip: '',
  receiptDescriptions: [],
  enabled: true,
  additionalDetails: '',
  decoupleReceiptsFromScans: false,
  allowSameDayMultilocationScans: false,
});

export function productDraftOf(p: PromotedProduct): ProductDraft {
  return {
    name: p.name,
    description: p.description ?? '',
    barcodes: (p.barcodes ?? []).map((b) => ({ ...b })),
    contentTags: [...(p.contentTags ?? [])],
    productFamilyImageUrl: p.images?.productFamilyImageUrl?.url ?? null,
    completedImageUrl: p.images?.completedImageUrl?.url ?? null,
    msrps: (p.msrps ?? []).map((m) => ({ country: m.country, price: formatMoney(m.msrp, 2).replace(/,/g, '') })),
    ontologyKeywords: [...(p.ontologyKeywords ?? [])],
    ontologyNodeId: p.ontologyNodeId ?? null,
    productId: p.productId ?? '',
    tags: [...(p.tags ?? [])],
    toolTip: p.toolTip ?? '',
    receiptDescriptions: [...(p.receiptDescriptions ?? [])],
    enabled: isTopicEnabled(p),
    additionalDetails: p.additionalDetails ?? '',
    decoupleReceiptsFromScans: p.decoupleReceiptsFromScans ?? false,
    allowSameDayMultilocationScans: p.allowSameDayMultilocationScans ?? false,
  };
}

/**
 * What a save sends: the stored product (when editing) with the form's fields over it, so fields
 * the form does not edit (other legacy keys) travel back untouched.
 */
export function productBodyOf(d: ProductDraft, base?: ProductDocument): PromotedProduct {
  const { id: _i, campaignId: _c, created: _cr, modified: _m, version: _v, ...kept } = base ?? ({} as Partial<ProductDocument>);
  const image = (url: string | null) => (url ? { url } : null);
  return {
    ...(kept as Partial<PromotedProduct>),
    '@type': 'PromotedProduct',
    name: d.name.trim(),
    description: d.description.trim() || null,
    barcodes: d.barcodes,
    contentTags: d.contentTags,
    images: { productFamilyImageUrl: image(d.productFamilyImageUrl), completedImageUrl: image(d.completedImageUrl) },
    msrps: d.msrps.map((m) => ({ country: m.country.trim().toUpperCase(), msrp: msrpCents(m.price)! })),
    ontologyKeywords: d.ontologyKeywords,
    ontologyNodeId: d.ontologyNodeId,
    productId: d.productId.trim() || null,
    tags: d.tags,
    toolTip: d.toolTip.trim() || null,
    receiptDescriptions: d.receiptDescriptions,
    legacy: { ...(kept.legacy ?? {}), enabled: d.enabled ? 'true' : 'false' },
    additionalDetails: d.additionalDetails || null,
    decoupleReceiptsFromScans: d.decoupleReceiptsFromScans,
    allowSameDayMultilocationScans: d.allowSameDayMultilocationScans,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two drafts, in the form's order. */
export const changedProductKeys = (a: ProductDraft, b: ProductDraft) => (Object.keys(a) as ProductDraftKey[]).filter((k) => !same(a[k], b[k]));
