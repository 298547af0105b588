import { CATEGORY_IMAGE_KEY, isTopicEnabled, kicksPerDollarOf, type PromotedCategory } from '#domain/topic';
import type { CategoryDocument } from '#app/api/topic';

/** The retailer category form's values (spec 3 §3 'Retailer category'). */
export interface CategoryDraft {
  name: string;
  chainId: string | null;
  webviewURL: string;
  categoryImageUrl: string | null;
  includedCategories: string[];
  excludedCategories: string[];
  kicksPerDollar: string;
  matchAll: boolean;
  ontologyNodeId: string | null;
  enabled: boolean;
}

export const emptyCategoryDraft = (): CategoryDraft => ({
  name: '',
  chainId: null,
  webviewURL: '',
  categoryImageUrl: null,
  includedCategories: [],
  excludedCategories: [],
  kicksPerDollar: '',
  matchAll: false,
  ontologyNodeId: null,
  enabled: true,
});

export function categoryDraftOf(c: PromotedCategory): CategoryDraft {
  return {
    name: c.name,
    chainId: c.chainId ?? null,
    webviewURL: c.webviewURL ?? '',
    categoryImageUrl: c.images?.[CATEGORY_IMAGE_KEY]?.url ?? null,
    includedCategories: [...(c.includedCategories ?? [])],
    excludedCategories: [...(c.excludedCategories ?? [])],
    kicksPerDollar: c.kicksPerDollar === null || c.kicksPerDollar === undefined ? '' : String(c.kicksPerDollar),
    matchAll: c.matchAll ?? false,
    ontologyNodeId: c.ontologyNodeId ?? null,
    enabled: isTopicEnabled(c),
  };
}

/**
 * What a save sends: the stored category (when editing) with the form's fields over it; images
 * under other keys than the category image, and other legacy keys, travel back untouched.
 */
export function categoryBodyOf(d: CategoryDraft, base?: CategoryDocument): PromotedCategory {
  const { id: _i, campaignId: _c, created: _cr, modified: _m, version: _v, ...kept } = base ?? ({} as Partial<CategoryDocument>);
  const { [CATEGORY_IMAGE_KEY]: _old, ...otherImages } = kept.images ?? {};
  return {
    ...(kept as Partial<PromotedCategory>),
    '@type': 'PromotedCategory',
    name: d.name.trim(),
    chainId: d.chainId,
    webviewURL: d.webviewURL.trim() || null,
    images: { ...otherImages, ...(d.categoryImageUrl ? { [CATEGORY_IMAGE_KEY]: { url: d.categoryImageUrl } } : {}) },
    includedCategories: d.includedCategories,
    excludedCategories: d.excludedCategories,
    kicksPerDollar: kicksPerDollarOf(d.kicksPerDollar),
    matchAll: d.matchAll,
    ontologyNodeId: d.ontologyNodeId,
    legacy: { ...(kept.legacy ?? {}), enabled: d.enabled ? 'true' : 'false' },
  };
}
