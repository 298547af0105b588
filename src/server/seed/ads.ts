import { AdSetSchema } from '#domain/ad-set';
import { AdSchema } from '#domain/ad/ad';
import { defaultFrequencyConstraints } from '#domain/ad/defaults';
import { BUNDLE_LINKABLE_FORMATS, MIN_BUNDLE_ADS } from '#domain/ad/format';
import { FORMAT_OF_AD_TYPE } from '#domain/ad/new-ad';
import { orderLinkOf } from '#domain/ad/rules';
import { withPostScanPlacement } from '#domain/ad/scan-links';
import { AD_TYPE_VALUES, type AdType } from '#domain/catalogs/ad-types';
import { FORMAT_TYPES, lineItemTypesFor, type FormatType } from '#domain/catalogs/formats';
import type { InsertionOrder } from '#domain/insertion-order';
import { formatUtc } from '#domain/timestamp';
import { type SeedDocument, valid } from './bulk';
import { awardsOf } from './ad-awards';
import { productNameOf } from './chains';
import { createdAt, type SeedContext } from './core';
import { PRODUCTS } from './names';

/** How often each format appears; every format appears at least once per campaign set. */
const FORMAT_WEIGHTS: Partial<Record<FormatType, number>> = {
  ProductScanFormat: 25, ProductReceiptFormat: 14, BannerFormat: 12, VideoFormat: 10, WalkInFormat: 8, CarouselFormat: 5,
  BigScanFormat: 4, VastUrlFormat: 3, QuizFormat: 3, ShelfImageFormat: 3,
};
const WEIGHTED: FormatType[] = FORMAT_TYPES.flatMap((t) => Array<FormatType>(FORMAT_WEIGHTS[t] ?? 1).fill(t));

/** Formats tied to one promoted product (the ad form's product picker). */
const PRODUCT_FORMATS: readonly FormatType[] = ['ProductScanFormat', 'ProductReceiptFormat', 'BigScanFormat', 'ShelfImageFormat'];
/** A banner's and a bundle's priority is 3 letters (the schema's default), a lookbook has none; every other ad's is a date. */
const UNDATED_PRIORITY: readonly FormatType[] = ['BannerFormat', 'BundleFormat', 'CarouselFormat'];

const image = (ctx: SeedContext, w: number, h: number) => ({ url: ctx.images.url(w, h) });

/** What shapes an ad's format besides its kind: its product's name, the line item that pays for it, the ads a bundle may link. */
interface FormatInputs {
  product: string;
  lineItemType: string;
  bundleable: readonly string[];
}

/** A minimal, valid format of each kind, with the fields its form would fill. */
function formatOf(ctx: SeedContext, type: FormatType, { product, lineItemType, bundleable }: FormatInputs): Record<string, unknown> {
  const rng = ctx.rng;
  switch (type) {
    case 'ProductScanFormat': return { '@type': type, legalAgeRequired: rng.chance(0.05), ...(rng.chance(0.3) ? { maxScansPerLocation: rng.int(1, 5), rolloverTimePerLocation: rng.pick([6, 12, 24]) } : {}), barcodes: [String(rng.int(10_000_000, 99_999_999)) + '0001'] };
    case 'ProductReceiptFormat':
    case 'RetailerReceiptFormat': return { '@type': type, minPurchaseQuantity: rng.int(1, 3), ...(rng.chance(0.2) ? { externalCampaignProvider: 'PRODEGE', externalOfferId: `OFR-${rng.int(1000, 9999)}` } : {}) };
    case 'BigScanFormat': return { '@type': type, inventory: rng.int(100, 5000) };
    // a bundle is of its line item's type and links the campaign's scan and receipt ads
    case 'BundleFormat': return { '@type': type, adIds: rng.sample(bundleable, rng.int(MIN_BUNDLE_ADS, 3)), legacy: { bundle_type: lineItemType } };
    // a messaging ad is of its line item's type
    case 'ImageFormat': return { '@type': type, legacy: { ad_type: lineItemType } };
    case 'VideoFormat': return { '@type': type, placement: rng.pick(['DISCOVER_TAB', 'POST_SCAN', 'STORE_LIST', 'ONLINE', 'DISCOVER_PREMIUM']), title: `${product} in 30 seconds`, videoUrl: `https://video.flightdeck.example/${rng.int(1, 9999)}.mp4` };
    case 'VastUrlFormat': return { '@type': type, vastUrl: `https://ads.flightdeck.example/vast/${rng.int(1, 9999)}.xml`, title: product };
    case 'WalkInFormat': return { '@type': type, bigWalkin: rng.chance(0.1), tags: rng.chance(0.3) ? ['WALKIN_PROMOTION'] : [] };
    case 'LinkedCardFormat': return { '@type': type, loyaltyProgramTypes: rng.chance(0.5) ? ['MASTERCARD', 'VISA'] : ['VISA'] };
    case 'BannerFormat': return { '@type': type, bannerPlacements: [{ bannerLocation: 'DISCOVER_TAB', tapout: { '@type': 'LocationScansTapout' } }], subtitle: `Earn Kicks on ${product}` };
    case 'CarouselFormat': return { '@type': type, items: [{ ad: { name: `${product} story`, format: { '@type': 'ImageFormat', images: { cover: image(ctx, 532, 624) } } } }] };
    // an M-Comm lookbook on an M-Comm line item, a retail one on a lookbook line item
    case 'ProductCatalogFormat': return { '@type': type, productCatalogType: lineItemType === 'PRODUCT_CATALOG_MCOMM' ? 'MCOMM' : 'RETAIL' };
    case 'QuizFormat': return { '@type': type, questions: [{ question: `Which size of ${product} do you buy most?`, answers: [{ answer: 'Single', valid: true }, { answer: 'Family pack', valid: false }, { answer: 'Club size', valid: false }] }] };
    case 'ShelfImageFormat': return { '@type': type, guidanceText: `Snap the ${product} shelf`, guidanceImage: image(ctx, 1024, 1024).url };
    default: return { '@type': type };
  }
}

