import { CampaignSchema } from '#domain/campaign';
import { CompanySchema } from '#domain/company';
import { InsertionOrderSchema, walletIdsOf, type InsertionOrder } from '#domain/insertion-order';
import { PRICING_MODELS_BY_TYPE, type PricingModelType } from '#domain/catalogs/pricing-models';
import { AD_TYPE_VALUES, type AdType } from '#domain/catalogs/ad-types';
import { defaultPricingModel, minimumOvershoot, type PricingModel } from '#domain/pricing-model';
import { formatUtc } from '#domain/timestamp';
import { type SeedDocument, valid } from './bulk';
import { BRAND_FIRST, BRAND_SECOND, CAMPAIGN_THEMES, COMPANY_SUFFIX, PRODUCTS, SEASONS } from './names';
import type { SeedImages } from './images';
import type { Random } from './random';

export interface SeedContext {
  rng: Random;
  /** the day the data is laid around: campaigns run before, across and after it */
  today: Date;
  users: { email: string; roles: string[] }[];
  nextId(): string;
  /** the demo images, stored in DATA_DIR */
  images: SeedImages;
}

const DAY = 86_400_000;
export const daysFrom = (ctx: SeedContext, days: number, hourUtc = 16) =>
  new Date(Date.UTC(ctx.today.getUTCFullYear(), ctx.today.getUTCMonth(), ctx.today.getUTCDate() + days, hourUtc));
export const createdAt = (ctx: SeedContext, maxDaysAgo: number) => new Date(ctx.today.getTime() - ctx.rng.int(1, maxDaysAgo * 24) * 3_600_000);
const userWith = (ctx: SeedContext, role: string) => {
  const matching = ctx.users.filter((u) => u.roles.includes(role));
  return ctx.rng.pick(matching.length ? matching : ctx.users).email;
};

export function seedCompanies(ctx: SeedContext, count: number): SeedDocument[] {
  const used = new Set<string>();
  const docs: SeedDocument[] = [];
  for (let i = 0; docs.length < count; i++) {
    let name = `${ctx.rng.pick(BRAND_FIRST)} ${ctx.rng.pick(BRAND_SECOND)}`;
    if (used.has(name.toLowerCase())) name = `${name} ${ctx.rng.pick(COMPANY_SUFFIX)}`;
    if (used.has(name.toLowerCase())) name = `${name} ${i}`;
    used.add(name.toLowerCase());
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const body = valid(CompanySchema, {
      name,
      urls: [`https://www.${slug}.example`],
      tags: ctx.rng.sample(['cpg', 'beverage', 'snacks', 'household', 'pet', 'beauty', 'health', 'agency'], ctx.rng.int(0, 2)),
      externalId: ctx.rng.chance(0.7) ? `SF-${100000 + i}` : '-',
    }, 'company');
    docs.push({ id: ctx.nextId(), body, created: createdAt(ctx, 720), userId: userWith(ctx, 'sk_account_manager') });
  }
  // Agencies represent a few brands; holding companies own a few.
  for (let i = 0; i < docs.length / 20; i++) {
    const parent = docs[i]!;
    parent.body.childCompanyIds = ctx.rng.sample(docs.slice(docs.length / 2), ctx.rng.int(1, 3)).map((d) => d.id);
  }
  return docs;
}

/** An order that sells a bundle sells the scans or receipts it bundles too. */
const BUNDLED: Partial<Record<AdType, AdType>> = { RECEIPT_BUNDLE: 'PURCHASE_VALIDATION', SCAN_MISSION: 'SCAN' };
const MOST_USED_TYPES: AdType[] = ['SCAN', 'PURCHASE_VALIDATION', 'BANNER', 'VIDEO', 'WALK_IN', 'CAROUSEL', 'BIG_SCAN', 'PRODUCT_CATALOG_MCOMM'];

function pricingModel(ctx: SeedContext, type: AdType): PricingModel {
  const kind: PricingModelType = ctx.rng.pick(PRICING_MODELS_BY_TYPE[type]);
  const model = defaultPricingModel(kind) as Record<string, unknown>;
  const engagements = ctx.rng.int(5, 400) * 100;
  if ('engagements' in model) model.engagements = engagements;
  if ('amount' in model) model.amount = kind === 'FlatFee' ? ctx.rng.int(50, 900) * 10_000 : ctx.rng.int(5, 250);
  if (kind === 'CostPerDay') model.days = ctx.rng.int(7, 90);
  if (kind === 'CostPerKick') {
    const kicksSold = ctx.rng.int(10, 500) * 1000;
    const overShootAllowed = minimumOvershoot(kicksSold) + ctx.rng.int(0, 500);
    Object.assign(model, { kicksSold, overShootAllowed, kicks: kicksSold + overShootAllowed, amount: ctx.rng.int(1, 8) });
  }
  return model as PricingModel;
}

