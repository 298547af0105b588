import { count, sql } from 'drizzle-orm';
import { type Db, SEED_LOCK, type Store } from '#server/store/db';
import { installReferenceData } from '#server/repo/reference-data';
import { adCollection } from '#server/repo/collections/ad';
import { execRows } from '#server/repo/documents';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { chainCollection } from '#server/repo/collections/chain';
import { companyCollection } from '#server/repo/collections/company';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { topicCollection } from '#server/repo/collections/topic';
import { appUser, campaign, chainLocation, company, mappingTask } from '#server/store/schema';
import { seedAdSetsAndAds } from './ads';
import { SeedWriter, type SeedDocument } from './bulk';
import type { FileSettings } from '#server/files/settings';
import { seedChains, seedTopics } from './chains';
import { type SeedContext, seedCampaigns, seedCompanies, seedOrders } from './core';
import { seedImages } from './images';
import { seedMappingTree, type SeedTask } from './mapping';
import { Random } from './random';

/** The demo data set at scale 1 (issue 2): multiply by the scale factor for benchmarks. */
export const DEMO_COUNTS = { companies: 600, orders: 2500, campaigns: 3000, adsPerCampaign: 13.4, chains: 300, locationsPerChain: 20, mappingShare: 0.1 };

export async function isEmpty(store: Store): Promise<boolean> {
  return store.read(async (db) => {
    const [c] = await db.select({ n: count() }).from(campaign);
    const [co] = await db.select({ n: count() }).from(company);
    return Number(c?.n) === 0 && Number(co?.n) === 0;
  });
}

/**
 * Start-up's writes: the reference data, then (with SEED=demo) the demo data set if the store is
 * empty. Several gateways started at once on one empty PostgreSQL do this one at a time (an advisory
 * lock): the first seeds, the others wait and find the data there, instead of one failing on a
 * duplicate key. Answers whether this call seeded.
 */
export async function prepareStore(store: Store, files: FileSettings, seed: 'demo' | 'none', scale = 1): Promise<boolean> {
  return store.exclusive(SEED_LOCK, async () => {
    await installReferenceData(store);
    return seed === 'demo' ? seedIfEmpty(store, files, scale) : false;
  });
}

/** Fills an empty store with the demo data set; a store with data is left as it is. */
export async function seedIfEmpty(store: Store, files: FileSettings, scale = 1): Promise<boolean> {
  if (!(await isEmpty(store))) return false;
  await seedDemo(store, files, scale);
  return true;
}

/**
 * The demo data set: deterministic for a given day (dates are laid around the current UTC day so
 * campaigns are always upcoming, live and expired), written in one transaction. Its images are
 * stored in `files.fileStore` and named by their path-absolute URLs, as uploads are.
 */
export async function seedDemo(store: Store, files: FileSettings, scale = 1): Promise<void> {
  const users = await store.read((db) => db.select({ email: appUser.email, roles: appUser.roles }).from(appUser));
  const images = await seedImages(files);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  let next = 1000;
  const ctx: SeedContext = {
    rng: new Random(20261122),
    today,
    users: users.length ? users : [{ email: 'local', roles: [] }],
    nextId: () => String(next++),
    images,
  };
  const n = (x: number) => Math.max(1, Math.round(x * scale));
  const { chains, locations } = seedChains(ctx, n(DEMO_COUNTS.chains), DEMO_COUNTS.locationsPerChain);
  const offlineChainIds = chains.filter((c) => !c.body.supports_online_store).map((c) => c.id);
  const companies = seedCompanies(ctx, n(DEMO_COUNTS.companies));
  const orders = seedOrders(ctx, n(DEMO_COUNTS.orders), companies);
  const campaigns = seedCampaigns(ctx, n(DEMO_COUNTS.campaigns), orders);
  const ordersById = new Map(orders.map((o) => [o.id, o]));
  await store.tx((db) => withoutIndexes(db, store.kind, async () => {
    const writer = new SeedWriter(db);
    await writer.documents(chainCollection, chains);
    await writer.rows(chainLocation, locations);
    await writer.documents(companyCollection, companies);
    await writer.documents(orderCollection, orders);
    await writer.documents(campaignCollection, campaigns);
    // Campaign by campaign in parts: the database stores one part while the next is made.
    let tasks = 0;
    for (let i = 0; i < campaigns.length; i += CAMPAIGNS_PER_PART) {
      const part = seedCampaignContents(ctx, campaigns.slice(i, i + CAMPAIGNS_PER_PART), { offlineChainIds, ordersById, tasks });
      tasks += part.tasks.length;
      await writer.documents(topicCollection, part.topics);
      await writer.documents(adSetCollection, part.adSets);
      await writer.documents(adCollection, part.ads);
      await writer.rows(mappingTask, part.tasks);
    }
    await writer.done();
    await db.execute(sql`select setval('document_id_seq', ${next})`);
  }));
  // The planner's statistics now, for the first lists. On PostgreSQL its pool analyzes the tables side
  // by side and autovacuum vacuums them shortly after, with no one waiting for it; on the embedded
  // store the gateway's vacuum worker does both a moment after start-up (workers/vacuum.ts).
  if (store.kind === 'postgres') await store.read((db) => analyzeEachTable(db));
}

/** Analyzes every table of the schema, each in a statement of its own (on a pool, at once). */
async function analyzeEachTable(db: Db): Promise<void> {
  const tables = await execRows<{ name: string }>(db, sql`select tablename as name from pg_tables where schemaname = current_schema()`);
  await Promise.all(tables.map((t) => db.execute(sql`analyze ${sql.identifier(t.name)}`)));
}

/** Campaigns made and stored a part at a time: enough ads per part to fill a statement or two. */
const CAMPAIGNS_PER_PART = 150;

interface CampaignPlan {
  offlineChainIds: string[];
  ordersById: Map<string, SeedDocument>;
  /** mapping tasks made so far */
  tasks: number;
}

/** The retailer categories and promoted products, ad sets, ads and mapping trees of some campaigns. */
function seedCampaignContents(ctx: SeedContext, campaigns: readonly SeedDocument[], plan: CampaignPlan) {
  const made: { topics: SeedDocument[]; adSets: SeedDocument[]; ads: SeedDocument[]; tasks: SeedTask[] } = { topics: [], adSets: [], ads: [], tasks: [] };
  for (const c of campaigns) {
    const chainIds = ctx.rng.sample(plan.offlineChainIds, ctx.rng.int(1, 4));
    const topics = seedTopics(ctx, c, chainIds, ctx.rng.int(1, 3));
    const orders = (c.body.insertionOrderIds as string[]).map((id) => plan.ordersById.get(id)!);
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

/**
 * Runs the seed's inserts with the tables' secondary indexes dropped, then builds them again from
 * their own definitions, all in the seed's transaction: an index grows slowly a row at a time (a GIN
 * trigram index most of all) and builds quickly at once. Indexes behind a constraint (primary keys)
 * stay; a unique index rebuilt over duplicates would fail the seed, as the insert would have.
 * Reading the definitions from the catalog keeps the migrations their one source.
 */
async function withoutIndexes(db: Db, kind: Store['kind'], inserts: () => Promise<void>): Promise<void> {
  const indexes = await execRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = current_schema()
          and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
  );
  for (const index of indexes) await db.execute(sql`drop index ${sql.identifier(index.name)}`);
  await inserts();
  // A trigram index builds in fewer rounds with more memory; on PostgreSQL only: PGlite's WebAssembly
  // memory, once grown, stays resident.
  if (kind === 'postgres') await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
