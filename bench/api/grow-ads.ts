/**
 * Grows the ad table of a seeded PostgreSQL store to about N ads (default 1,000,000) by copying the
 * seeded ads under new ids, in SQL, so the ad browser can be measured at that size:
 *   DATABASE_URL=... npx tsx bench/api/grow-ads.ts 1000000
 * Copies keep their campaign and ad set; names get a copy number so searches still match a share.
 */
import pg from 'pg';

async function main() {
  const target = Number(process.argv[2] ?? 1_000_000);
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ n: number; max: string }>('select count(*)::int as n, max(id::bigint)::text as max from ad');
  const base = rows[0]!.n;
  const copies = Math.ceil(target / base) - 1;
  const started = Date.now();
  for (let copy = 1; copy <= copies; copy++) {
    await client.query(
      `insert into ad (id, version, created, modified, campaign_id, ad_set_id, name, name_key, description_key, format_type, kick_amount, start_ts, end_ts, chain_ids, location_ids, next_ad_id, body)
       select (id::bigint + $1::bigint * $2::bigint)::text, version, created, modified, campaign_id, ad_set_id, name || ' #' || $2, name_key || ' #' || $2,
              description_key, format_type, kick_amount, start_ts, end_ts, chain_ids, location_ids, '', body || jsonb_build_object('name', name || ' #' || $2)
       from ad where id::bigint <= $3::bigint`,
      [10_000_000, copy, rows[0]!.max],
    );
    console.log(`copy ${copy}/${copies}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await client.query(`select setval('document_id_seq', (select max(id::bigint) + 1 from ad))`);
  // vacuum as well: the search's per-text counts read (text_id, id) alone once pages are all-visible
  await client.query('vacuum analyze ad');
  await client.query('vacuum analyze ad_search');
  await client.query('vacuum analyze ad_search_text');
  const after = await client.query<{ n: number }>('select count(*)::int as n from ad');
  console.log(`ad table: ${after.rows[0]!.n} rows`);
  await client.end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