export function seedOrders(ctx: SeedContext, count: number, companies: readonly SeedDocument[]): SeedDocument<InsertionOrder>[] {
  const docs: SeedDocument<InsertionOrder>[] = [];
  for (let i = 0; i < count; i++) {
    const company = ctx.rng.pick(companies);
    const drawn = ctx.rng.sample(ctx.rng.chance(0.8) ? MOST_USED_TYPES : [...AD_TYPE_VALUES], ctx.rng.int(1, 4));
    const types = [...new Set(drawn.flatMap((type) => [type, ...(BUNDLED[type] ? [BUNDLED[type]] : [])]))];
    const created = createdAt(ctx, 540);
    const orderLineItems = types.map((type) => {
      const model = pricingModel(ctx, type);
      const estLow = ctx.rng.int(10, 200) * 1000;
      return {
        id: ctx.nextId(),
        orderLineItemType: type,
        description: `${company.body.name} ${type.toLowerCase().replace(/_/g, ' ')}`,
        pricingModel: { ...model, id: ctx.nextId() },
        selfFunded: ctx.rng.chance(0.1),
        created: formatUtc(created),
        ...(type === 'SCAN' || type === 'PURCHASE_VALIDATION' ? { estEngLow: estLow, estEngHigh: estLow * 2, originalKickGoal: estLow * 50 } : {}),
      };
    });
    const total = orderLineItems.reduce((sum, li) => sum + (('amount' in li.pricingModel ? li.pricingModel.amount : 0) as number), 0);
    const body = valid(InsertionOrderSchema, {
      name: `${company.body.name} ${ctx.rng.pick(SEASONS)} ${ctx.today.getUTCFullYear() - ctx.rng.int(0, 1)} IO ${i + 1}`,
      description: ctx.rng.chance(0.6) ? `Signed ${ctx.rng.pick(['via agency', 'direct', 'renewal', 'upsell'])}` : undefined,
      companyId: company.id,
      campaignType: ctx.rng.pick(['UNSPECIFIED', 'ENGAGEMENT', 'PERFORMANCE']),
      totalAmount: total,
      url: ctx.rng.chance(0.7) ? `https://crm.example.com/opportunity/${700000 + i}` : undefined,
      externalId: `IO-${200000 + i}`,
      tags: ctx.rng.chance(0.3) ? ['priority'] : [],
      orderLineItems,
    }, 'insertion order');
    docs.push({ id: ctx.nextId(), body, created, userId: userWith(ctx, 'sk_account_manager') });
  }
  return docs;
}

/** Campaigns run in the past, now and later; each takes one or two orders of one company. */
export function seedCampaigns(ctx: SeedContext, count: number, orders: SeedDocument<InsertionOrder>[]): SeedDocument[] {
  const free = [...orders];
  const docs: SeedDocument[] = [];
  for (let i = 0; i < count; i++) {
    const order = free.length ? free.splice(ctx.rng.int(0, free.length - 1), 1)[0]! : ctx.rng.pick(orders);
    const chosen = [order];
    const start = ctx.rng.int(-400, 120);
    const length = ctx.rng.int(14, 120);
    const id = ctx.nextId();
    const companyName = String(order.body.name).split(' ').slice(0, 2).join(' ');
    const body = valid(CampaignSchema, {
      campaignName: `${companyName} ${ctx.rng.pick(PRODUCTS)} ${ctx.rng.pick(CAMPAIGN_THEMES)}`,
      status: 'LIVE',
      companyIds: [order.body.companyId],
      insertionOrderIds: chosen.map((o) => o.id),
      walletIds: walletIdsOf(chosen.map((o) => o.body)),
      description: ctx.rng.chance(0.5) ? `Drive trial of ${ctx.rng.pick(PRODUCTS).toLowerCase()} at partner chains.` : undefined,
      accountManager: userWith(ctx, 'sk_account_manager'),
      campaignManager: userWith(ctx, 'sk_campaign_manager'),
      opsAssociate: userWith(ctx, 'sk_ops_associate'),
      category: ctx.rng.pick(['BRAND', 'BRAND', 'BRAND', 'MCOMM', 'RETAIL']),
      tags: ctx.rng.chance(0.2) ? ['q-priority'] : [],
      budgetedCost: order.body.totalAmount,
      startDate: formatUtc(daysFrom(ctx, start)),
      endDate: formatUtc(daysFrom(ctx, start + length, 6)),
      campaignNotes: ctx.rng.chance(0.3) ? 'Creative approved by brand team.' : undefined,
    }, 'campaign');
    for (const o of chosen) o.body.campaignId = id;
    docs.push({ id, body, created: createdAt(ctx, 420), userId: userWith(ctx, 'sk_campaign_manager') });
  }
  return docs;
}

export { DAY };
