import { ChainSchema } from '#domain/chain';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { TopicSchema } from '#domain/topic';
import { type SeedDocument, valid } from './bulk';
import { createdAt, type SeedContext } from './core';
import { BRAND_FIRST, CHAIN_WORDS, CITIES, PRODUCTS, STREETS } from './names';

export interface SeedLocation {
  id: string;
  chainId: string;
  body: Record<string, unknown>;
}

/** Retail chains, a fifth of them online stores, a tenth disabled, each with store locations. */
export function seedChains(ctx: SeedContext, count: number, locationsPerChain: number): { chains: SeedDocument[]; locations: SeedLocation[] } {
  const chains: SeedDocument[] = [];
  const locations: SeedLocation[] = [];
  const used = new Set<string>();
  for (let i = 0; chains.length < count; i++) {
    let name = `${ctx.rng.pick(BRAND_FIRST)} ${ctx.rng.pick(CHAIN_WORDS)}`;
    if (used.has(name)) name = `${name} ${i}`;
    used.add(name);
    const online = ctx.rng.chance(0.2);
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const images = Object.fromEntries(CHAIN_IMAGE_SLOTS.filter((s) => s.required || ctx.rng.chance(0.5)).map((s) => [s.field, `${slug}_${s.size2x}.png`]));
    const id = String(ctx.nextId());
    const body = valid(ChainSchema, {
      name,
      supports_online_store: online,
      enabled_end_time: ctx.rng.chance(0.1) ? '1900-01-01 00:00:00' : '9999-12-31 23:59:59',
      loyalty_program_ids: ctx.rng.sample(['MASTERCARD', 'VISA'], ctx.rng.int(0, 2)),
      priority: `20${ctx.rng.int(20, 26)}-0${ctx.rng.int(1, 9)}-1${ctx.rng.int(0, 9)}`,
      ...images,
      ...(online ? { online_store_web_url: `https://shop.${slug}.example`, online_store_subtitle: 'Earn Kicks online', max_per_user_online_kicks_per_day: 500 } : {}),
      chain_aliases: ctx.rng.chance(0.3) ? [name.split(' ')[0]!] : [],
      category_ids: ctx.rng.sample(Array.from({ length: 48 }, (_, k) => k + 1), ctx.rng.int(1, 3)),
      supports_geofencing: !online,
      visibility_radius: online ? 0 : ctx.rng.pick([100, 150, 250]),
      max_per_user_walkins_per_day: online ? 0 : 1,
    }, 'chain');
    chains.push({ id, body: { ...body, button_ids: online && ctx.rng.chance(0.5) ? [`btn-${1000 + i}`] : [] }, created: createdAt(ctx, 900), userId: ctx.users[0]!.email });
    if (online) continue;
    for (let l = 0; l < locationsPerChain; l++) {
      const [city, state] = ctx.rng.pick(CITIES);
      const locationId = String(100_000 + locations.length);
      locations.push({
        id: locationId,
        chainId: id,
        body: {
          id: locationId, chain_id: id, name: `${name} #${l + 1}`,
          address: `${ctx.rng.int(10, 9999)} ${ctx.rng.pick(STREETS)}`, city, state, zip: String(ctx.rng.int(10000, 99999)),
          latitude: Number((25 + ctx.rng.next() * 23).toFixed(5)), longitude: Number((-123 + ctx.rng.next() * 50).toFixed(5)),
        },
      });
    }
  }
  return { chains, locations };
}

const ALL_SIZES = ', all sizes';
/** The product a promoted product is about, as its description names it. */
export const productNameOf = (topic: SeedDocument) => String(topic.body.description).replace(ALL_SIZES, '');

/** Promoted products of a campaign (and a retailer category for M-Comm campaigns). */
export function seedTopics(ctx: SeedContext, campaign: SeedDocument, chainIds: readonly string[], count: number): SeedDocument[] {
  const topics: SeedDocument[] = [];
  for (let t = 0; t < count; t++) {
    const product = ctx.rng.pick(PRODUCTS);
    const body = valid(TopicSchema, {
      '@type': 'PromotedProduct',
      name: `${String(campaign.body.campaignName).split(' ').slice(0, 2).join(' ')} ${product}`,
      description: `${product}${ALL_SIZES}`,
      barcodes: Array.from({ length: ctx.rng.int(1, 12) }, () => ({ barcode: String(ctx.rng.int(100_000_000, 999_999_999)) + String(ctx.rng.int(100, 999)), matchType: ctx.rng.pick(['CONTAINS', 'EXACT']), enabled: true })),
      msrps: [{ country: 'US', msrp: ctx.rng.int(199, 1999) }],
      toolTip: ctx.rng.chance(0.5) ? `Any ${product.toLowerCase()}` : undefined,
      receiptDescriptions: [product.toUpperCase().slice(0, 16)],
      legacy: { enabled: ctx.rng.chance(0.9) ? 'true' : 'false' },
      images: { productFamilyImageUrl: { url: ctx.images.url(1024, 1024) } },
    }, 'promoted product');
    topics.push({ id: ctx.nextId(), body: { ...body, campaignId: campaign.id }, created: campaign.created, userId: campaign.userId });
  }
  if (campaign.body.category === 'MCOMM' && chainIds.length) {
    const body = valid(TopicSchema, {
      '@type': 'PromotedCategory', name: `${ctx.rng.pick(['Snacks', 'Beverages', 'Household', 'Personal Care'])} aisle`, chainId: chainIds[0],
      kicksPerDollar: ctx.rng.pick([2, 5, 10]), includedCategories: ['grocery'], legacy: { enabled: 'true' },
    }, 'retailer category');
    topics.push({ id: ctx.nextId(), body: { ...body, campaignId: campaign.id }, created: campaign.created, userId: campaign.userId });
  }
  return topics;
}
