import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createCompany, ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

describe.each(STORE_KINDS)('change history on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('keeps a version per create, update and delete, with the user and a snapshot', async () => {
    const company = await createCompany(gw, 'Versioned Goods');
    const updated = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['v2'] }, headers: ifMatch(company) });
    await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: ifMatch(updated.json) });
    const log = await gw.call('GET', `/changelog/v1/changelog/${company.id}`);
    expect(log.status).toBe(200);
    expect(log.json).toMatchObject({ id: company.id, documentType: 'Company', parentIds: [] });
    expect(log.json.versions.map((v: { event: string }) => v.event)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(log.json.versions[1]).toMatchObject({ userId: 'local', content: { name: 'Versioned Goods', tags: ['v2'], version: 2 } });
    expect(log.json.versions[0].created).toMatch(/\[UTC\]$/);
  });

  it('stores nothing for a save that changes nothing: no version, no change history entry', async () => {
    const company = await createCompany(gw, 'Steady Goods');
    const same = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: company, headers: ifMatch(company) });
    expect(same.status).toBe(200);
    expect(same.headers.get('etag')).toBe('"1"');
    const log = await gw.call('GET', `/changelog/v1/changelog/${company.id}`);
    expect(log.json.versions.map((v: { event: string }) => v.event)).toEqual(['CREATE']);
  });

  it('answers 404 for a document with no history', async () => {
    expect((await gw.call('GET', '/changelog/v1/changelog/123456789')).status).toBe(404);
  });

  it('records the parent of an insertion order tied to a campaign', async () => {
    const { campaign, order } = await createCampaign(gw);
    const log = await gw.call('GET', `/changelog/v1/changelog/${order.id}`);
    expect(log.json.parentIds).toEqual([campaign.id]);
  });

  it('searches change metadata by user and date range, newest first, 20 a page', async () => {
    for (let i = 0; i < 22; i++) await createCompany(gw);
    const today = new Date().toISOString().slice(0, 10);
    const page = await gw.call('GET', `/changelog/v1/change/metadata?limit=20&userId=local&minDate=${today}&maxDate=${today}`);
    expect(page.status).toBe(200);
    expect(page.json.objects).toHaveLength(20);
    expect(page.json.objects[0]).toMatchObject({ userId: 'local', documentType: expect.any(String), changedDocumentId: expect.any(String) });
    const times = page.json.objects.map((o: { changeTime: string }) => Date.parse(o.changeTime.replace('[UTC]', '')));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.json.pagination.next).toBeTruthy();
    const next = await gw.call('GET', `/changelog/v1/change/metadata?limit=20&userId=local&next=${page.json.pagination.next}`);
    const ids = new Set(page.json.objects.map((o: { id: string }) => o.id));
    expect(next.json.objects.some((o: { id: string }) => ids.has(o.id))).toBe(false);
    const nobody = await gw.call('GET', '/changelog/v1/change/metadata?userId=someone.else@example.com');
    expect(nobody.json.objects).toHaveLength(0);
    const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
    const old = await gw.call('GET', `/changelog/v1/change/metadata?maxDate=${yesterday}`);
    expect(old.json.objects).toHaveLength(0);
    expect((await gw.call('GET', '/changelog/v1/change/metadata?minDate=yesterday')).status).toBe(400);
  });
});
