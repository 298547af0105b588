import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

describe.each(STORE_KINDS)('no lost updates on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('refuses a PUT or DELETE without If-Match with 428, changing nothing', async () => {
    const company = await createCompany(gw);
    const put = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['x'] } });
    expect(put.status).toBe(428);
    expect(put.json.errorMsg).toMatch(/If-Match/);
    expect((await gw.call('DELETE', `/company/v1/companies/${company.id}`)).status).toBe(428);
    expect((await gw.call('GET', `/company/v1/companies/${company.id}`)).json.version).toBe(1);
  });

  it('answers a stale If-Match with 412 and the current document', async () => {
    const company = await createCompany(gw);
    const first = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['first'] }, headers: ifMatch(company) });
    expect(first.status).toBe(200);
    const stale = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['second'] }, headers: ifMatch(company) });
    expect(stale.status).toBe(412);
    expect(stale.json.current).toMatchObject({ id: company.id, version: 2, tags: ['first'] });
    expect(stale.headers.get('etag')).toBe('"2"');
    const del = await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: { 'If-Match': 'W/"2"' } });
    expect(del.status).toBe(412);
  });

  it('takes an If-Match list when any of its strong tags is current, and refuses one that holds none', async () => {
    const company = await createCompany(gw);
    const none = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['none'] }, headers: { 'If-Match': '"7", W/"1", "8"' } });
    expect(none.status).toBe(412);
    const listed = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['listed'] }, headers: { 'If-Match': '"7", "1"' } });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ version: 2, tags: ['listed'] });
    expect((await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: { 'If-Match': '"1","2"' } })).status).toBe(200);
    expect((await gw.call('GET', `/company/v1/companies/${company.id}`)).status).toBe(404);
  });

  it('lets exactly one of 20 parallel writes with the same If-Match succeed', async () => {
    const company = await createCompany(gw);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: [`writer-${i}`] }, headers: ifMatch(company) }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 412)).toHaveLength(19);
    const winner = results.find((r) => r.status === 200)!.json;
    const now = await gw.call('GET', `/company/v1/companies/${company.id}`);
    expect(now.json).toMatchObject({ version: 2, tags: winner.tags });
    const log = await gw.call('GET', `/changelog/v1/changelog/${company.id}`);
    expect(log.json.versions).toHaveLength(2);
  });
});
