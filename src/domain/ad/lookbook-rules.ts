import type { FieldError } from '#domain/validation';
import { SPONSORED } from './ad';
import type { BannerImageSlot } from './banner';

/**
 * A lookbook's own images, story group and global engagement URLs (spec 2 'Lookbook form', §5, §9),
 * the rules that need the lookbook's campaign or story group: the form and the gateway run them alike.
 */
export const LOOKBOOK_FORMATS: readonly string[] = ['CarouselFormat', 'ProductCatalogFormat'];
export const isLookbook = (format: { '@type': string }) => LOOKBOOK_FORMATS.includes(format['@type']);

export const LOOKBOOK_RULE_MESSAGES = {
  // spec 2 §5, verbatim
  sponsoredCover: 'Sponsored cover image required for a sponsored story group',
  // spec 2 'Lookbook form: global engagement URLs (brand only)'; the spec words no message
  engagementUrlsBrandOnly: 'Global engagement URLs are for brand campaigns only',
  // spec 2 'linked quiz': a quiz ad (QuizFormat) of the lookbook's campaign; the spec words no message
  linkedQuiz: (id: string) => `Ad ${id} is not a quiz ad of this campaign`,
} as const;

/** The quiz a lookbook links (spec 2 'Lookbook form' linked quiz), kept as its `format.nextAdId`. */
export const linkedQuizOf = (format: { '@type': string; nextAdId?: string | null }) => (isLookbook(format) ? format.nextAdId || undefined : undefined);

/**
 * spec 2 §9 'Images': the lookbook's images at their sizes, kept under `format.images` by the keys
 * spec 2 §3 lists (cover, previewThumbnail, kicksActivity). The spec names no key for the sponsored
 * cover: it is `sponsoredCover` (decision 015).
 */
export const LOOKBOOK_IMAGES = {
  cover: { key: 'cover', label: 'Cover image', size: { width: 304, height: 170 } },
  previewThumbnail: { key: 'previewThumbnail', label: 'Preview thumbnail', size: { width: 640, height: 380 } },
  kicksActivity: { key: 'kicksActivity', label: 'Kicks activity image', size: { width: 320, height: 320 } },
  sponsoredCover: { key: 'sponsoredCover', label: 'Sponsored cover image', size: { width: 640, height: 360 } },
} as const satisfies Record<string, BannerImageSlot>;

/** A story group is sponsored when its type is spec 2 §9's sponsored constant, 'SPONSORED'. */
export const isSponsoredStoryGroup = (storyGroupType: string | null | undefined) => storyGroupType === SPONSORED;

/** The brand campaign's category; a campaign stored without one is a brand campaign (its schema's default). */
const isBrand = (category: string | null | undefined) => (category ?? 'BRAND') === 'BRAND';

interface LookbookAd {
  engagementUrls?: readonly string[] | null;
  format: { '@type': string; legacy?: { storyGroupId?: string | null } | null; images?: Record<string, { url: string }> | null };
}

export interface LookbookContext {
  campaignCategory?: string | null;
  /** the `story_group_type` of the story group the lookbook names, when known */
  storyGroupType?: string | null;
}

const sameList = (a: readonly string[] | null | undefined, b: readonly string[] | null | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
const sponsoredCoverOf = (ad: LookbookAd) => ad.format.images?.[LOOKBOOK_IMAGES.sponsoredCover.key]?.url;

/**
 * A lookbook in a sponsored story group needs its sponsored cover, and only a brand campaign's
 * lookbook has global engagement URLs. A stored lookbook that broke either before these rules (its
 * story group and cover, or its URLs, unchanged) may be saved as read, as the other rules added
 * after data existed allow (decision 016).
 */
export function lookbookContextProblems(ad: LookbookAd, ctx: LookbookContext, stored?: LookbookAd | null): FieldError[] {
  if (!isLookbook(ad.format)) return [];
  const problems: FieldError[] = [];
  const asStored = stored && stored.format['@type'] === ad.format['@type'] ? stored : undefined;
  if (!isBrand(ctx.campaignCategory) && (ad.engagementUrls?.length ?? 0) > 0 && !(asStored && sameList(asStored.engagementUrls, ad.engagementUrls))) {
    problems.push({ fieldName: 'engagementUrls', message: LOOKBOOK_RULE_MESSAGES.engagementUrlsBrandOnly });
  }
  const storyGroupId = ad.format.legacy?.storyGroupId;
  const keptWithoutCover = asStored && asStored.format.legacy?.storyGroupId === storyGroupId && !sponsoredCoverOf(asStored);
  if (isSponsoredStoryGroup(ctx.storyGroupType) && !sponsoredCoverOf(ad) && !keptWithoutCover) {
    problems.push({ fieldName: `format.images.${LOOKBOOK_IMAGES.sponsoredCover.key}`, message: LOOKBOOK_RULE_MESSAGES.sponsoredCover });
  }
  return problems;
}
