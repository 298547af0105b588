import { AdSetSchema } from '../../../domain/ad-set';
import { AdSchema } from '../../../domain/ad/ad';
import { FORMAT_TYPES, lineItemTypesFor, type FormatType } from '../../../domain/catalogs/formats';
import type { InsertionOrder } from '../../../domain/insertion-order';
import { formatUtc } from '../../../domain/timestamp';
import { type SeedDocument, valid } from './bulk';
import { createdAt, type SeedContext } from './core';
import { PRODUCTS } from './names';

/** How often each format appears; every format appears at least once per campaign set. */
const FORMAT_WEIGHTS: Partial<Record<FormatType, number>> = {
  ProductScanFormat: 25, ProductReceiptFormat: 14, BannerFormat: 12, VideoFormat: 10, WalkInFormat: 8, CarouselFormat: 5,
  BigScanFormat: 4, VastUrlFormat: 3, QuizFormat: 3, ShelfImageFormat: 3,
};
const WEIGHTED: FormatType[] = FORMAT_TYPES.flatMap((t) => Array<FormatType>(FORMAT_WEIGHTS[t] ?? 1).fill(t));

const image = (ctx: SeedContext, w: number, h: number) => ({ url: ctx.images.url(w, h) });

/** A minimal, valid format of each kind, with the fields its form would fill. */
function formatOf(ctx: SeedContext, type: FormatType, product: string, siblings: readonly string[]): Record<string, unknown> {
  const rng = ctx.rng;
  switch (type) {
    case 'ProductScanFormat': return { '@type': type, legalAgeRequired: rng.chance(0.05), ...(rng.chance(0.3) ? { maxScansPerLocation: rng.int(1, 5), rolloverTimePerLocation: rng.pick([6, 12, 24]) } : {}), barcodes: [String(rng.int(10_000_000, 99_999_999)) + '0001'] };
    case 'ProductReceiptFormat':
    case 'RetailerReceiptFormat': return { '@type': type, minPurchaseQuantity: rng.int(1, 3), ...(rng.chance(0.2) ? { externalCampaignProvider: 'PRODEGE', externalOfferId: `OFR-${rng.int(1000, 9999)}` } : {}) };
    case 'BigScanFormat': return { '@type': type, inventory: rng.int(100, 5000) };
    case 'BundleFormat': return { '@type': type, adIds: siblings.length >= 2 ? siblings.slice(0, 2) : ['1', '2'], legacy: { bundle_type: rng.pick(['RECEIPT_BUNDLE', 'SCAN_MISSION']) } };
    case 'VideoFormat': return { '@type': type, placement: rng.pick(['DISCOVER_TAB', 'POST_SCAN', 'STORE_LIST', 'ONLINE', 'DISCOVER_PREMIUM']), title: `${product} in 30 seconds`, videoUrl: `https://video.flightdeck.example/${rng.int(1, 9999)}.mp4` };
    case 'VastUrlFormat': return { '@type': type, vastUrl: `https://ads.flightdeck.example/vast/${rng.int(1, 9999)}.xml`, title: product };
    case 'WalkInFormat': return { '@type': type, bigWalkin: rng.chance(0.1), tags: rng.chance(0.3) ? ['WALKIN_PROMOTION'] : [] };
    case 'LinkedCardFormat': return { '@type': type, loyaltyProgramTypes: rng.chance(0.5) ? ['MASTERCARD', 'VISA'] : ['VISA'] };
    case 'BannerFormat': return { '@type': type, bannerPlacements: [{ bannerLocation: 'DISCOVER_TAB', tapout: { '@type': 'LocationScansTapout' } }], subtitle: `Earn Kicks on ${product}` };
    case 'CarouselFormat': return { '@type': type, items: [{ ad: { name: `${product} story`, format: { '@type': 'ImageFormat', images: { cover: image(ctx, 532, 624) } } } }] };
    case 'ProductCatalogFormat': return { '@type': type, productCatalogType: rng.pick(['RETAIL', 'MCOMM']) };
    case 'QuizFormat': return { '@type': type, questions: [{ question: `Which size of ${product} do you buy most?`, answers: [{ answer: 'Single', valid: true }, { answer: 'Family pack', valid: false }, { answer: 'Club size', valid: false }] }] };
    case 'ShelfImageFormat': return { '@type': type, guidanceText: `Snap the ${product} shelf`, guidanceImage: image(ctx, 1024, 1024).url };
    default: return { '@type': type };
  }
}

export interface AdPlan {
  campaign: SeedDocument;
  orders: readonly SeedDocument[];
  chainIds: readonly string[];
  topicIds: readonly string[];
}

/**
 * Ad sets of one campaign and their ads, dated inside the campaign. With `linkedOnly` every ad is
 * of a format one of the campaign's line items can pay for (a campaign with a mapping tree, whose
 * ad checks need the line item); otherwise some ads have none (the "no valid order line item" case).
 */