export interface AdPlan {
  campaign: SeedDocument;
  orders: readonly SeedDocument<InsertionOrder>[];
  chainIds: readonly string[];
  /** the campaign's promoted products, then its retailer category if it has one */
  topics: readonly SeedDocument[];
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The line item types the seed lets an ad of each format draw on: those the format may use, and
 * for the formats without a rule their evident ones (the gateway takes any): an image ad is a
 * messaging ad (new-ad.ts), a story card the item of an M-Comm or a retail lookbook.
 */
const UNRULED_LINE_ITEM_TYPES: Partial<Record<FormatType, readonly AdType[]>> = {
  ImageFormat: AD_TYPE_VALUES.filter((t) => FORMAT_OF_AD_TYPE[t] === 'ImageFormat'),
  McommProductCatalogItemFormat: ['PRODUCT_CATALOG_MCOMM'],
  RetailProductCatalogItemFormat: ['CAROUSEL'],
};
const paidBy = (type: FormatType): readonly AdType[] => lineItemTypesFor({ '@type': type }) ?? UNRULED_LINE_ITEM_TYPES[type] ?? [];
/** The formats an ad on a line item of this type may be: every type has one. */
const formatsPaidBy = (lineItemType: AdType): FormatType[] => WEIGHTED.filter((type) => paidBy(type).includes(lineItemType));

/**
 * Ad sets of one campaign and their ads, as the ad form would save them: each ad paid by a line
 * item of the campaign's orders that its format may use (the line items are used in turn before any
 * is drawn at random), with that line item's pricing model, its award, priority and product, and
 * dated inside the campaign. So the mapping worker's ad checks agree with any tree's drawn states.
 */
export function seedAdSetsAndAds(ctx: SeedContext, plan: AdPlan, adCount: number): { adSets: SeedDocument[]; ads: SeedDocument[] } {
  const { campaign } = plan;
  const rng = ctx.rng;
  const setCount = Math.max(1, Math.min(4, Math.round(adCount / 5)));
  const adSets: SeedDocument[] = [];
  for (let s = 0; s < setCount; s++) {
    const body = valid(AdSetSchema, {
      name: `${rng.pick(['Launch', 'Sustain', 'Retarget', 'Always-On', 'Holiday Push'])} ${s + 1}`,
      description: rng.chance(0.5) ? 'Scan and receipt tactics for partner chains' : undefined,
      enabled: rng.chance(0.9),
      topicIds: plan.topics.slice(0, 2).map((t) => t.id),
      constraints: plan.chainIds.length ? [{ '@type': 'ChainConstraint', chainIds: Object.fromEntries(plan.chainIds.slice(0, 3).map((id) => [id, true])) }] : [],
      campaignId: campaign.id,
    }, 'ad set');
    adSets.push({ id: ctx.nextId(), body, created: campaign.created, userId: campaign.userId });
  }
  const products = plan.topics.filter((t) => t.body['@type'] === 'PromotedProduct');
  const category = plan.topics.find((t) => t.body['@type'] === 'PromotedCategory');
  const orders = plan.orders.map((o) => ({ id: o.id, orderLineItems: o.body.orderLineItems ?? [] }));
  const lineItems = orders.flatMap((order) => order.orderLineItems.map((li) => ({ order, li })));
  // A campaign leads with its scan; bundles come last, as they link the scan and receipt ads before them.
  const rank = (type: string) => (type === 'SCAN' ? 0 : type === 'RECEIPT_BUNDLE' || type === 'SCAN_MISSION' ? 2 : 1);
  const unused = [...lineItems].sort((x, y) => rank(x.li.orderLineItemType) - rank(y.li.orderLineItemType));
  const campaignStart = new Date(String(campaign.body.startDate).replace('[UTC]', ''));
  const campaignEnd = new Date(String(campaign.body.endDate).replace('[UTC]', ''));
  const fitting = (type: FormatType) => lineItems.filter(({ li }) => paidBy(type).includes(li.orderLineItemType));
  const linkable = WEIGHTED.filter((type) => fitting(type).length > 0);
  const bundleable: string[] = [];
  const usable = (type: FormatType) => type !== 'BundleFormat' || bundleable.length >= MIN_BUNDLE_ADS;
  const draw = () => {
    const next = unused.findIndex(({ li }) => formatsPaidBy(li.orderLineItemType).some(usable));
    if (next >= 0) {
      const link = unused.splice(next, 1)[0]!;
      return { type: rng.pick(formatsPaidBy(link.li.orderLineItemType).filter(usable)), link };
    }
    const type = rng.pick(linkable.filter(usable));
    return { type, link: rng.pick(fitting(type)) };
  };
  const ads: SeedDocument[] = [];
  for (let a = 0; a < adCount; a++) {
    const adSet = adSets[a % adSets.length]!;
    const { type, link } = draw();
    const topic = rng.pick(products);
    const product = PRODUCT_FORMATS.includes(type) ? productNameOf(topic) : rng.pick(PRODUCTS);
    const chainIds = type === 'LinkedCardFormat' || type === 'K4RRFormat' ? plan.chainIds.slice(0, 1) : plan.chainIds.slice(0, rng.int(1, 3));
    const start = new Date(campaignStart.getTime() + rng.int(0, 3) * 86_400_000);
    const end = new Date(Math.max(start.getTime() + 86_400_000, campaignEnd.getTime() - rng.int(0, 3) * 86_400_000));
    const constraints: Record<string, unknown>[] = [
      { '@type': 'DateRangeConstraint', startTimestamp: formatUtc(start), endTimestamp: formatUtc(end) },
      ...(chainIds.length ? [{ '@type': 'ChainConstraint', chainIds: Object.fromEntries(chainIds.map((id) => [id, true])) }] : []),
      ...(rng.chance(0.15) ? [{ '@type': 'LocationConstraint', locationIds: Object.fromEntries(Array.from({ length: rng.int(1, 6) }, () => [String(rng.int(10_000, 99_999)), true])) }] : []),
      ...defaultFrequencyConstraints(type),
    ];
    const format = formatOf(ctx, type, { product, lineItemType: link.li.orderLineItemType, bundleable });
    const legacy: Record<string, unknown> = {
      ...(format.legacy as object | undefined),
      ...(UNDATED_PRIORITY.includes(type) ? {} : { bannerPriority: dayOf(start) }),
      ...(type === 'ProductScanFormat' && campaign.body.category === 'MCOMM' ? { maxPriceInCents: maxPriceOf(topic) } : {}),
    };
    const ordered = orderLinkOf({ '@type': type, legacy }, orders, { insertionOrderId: link.order.id, orderLineItemId: link.li.id });
    const topicIds = type === 'RetailerReceiptFormat' ? [] : type === 'McommRuleFormat' && category ? [category.id] : [topic.id];
    // as the form saves it: a post-scan video goes without dates of its own (spec 2 §4)
    const body = valid(AdSchema, withPostScanPlacement({
      name: `${product} ${rng.pick(['Scan', 'Deal', 'Offer', 'Promo', 'Spotlight', 'Reward'])}`.slice(0, 36),
      description: rng.chance(0.6) ? `Earn Kicks when you ${type === 'ProductReceiptFormat' ? 'buy' : 'scan'} ${product.toLowerCase()}` : undefined,
      insertionOrderId: ordered.insertionOrderId,
      orderLineItemId: ordered.orderLineItemId,
      pricingModelId: ordered.pricingModelId,
      topicIds,
      constraints,
      format: {
        ...format,
        ...(Object.keys(legacy).length ? { legacy } : {}),
        ...(PRODUCT_FORMATS.includes(type) ? { promotedProductId: topic.id } : {}),
        ...(type === 'McommRuleFormat' && category ? { categoryId: category.id } : {}),
      },
      awards: awardsOf(ctx, type, { insertionOrderId: ordered.insertionOrderId, walletId: ordered.walletId }),
      campaignId: campaign.id,
      adSetId: adSet.id,
    } as unknown as Parameters<typeof withPostScanPlacement>[0]), `${type} ad`);
    const id = ctx.nextId();
    if (BUNDLE_LINKABLE_FORMATS.includes(type)) bundleable.push(id);
    ads.push({ id, body, created: createdAt(ctx, 200), userId: campaign.userId });
  }
  return { adSets, ads };
}

/** An M-Comm scan pays up to a little over the product's shelf price. */
function maxPriceOf(topic: SeedDocument): number {
  const msrp = (topic.body.msrps as { msrp: number }[] | undefined)?.[0]?.msrp ?? 999;
  return Math.round(msrp * 1.25);
}
