/**
 * Grows the campaign table of a seeded PostgreSQL store to about N campaigns (default 100,000) by
 * copying the seeded campaigns under new ids, in SQL, for the campaign list benchmark:
 *   DATABASE_URL=... npx tsx bench/portal/grow-campaigns.ts 100000
 * Copies get a copy number in their name (so name sorts and searches spread over them) and modified
 * times spread over a year (the list's default order).
 */
import pg from 'pg';

async function main() {
  const target = Number(process.argv[2] ?? 100_000);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: number; max: string }>('select count(*)::int as n, max(id::bigint)::text as max from campaign');
  const base = rows[0]!.n;
  const copies = Math.ceil(target / base) - 1;
  for (let copy = 1; copy <= copies; copy++) {
    await client.query(
      `insert into campaign (id, version, created, modified, name, name_key, associate, start_date, end_date, status, category, body)
       select (id::bigint + $1::bigint * $2::bigint)::text, version, created, modified - make_interval(hours => $2::int * 97 % 8760),
              name || ' #' || $2, name_key || ' #' || $2, associate, start_date, end_date, status, category,
              body || jsonb_build_object('campaignName', (body->>'campaignName') || ' #' || $2)
       from campaign where id::bigint <= $3::bigint`,
      [50_000_000, copy, rows[0]!.max],
    );
  }
  await client.query(`select setval('document_id_seq', greatest((select max(id::bigint) + 1 from campaign), (select last_value from document_id_seq)))`);
  await client.query('analyze campaign');
  const after = await client.query<{ n: number }>('select count(*)::int as n from campaign');
  console.log(`campaign table: ${after.rows[0]!.n} rows`);
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