export function seedAdSetsAndAds(ctx: SeedContext, plan: AdPlan, adCount: number, linkedOnly = false): { adSets: SeedDocument[]; ads: SeedDocument[] } {
  const { campaign } = plan;
  const setCount = Math.max(1, Math.min(4, Math.round(adCount / 5)));
  const adSets: SeedDocument[] = [];
  for (let s = 0; s < setCount; s++) {
    const body = valid(AdSetSchema, {
      name: `${ctx.rng.pick(['Launch', 'Sustain', 'Retarget', 'Always-On', 'Holiday Push'])} ${s + 1}`,
      description: ctx.rng.chance(0.5) ? 'Scan and receipt tactics for partner chains' : undefined,
      enabled: ctx.rng.chance(0.9),
      topicIds: plan.topicIds.slice(0, 2),
      constraints: plan.chainIds.length ? [{ '@type': 'ChainConstraint', chainIds: Object.fromEntries(plan.chainIds.slice(0, 3).map((id) => [id, true])) }] : [],
      campaignId: campaign.id,
    }, 'ad set');
    adSets.push({ id: ctx.nextId(), body, created: campaign.created, userId: campaign.userId });
  }
  const lineItems = plan.orders.flatMap((o) => ((o.body as unknown as InsertionOrder).orderLineItems ?? []).map((li) => ({ order: o, li })));
  const campaignStart = new Date(String(campaign.body.startDate).replace('[UTC]', ''));
  const campaignEnd = new Date(String(campaign.body.endDate).replace('[UTC]', ''));
  // a format that names no line item types may draw on any (story cards, images...)
  const fitting = (type: FormatType) => {
    const allowed = lineItemTypesFor({ '@type': type });
    return lineItems.filter(({ li }) => !allowed || allowed.includes(li.orderLineItemType));
  };
  const linkable = WEIGHTED.filter((type) => fitting(type).length > 0);
  const ads: SeedDocument[] = [];
  for (let a = 0; a < adCount; a++) {
    const adSet = adSets[a % adSets.length]!;
    const first: FormatType = 'ProductScanFormat';
    const type = linkedOnly ? (a === 0 && fitting(first).length ? first : ctx.rng.pick(linkable)) : a === 0 ? first : ctx.rng.pick(WEIGHTED);
    const product = ctx.rng.pick(PRODUCTS);
    const fits = fitting(type);
    const link = fits.length ? ctx.rng.pick(fits) : undefined;
    const chainIds = type === 'LinkedCardFormat' || type === 'K4RRFormat' ? plan.chainIds.slice(0, 1) : plan.chainIds.slice(0, ctx.rng.int(1, 3));
    const start = new Date(campaignStart.getTime() + ctx.rng.int(0, 3) * 86_400_000);
    const end = new Date(Math.max(start.getTime() + 86_400_000, campaignEnd.getTime() - ctx.rng.int(0, 3) * 86_400_000));
    const constraints: Record<string, unknown>[] = [
      { '@type': 'DateRangeConstraint', startTimestamp: formatUtc(start), endTimestamp: formatUtc(end) },
      ...(chainIds.length ? [{ '@type': 'ChainConstraint', chainIds: Object.fromEntries(chainIds.map((id) => [id, true])) }] : []),
      ...(ctx.rng.chance(0.15) ? [{ '@type': 'LocationConstraint', locationIds: Object.fromEntries(Array.from({ length: ctx.rng.int(1, 6) }, () => [String(ctx.rng.int(10_000, 99_999)), true])) }] : []),
      ...(type !== 'BannerFormat' && type !== 'QuizFormat' ? [{ '@type': 'FrequencyConstraint', engagements: 1, period: type === 'VideoFormat' || type === 'VastUrlFormat' ? 'ALL_TIME' : 'MONTH' }] : []),
    ];
    const body = valid(AdSchema, {
      name: `${product} ${ctx.rng.pick(['Scan', 'Deal', 'Offer', 'Promo', 'Spotlight', 'Reward'])}`.slice(0, 36),
      description: ctx.rng.chance(0.6) ? `Earn Kicks when you ${type === 'ProductReceiptFormat' ? 'buy' : 'scan'} ${product.toLowerCase()}` : undefined,
      insertionOrderId: link?.order.id,
      orderLineItemId: link?.li.id,
      pricingModelId: link?.li.pricingModel.id,
      topicIds: plan.topicIds.slice(0, 1),
      constraints,
      format: formatOf(ctx, type, product, ads.slice(-2).map((d) => d.id)),
      awards: ctx.rng.chance(0.85) ? { COMPLETED: { '@type': 'CurrencyAward', amount: ctx.rng.pick([5, 10, 15, 20, 25, 40, 50, 75, 100, 150, 250]) } } : {},
      campaignId: campaign.id,
      adSetId: adSet.id,
    }, `${type} ad`);
    ads.push({ id: ctx.nextId(), body, created: createdAt(ctx, 200), userId: campaign.userId });
  }
  return { adSets, ads };
}

