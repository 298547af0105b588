import { count, sql } from 'drizzle-orm';
import type { FileSettings } from '#server/files/settings';
import { execRows } from '#server/repo/documents';
import { installReferenceData } from '#server/repo/reference-data';
import { type Db, SEED_LOCK, type Store } from '#server/store/db';
import { appUser, campaign, company } from '#server/store/schema';
import { runSeedStatement } from './bulk';
import { demoStatements } from './demo-thread';
import { storeSeedImages } from './images';

export { DEMO_COUNTS } from './demo';

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
  const images = await storeSeedImages(files);
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const parts = demoStatements({ scale, today: today.toISOString(), users, images });
  await store.tx((db) => withoutIndexes(db, store.kind, async () => {
    let made = await parts.next();
    for (; !made.done; made = await parts.next()) for (const statement of made.value) await runSeedStatement(db, statement);
    await db.execute(sql`select setval('document_id_seq', ${made.value})`);
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
