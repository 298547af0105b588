import type { Constraint } from '#domain/constraint';
import type { Ad } from './ad';
import { DEFAULT_BANNER_PRIORITY } from './ad';
import { BANNER_IMAGES, placementProblems } from './banner';
import { defaultFrequencyConstraints } from './defaults';
import { COLOUR_KEYS, type Legacy } from './format-parts';
import { hasVideoOtt, OTT_VIDEO_TAG, type OttLink } from './own-the-trip';
import { adTypeLabel } from '#domain/catalogs/ad-types';
import { lineItemTypesFor } from '#domain/catalogs/formats';
import type { FieldError } from '#domain/validation';
import { AD_CONTEXT_MESSAGES, matchingLineItems, orderLinkOf, type OrderView } from './rules';
import { productOf } from './scan-links';
import type { Tapout } from './tapout';

/**
 * The Own-The-Trip chain (spec 2 §4 'Walk-in chain'): after a walk-in with Own-The-Trip come a
 * Nearby Tab banner (the walk-in promo, tag WALKIN_PROMOTION) and a store details banner; with
 * Video OTT a post-scan video follows (1 engagement, all time: spec 2 §9 'OTT video'). Each ad
 * links to the next through nextAdId, in this order.
 */
export const WALKIN_PROMOTION_TAG = 'WALKIN_PROMOTION';

/** One ad of the chain, named by its place in it; `ad` carries no nextAdId (its id is not known yet). */
export interface OttChainAd {
  link: OttLink;
  ad: Ad;
}

type WalkIn = Pick<Ad, 'name' | 'description' | 'format' | 'constraints' | 'topicIds' | 'insertionOrderId' | 'shopperProfileConfiguration' | 'nextAdId'>;

/** Submitting this ad creates its chain: a walk-in with Own-The-Trip checked that links to no next ad yet. */
export const needsOttChain = (ad: WalkIn) => ad.format['@type'] === 'WalkInFormat' && ad.format.isOwnTheTrip === true && !ad.nextAdId;

/** Frequency and inventory are per ad: a linked ad gets its own format's (none for a banner). */
const PER_AD: readonly Constraint['@type'][] = ['FrequencyConstraint', 'MaxEngagementsConstraint'];
/** A post-scan video follows its scan, so it has no dates of its own (spec 2 §4 'POST_SCAN placement'). */
const NOT_POST_SCAN: readonly Constraint['@type'][] = [...PER_AD, 'DateRangeConstraint'];

/**
 * The line item the linked ad's format draws on (spec 2 §9): the one of its kind in the walk-in's
 * order, else the one the campaign has; where there are several and nothing chooses, the first (in
 * the walk-in's order if it has one), which the linked ad's own form can change. An ad stored
 * without one could not be saved again from its form.
 */
function orderFieldsOf(format: Ad['format'], walkIn: WalkIn, orders: readonly OrderView[]) {
  const sameOrder = orderLinkOf(format, orders, { insertionOrderId: walkIn.insertionOrderId });
  let link = sameOrder.orderLineItemId ? sameOrder : orderLinkOf(format, orders, {});
  if (!link.orderLineItemId) {
    const first = matchingLineItems(format, orders.filter((o) => o.id === walkIn.insertionOrderId))[0] ?? matchingLineItems(format, orders)[0];
    if (first) link = orderLinkOf(format, orders, { insertionOrderId: first.order.id, orderLineItemId: first.item.id });
  }
  const { insertionOrderId, orderLineItemId, pricingModelId } = link;
  return { insertionOrderId, orderLineItemId, pricingModelId };
}

/** The walk-in's image of a banner placement, as the banner's own image of that placement. */
function imageOf(walkIn: WalkIn, slot: (typeof BANNER_IMAGES)['STORE_LIST' | 'STORE_DETAILS']) {
  const image = walkIn.format.images?.[slot.key];
  return image ? { [slot.key]: image } : null;
}

type BannerFormat = Extract<Ad['format'], { '@type': 'BannerFormat' }>;

/**
 * The banner with a tapout on its placement and the walk-in's promoted product, where the banner
 * rules of spec 2 §5 take them: a tapout on Store Details needs a promoted product, one on the
 * Nearby Tab a chain or a promoted product. Otherwise the banner stays without a tapout, as it
 * would be refused (and the chain with it).
 */
function withTapout(banner: BannerFormat, tapout: Tapout | null | undefined, product: string | undefined): BannerFormat {
  if (!tapout) return banner;
  const tapped: BannerFormat = {
    ...banner,
    bannerPlacements: banner.bannerPlacements?.map((p) => ({ ...p, tapout })),
    ...(product ? { promotedProductId: product } : {}),
  };
  return placementProblems(tapped).length === 0 ? tapped : banner;
}

/** What tapping a chain banner does: the walk-in's own tapout on the Nearby Tab; the store's details on Store Details (its one option). */
const tapoutOf = (walkIn: WalkIn, location: 'STORE_LIST' | 'STORE_DETAILS'): Tapout | null | undefined =>
  location === 'STORE_LIST' ? walkIn.format.tapout : { '@type': 'StoreDetailsTapout' };

