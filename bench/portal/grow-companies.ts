/**
 * Grows the company table of a migrated PostgreSQL store to N companies (default 100,000), in SQL,
 * for the company picker benchmark:
 *   DATABASE_URL=... npx tsx bench/portal/grow-companies.ts 100000
 * Names are the demo data's brand words and suffixes with a number ('Willow Table Co. 48213'), so a
 * brand word matches a few thousand companies and a brand with its number one or a few.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openStore } from '#server/store/db';
import { BRAND_FIRST, BRAND_SECOND, COMPANY_SUFFIX } from '#server/seed/names';

async function main() {
  const target = Number(process.argv[2] ?? 100_000);
  // Opening the store migrates it: an empty database gets its tables.
  await (await openStore({ dataDir: mkdtempSync(join(tmpdir(), 'fd-grow-')), databaseUrl: process.env.DATABASE_URL })).close();
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from company');
  const missing = target - rows[0]!.n;
  if (missing > 0) {
    await client.query(
      `with named as (
         select g, $2::text[] as a, $3::text[] as b, $4::text[] as c from generate_series(1, $1::int) g
       ), built as (
         select a[1 + g % array_length(a, 1)] || ' ' || b[1 + (g / array_length(a, 1)) % array_length(b, 1)] || ' '
                || c[1 + g % array_length(c, 1)] || ' ' || (g + $5::int) as name
         from named
       )
       insert into company (id, version, created, modified, name, name_key, body)
       select nextval('document_id_seq')::text, 1, now(), now(), name, lower(name),
              jsonb_build_object('name', name, 'externalId', '-', 'childCompanyIds', '[]'::jsonb, 'representedCompanyIds', '[]'::jsonb, 'urls', '[]'::jsonb, 'tags', '[]'::jsonb)
       from built`,
      [missing, BRAND_FIRST, BRAND_SECOND, COMPANY_SUFFIX, rows[0]!.n],
    );
  }
  await client.query('analyze company');
  const after = await client.query<{ n: number }>('select count(*)::int as n from company');
  console.log(`company table: ${after.rows[0]!.n} rows`);
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
