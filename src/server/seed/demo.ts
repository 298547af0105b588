import type { InsertionOrder } from '#domain/insertion-order';
import { must } from '#server/errors';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { chainCollection } from '#server/repo/collections/chain';
import { companyCollection } from '#server/repo/collections/company';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { topicCollection } from '#server/repo/collections/topic';
import { chainLocation, mappingTask } from '#server/store/schema';
import { seedAdSetsAndAds } from './ads';
import { documentStatements, rowStatements, type SeedDocument, type SeedStatement } from './bulk';
import { seedChains, seedTopics } from './chains';
import { type SeedContext, seedCampaigns, seedCompanies, seedOrders } from './core';
import { demoImages, type SeedImageUrls } from './images';
import { seedMappingTree, type SeedTask } from './mapping';
import { Random } from './random';

/** The demo data set at scale 1 (issue 2): multiply by the scale factor for benchmarks. */
export const DEMO_COUNTS = { companies: 600, orders: 2500, campaigns: 3000, adsPerCampaign: 13.4, chains: 300, locationsPerChain: 20, mappingShare: 0.1 };

/** What the demo data is made from: plain data, handed to the seed's thread. */
export interface DemoPlan {
  scale: number;
  /** the UTC day the data is laid around (ISO text of its midnight) */
  today: string;
  users: { email: string; roles: string[] }[];
  images: SeedImageUrls;
}

/** The first id the demo data uses; its last statement tells the one after its last. */
const FIRST_DEMO_ID = 1000;

/**
 * The demo data set as the statements that store it, made a part at a time (deterministic for a
 * given day): `write` is awaited after each, so the maker runs no further ahead than its reader lets
 * it. Answers the next free id.
 */
export async function makeDemo(plan: DemoPlan, write: (statements: SeedStatement[]) => Promise<void>): Promise<number> {
  let next = FIRST_DEMO_ID;
  const ctx: SeedContext = {
    rng: new Random(20261122),
    today: new Date(plan.today),
    users: plan.users.length ? plan.users : [{ email: 'local', roles: [] }],
    nextId: () => String(next++),
    images: demoImages(plan.images),
  };
  const n = (x: number) => Math.max(1, Math.round(x * plan.scale));
  // Each kind is handed over as soon as it is made, so the database starts on it while the next is made.
  const { chains, locations } = seedChains(ctx, n(DEMO_COUNTS.chains), DEMO_COUNTS.locationsPerChain);
  await write([...documentStatements(chainCollection, chains), ...rowStatements(chainLocation, locations)]);
  const offlineChainIds = chains.filter((c) => !c.body.supports_online_store).map((c) => c.id);
  const companies = seedCompanies(ctx, n(DEMO_COUNTS.companies));
  await write(documentStatements(companyCollection, companies));
  const orders = seedOrders(ctx, n(DEMO_COUNTS.orders), companies);
  // an order is written once its campaign is chosen (seedCampaigns sets its campaignId)
  const campaigns = seedCampaigns(ctx, n(DEMO_COUNTS.campaigns), orders);
  await write([...documentStatements(orderCollection, orders), ...documentStatements(campaignCollection, campaigns)]);
  const ordersById = new Map(orders.map((o) => [o.id, o]));
  // Campaign by campaign in parts: the database stores one part while the next is made.
  let tasks = 0;
  for (let i = 0; i < campaigns.length; i += CAMPAIGNS_PER_PART) {
    const part = seedCampaignContents(ctx, campaigns.slice(i, i + CAMPAIGNS_PER_PART), { offlineChainIds, ordersById, tasks });
    tasks += part.tasks.length;
    await write([
      ...documentStatements(topicCollection, part.topics),
      ...documentStatements(adSetCollection, part.adSets),
      ...documentStatements(adCollection, part.ads),
      ...rowStatements(mappingTask, part.tasks),
    ]);
  }
  return next;
}

/** Campaigns made and stored a part at a time: enough ads per part to fill a statement or two. */
const CAMPAIGNS_PER_PART = 150;

interface CampaignPlan {
  offlineChainIds: string[];
  ordersById: Map<string, SeedDocument<InsertionOrder>>;
  /** mapping tasks made so far */
  tasks: number;
}

/** The retailer categories and promoted products, ad sets, ads and mapping trees of some campaigns. */
function seedCampaignContents(ctx: SeedContext, campaigns: readonly SeedDocument[], plan: CampaignPlan) {
  const made: { topics: SeedDocument[]; adSets: SeedDocument[]; ads: SeedDocument[]; tasks: SeedTask[] } = { topics: [], adSets: [], ads: [], tasks: [] };
  for (const c of campaigns) {
    const chainIds = ctx.rng.sample(plan.offlineChainIds, ctx.rng.int(1, 4));
    const topics = seedTopics(ctx, c, chainIds, ctx.rng.int(1, 3));
    const orders = (c.body.insertionOrderIds as string[]).map((id) => must(plan.ordersById.get(id), `seed: order ${id}`));
    const mapped = ctx.rng.chance(DEMO_COUNTS.mappingShare);
    const { adSets, ads } = seedAdSetsAndAds(ctx, { campaign: c, orders, chainIds, topics }, ctx.rng.int(1, Math.round(DEMO_COUNTS.adsPerCampaign * 2 - 1)));
    made.topics.push(...topics);
    made.adSets.push(...adSets);
    made.ads.push(...ads);
    // the first tree fails, so the demo always shows the failure it is about (a missing image)
    if (mapped) made.tasks.push(...seedMappingTree(ctx, c, adSets, ads, topics, plan.tasks + made.tasks.length ? undefined : 'FAILURE'));
  }
  return made;
}