/**
 * The ads a walk-in's Own-The-Trip creates after it, in chain order: none unless the walk-in has
 * Own-The-Trip. They share the walk-in's name, audience, chains, locations and topics; each takes
 * a line item of its own kind (BANNER, VIDEO) from the campaign's orders. The store details banner
 * of a video OTT carries the walk-in's tapout colours, its store details description and OTT_VIDEO;
 * the post-scan video plays the walk-in's video (its videoUrl).
 */
export function ottChainOf(walkIn: WalkIn, orders: readonly OrderView[]): OttChainAd[] {
  const { format } = walkIn;
  if (format['@type'] !== 'WalkInFormat' || !format.isOwnTheTrip) return [];
  const video = hasVideoOtt(format);
  const without = (types: readonly Constraint['@type'][]) => walkIn.constraints.filter((c) => !types.includes(c['@type']));
  const common = {
    name: walkIn.name,
    topicIds: walkIn.topicIds,
    awards: {},
    impressionUrls: [],
    engagementUrls: [],
    shopperProfileConfiguration: walkIn.shopperProfileConfiguration,
  };
  const colours = Object.fromEntries(
    COLOUR_KEYS.flatMap((k) => {
      const colour = format.legacy?.[k];
      return colour ? [[k, colour]] : [];
    }),
  ) as Legacy;
  const banner = (link: OttLink, location: 'STORE_LIST' | 'STORE_DETAILS', tags: string[], legacy: Legacy, description: string | null | undefined): OttChainAd => {
    const bannerFormat = withTapout(
      {
        '@type': 'BannerFormat',
        bannerPlacements: [{ bannerLocation: location }],
        images: imageOf(walkIn, BANNER_IMAGES[location]),
        tags,
        legacy: { bannerPriority: DEFAULT_BANNER_PRIORITY, ...legacy },
      },
      tapoutOf(walkIn, location),
      productOf(walkIn),
    );
    // spec 2 §3: banner ads start disabled, linked ones too (the form's Enabled switch turns them on)
    return { link, ad: { ...common, ...orderFieldsOf(bannerFormat, walkIn, orders), enabled: false, description, constraints: without(PER_AD), format: bannerFormat } };
  };
  const chain = [
    banner('nearbyTabBanner', 'STORE_LIST', [WALKIN_PROMOTION_TAG], {}, walkIn.description),
    video
      ? banner('storeDetailsBanner', 'STORE_DETAILS', [OTT_VIDEO_TAG], colours, format.legacy?.storeDetailsDescription)
      : banner('storeDetailsBanner', 'STORE_DETAILS', [], {}, walkIn.description),
  ];
  if (video) {
    // A video's priority is a date (spec 2 §5, required): the walk-in's own.
    const videoFormat: Ad['format'] = { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: format.videoUrl, legacy: { bannerPriority: format.legacy?.bannerPriority } };
    const constraints = [...without(NOT_POST_SCAN), ...defaultFrequencyConstraints('VideoFormat')];
    chain.push({ link: 'videoOtt', ad: { ...common, ...orderFieldsOf(videoFormat, walkIn, orders), enabled: true, description: walkIn.description, constraints, format: videoFormat } });
  }
  return chain;
}

/**
 * Why this walk-in's chain cannot be created as it is: a linked ad whose kind (BANNER, VIDEO) has
 * no line item in the campaign's orders would be stored without one, and could not be saved again
 * from its form ('You must select an insertion order.'). The spec's own words for a missing line
 * item, once per kind, at the Own-The-Trip box.
 */
export function ottChainProblems(walkIn: WalkIn, orders: readonly OrderView[]): FieldError[] {
  if (!needsOttChain(walkIn)) return [];
  const missing = ottChainOf(walkIn, orders).filter(({ ad }) => !ad.orderLineItemId).map(({ ad }) => lineItemTypesFor(ad.format)?.[0]);
  return [...new Set(missing)].filter((type) => type !== undefined).map((type) => ({ fieldName: 'format.isOwnTheTrip', message: AD_CONTEXT_MESSAGES.noLineItem(adTypeLabel(type)) }));
}

/**
 * The ads linked after a walk-in (its chain from nextAdId on), in chain order, as far as `ads`
 * holds them; a loop ends the chain.
 */
export function linkedChainOf<A extends { id: string; nextAdId?: string | null }>(walkIn: { id: string; nextAdId?: string | null }, ads: readonly A[]): A[] {
  const byId = new Map(ads.map((a) => [a.id, a]));
  const chain: A[] = [];
  const seen = new Set([walkIn.id]);
  for (let next = byId.get(walkIn.nextAdId ?? ''); next && !seen.has(next.id); next = byId.get(next.nextAdId ?? '')) {
    seen.add(next.id);
    chain.push(next);
  }
  return chain;
}

/** The walk-in once its chain is deleted: no link, and both boxes unchecked (spec 2 §4). */
export function withoutOtt<A extends { nextAdId?: string | null; format: Ad['format'] }>(walkIn: A): A {
  const format = walkIn.format as Ad['format'] & { tags?: string[] };
  const tags = format.tags?.filter((t) => t !== OTT_VIDEO_TAG);
  return { ...walkIn, nextAdId: null, format: { ...format, isOwnTheTrip: false, ...(tags ? { tags } : {}) } };
}
