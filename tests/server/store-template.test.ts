import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execRows } from '#server/repo/documents';
import { openStore, type Store } from '#server/store/db';
import { makeStoreTemplate } from '#server/store-template';
import { PROJECT_ROOT } from '#server/project-root';

const MIGRATIONS = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

const dirs: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `fd-template-${name}-`));
  dirs.push(dir);
  return dir;
};

async function closing<T>(store: Store, fn: (store: Store) => Promise<T>): Promise<T> {
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

const migrationsApplied = (store: Store) => store.read(async (db) => Number((await execRows<{ n: string }>(db, sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]!.n));
const users = (store: Store) => store.read(async (db) => (await execRows<{ email: string }>(db, sql`select email from app_user order by email`)).map((u) => u.email));

describe('the embedded store template (a fresh start without initdb and the migrations)', () => {
  let template: string;
  let templateUsers: string[];

  beforeAll(async () => {
    template = join(folder('file'), 'store-template.tar.gz');
    writeFileSync(template, Buffer.from(await (await makeStoreTemplate('gzip')).arrayBuffer()));
    templateUsers = await closing(await openStore({ dataDir: folder('read'), template }), users);
  }, 120_000);
  afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

  it('holds every migration and the reference data: a new data folder opened from it is ready to serve', async () => {
    await closing(await openStore({ dataDir: folder('fresh'), template }), async (store) => {
      expect(await migrationsApplied(store)).toBe(MIGRATIONS);
      // opening a store installs no reference data: these rows came with the template
      expect(templateUsers.length).toBeGreaterThan(0);
      expect(await store.read(async (db) => Number((await execRows<{ n: string }>(db, sql`select count(*) as n from reference_item`))[0]!.n))).toBeGreaterThan(0);
    });
  });

  it('is a copy: what a store started from it writes stays in that store, and survives its restart', async () => {
    const dir = folder('kept');
    await closing(await openStore({ dataDir: dir, template }), (store) => store.tx((db) => db.execute(sql`insert into app_user (email, given_name, family_name, roles) values ('kept@example.com', 'Kept', 'User', '[]')`)));
    // the data folder now holds a database: the template is not loaded over it again
    expect(await closing(await openStore({ dataDir: dir, template }), users)).toContain('kept@example.com');
    expect(await closing(await openStore({ dataDir: folder('other'), template }), users)).not.toContain('kept@example.com');
  });
});
