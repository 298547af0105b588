import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataWhere } from '#server/repo/changelog';
import { containsText, pageQuery, type PageQuery } from '#server/repo/keyset';
import { encodeCursor } from '#server/repo/cursor';
import type { Db } from '#server/store/db';
import { appUser, campaign, changelogVersion, company, insertionOrder, topic } from '#server/store/schema';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

/** Rows enough that a sequential scan would be the wrong plan; made in SQL so the test stays fast. */
async function fill(gw: Gateway) {
  await gw.store.tx(async (db) => {
    await db.execute(sql`insert into campaign (id, version, created, modified, name, name_key, associate, start_date, end_date, status, category, body)
      select 'c' || g, 1, now() - g * interval '1 minute', now(), 'Campaign ' || g, 'campaign ' || md5(g::text), 'ops' || (g % 40) || '@x.example',
        '2026-' || lpad(((g % 12) + 1)::text, 2, '0') || '-01T17:00:00Z[UTC]', '2027-01-01T07:59:00Z[UTC]', 'LIVE', 'BRAND', '{}'::jsonb
      from generate_series(1, 5000) g`);
    await db.execute(sql`insert into insertion_order (id, version, created, modified, name, name_key, campaign_id, company_id, total_amount, body)
      select 'o' || g, 1, now(), now(), 'Order ' || g, 'order ' || g, 'c' || g, 'co' || (g % 500), g * 100, '{}'::jsonb from generate_series(1, 5000) g`);
    await db.execute(sql`insert into company (id, version, created, modified, name, name_key, body)
      select 'co' || g, 1, now(), now(), 'Company ' || g, 'company ' || md5(g::text), '{}'::jsonb from generate_series(1, 5000) g`);
    await db.execute(sql`insert into topic (id, version, created, modified, campaign_id, topic_type, name, name_key, body)
      select 't' || g, 1, now(), now(), 'c' || (g % 5), 'PromotedProduct', 'Product ' || g, 'product ' || md5(g::text), '{}'::jsonb from generate_series(1, 5000) g`);
    await db.execute(sql`insert into app_user (email, given_name, family_name, roles)
      select 'user' || g || '@x.example', 'Given' || md5(g::text), 'Family ' || g, '[]'::jsonb from generate_series(1, 5000) g`);
    await db.execute(sql`insert into changelog_version (document_id, document_type, parent_ids, event, name, user_id, created, content)
      select 'c' || (g % 20000), 'Campaign', '[]'::jsonb, 'UPDATE', 'x', 'user' || (g % 50) || '@x.example', now() - g * interval '10 seconds', '{}'::jsonb
      from generate_series(1, 10000) g`);
  });
  await gw.store.read((db) => db.execute(sql`analyze`));
}

async function plan(gw: Gateway, query: (db: Db) => SQL): Promise<string> {
  const result = (await gw.store.read((db) => db.execute(sql`explain ${query(db)}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((r) => Object.values(r)[0]).join('\n');
}

const page = (gw: Gateway, q: Omit<PageQuery, 'limit'>) => plan(gw, (db) => pageQuery(db, { limit: 20, ...q }).getSQL());

describe.each(STORE_KINDS)('hot queries use their indexes on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => {
    gw = await startGateway(kind);
    await fill(gw);
  }, 120_000);
  afterAll(async () => { await gw?.close(); });

  it('campaign list sorted by name, first page and a later page', async () => {
    expect(await page(gw, { table: campaign, sortColumn: campaign.nameKey, descending: false })).toMatch(/Index Scan using campaign_name_idx/);
    const cursor = encodeCursor({ k: 'campaign 5', i: 'c5', d: 'after', p: 3 });
    expect(await page(gw, { table: campaign, sortColumn: campaign.nameKey, descending: false, cursor })).toMatch(/Index Scan using campaign_name_idx/);
  });

  it('campaign list sorted by start date, descending', async () => {
    expect(await page(gw, { table: campaign, sortColumn: campaign.startDate, descending: true })).toMatch(/Index Scan Backward using campaign_start_idx/);
  });

  it('campaign search by name does not scan the table', async () => {
    const p = await page(gw, { table: campaign, sortColumn: campaign.nameKey, descending: false, where: containsText(campaign.nameKey, 'abc12') });
    expect(p).not.toMatch(/Seq Scan on campaign/);
  });

  it("the pickers' search of companies and orders by name does not scan the table", async () => {
    expect(await page(gw, { table: company, sortColumn: company.nameKey, descending: false, where: containsText(company.nameKey, 'abc12') })).not.toMatch(/Seq Scan on company/);
    expect(await page(gw, { table: insertionOrder, sortColumn: insertionOrder.created, descending: true, where: containsText(insertionOrder.nameKey, 'er 4999') })).not.toMatch(/Seq Scan on insertion_order/);
  });

  it("the pickers' search of users and of a campaign's topics does not scan the table", async () => {
    const users = await page(gw, { table: appUser, idColumn: appUser.email, sortColumn: appUser.nameKey, descending: false, where: containsText(appUser.searchKey, 'abc12'), searchTerm: 'abc12' });
    expect(users).not.toMatch(/Seq Scan on app_user/);
    const where = and(eq(topic.campaignId, 'c3'), containsText(topic.nameKey, 'abc12'));
    expect(await page(gw, { table: topic, sortColumn: topic.nameKey, descending: false, where, searchTerm: 'abc12' })).not.toMatch(/Seq Scan on topic/);
    expect(await page(gw, { table: topic, sortColumn: topic.nameKey, descending: false, where: eq(topic.campaignId, 'c3') })).toMatch(/topic_campaign_name_idx/);
  });

  it('order list sorted by total amount', async () => {
    expect(await page(gw, { table: insertionOrder, sortColumn: insertionOrder.totalAmount, descending: true })).toMatch(/Index Scan Backward using insertion_order_total_idx/);
  });

  it('company list by name', async () => {
    expect(await page(gw, { table: company, sortColumn: company.nameKey, descending: false })).toMatch(/Index Scan using company_name_key/);
  });

  it('change metadata by user and date range, newest first', async () => {
    const where = metadataWhere({ userId: 'user7@x.example', minDate: new Date(Date.now() - 86_400_000) });
    const p = await page(gw, { table: changelogVersion as never, sortColumn: changelogVersion.created, descending: true, where });
    expect(p).toMatch(/changelog_user_created_idx/);
    expect(p).not.toMatch(/Seq Scan on changelog_version/);
  });

  it('one document\'s change log', async () => {
    const p = await plan(gw, () => sql`select * from changelog_version where document_id = 'c42' order by id`);
    expect(p).toMatch(/changelog_document_idx/);
  });
});
