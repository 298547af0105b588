import { COMPANY_MESSAGES } from '#domain/company';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, ifMatch } from './fixtures';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

describe.each(STORE_KINDS)('companies on %s', (kind) => {
  let gw: Gateway;
  beforeAll(async () => { gw = await startGateway(kind); });
  afterAll(async () => { await gw?.close(); });

  it('creates with the spec defaults and reads it back with a strong ETag', async () => {
    const created = await gw.call('POST', '/company/v1/companies/', { body: { name: 'Brightside Dairy' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Brightside Dairy', externalId: '-', childCompanyIds: [], representedCompanyIds: [], urls: [], tags: [], version: 1 });
    expect(created.headers.get('etag')).toBe('"1"');
    const read = await gw.call('GET', `/company/v1/companies/${created.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toEqual(created.json);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('refuses a duplicate name, whatever its case, with the spec message', async () => {
    await createCompany(gw, 'Northwind Snacks');
    const dup = await gw.call('POST', '/company/v1/companies/', { body: { name: 'northwind snacks' } });
    expect(dup.status).toBe(409);
    expect(dup.json.errorMsg).toBe('Company name already exists, please choose another name');
    expect(dup.json.errors).toEqual([{ fieldName: 'name', message: 'Company name already exists, please choose another name' }]);
  });

  it('refuses a name that only looks different (doubled spaces, a zero-width space), and stores names as they read', async () => {
    await createCompany(gw, 'Big Creamery');
    for (const name of ['Big  Creamery', 'Big Creamery\u200B', 'Big\u00A0Creamery', '\uFEFFbig creamery']) {
      const dup = await gw.call('POST', '/company/v1/companies/', { body: { name } });
      expect(dup.status, JSON.stringify(name)).toBe(409);
    }
    const spaced = await gw.call('POST', '/company/v1/companies/', { body: { name: '  Little   Dairy\u200D ' } });
    expect(spaced.status).toBe(201);
    expect(spaced.json.name).toBe('Little Dairy');
  });

  it('takes a GET answer back by PUT as it is, ignoring server-owned fields', async () => {
    const company = await createCompany(gw);
    const res = await gw.call('PUT', `/company/v1/companies/${company.id}`, {
      body: { ...company, tags: ['cpg'], id: 'forged', created: 'x', version: 99 },
      headers: ifMatch(company),
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: company.id, created: company.created, version: 2, tags: ['cpg'] });
    expect(res.headers.get('etag')).toBe('"2"');
  });

  it('links child and represented companies only to companies that exist', async () => {
    const parent = await createCompany(gw);
    const child = await createCompany(gw);
    const ok = await gw.call('PUT', `/company/v1/companies/${parent.id}`, { body: { ...parent, childCompanyIds: [child.id] }, headers: ifMatch(parent) });
    expect(ok.status).toBe(200);
    const bad = await gw.call('PUT', `/company/v1/companies/${parent.id}`, { body: { ...ok.json, representedCompanyIds: ['424242'] }, headers: ifMatch(ok.json) });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].fieldName).toBe('representedCompanyIds');
    for (const field of ['childCompanyIds', 'representedCompanyIds']) {
      const itself = await gw.call('PUT', `/company/v1/companies/${parent.id}`, { body: { ...ok.json, [field]: [parent.id] }, headers: ifMatch(ok.json) });
      expect(itself.status).toBe(400);
      expect(itself.json.errors).toEqual([{ fieldName: field, message: COMPANY_MESSAGES.notItself }]);
    }
  });

  it('deletes with If-Match, then answers 404', async () => {
    const company = await createCompany(gw);
    const del = await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: ifMatch(company) });
    expect(del.status).toBe(200);
    expect((await gw.call('GET', `/company/v1/companies/${company.id}`)).status).toBe(404);
    expect((await gw.call('DELETE', `/company/v1/companies/${company.id}`, { headers: ifMatch(company) })).status).toBe(404);
  });

  it('pages the list by cursor in name order and searches by name', async () => {
    for (const n of ['Zeta Paper Co', 'Alpha Paper Co', 'Mu Paper Co']) await createCompany(gw, n);
    const first = await gw.call('GET', '/company/v1/companies/?name=paper%20co&limit=2');
    expect(first.status).toBe(200);
    expect(first.json.objects.map((c: { name: string }) => c.name)).toEqual(['Alpha Paper Co', 'Mu Paper Co']);
    expect(first.json.pagination).toMatchObject({ objectCount: 3, pageCount: 2, pageIndex: 0, limit: 2, prev: null });
    const second = await gw.call('GET', `/company/v1/companies/?name=paper%20co&limit=2&next=${first.json.pagination.next}`);
    expect(second.json.objects.map((c: { name: string }) => c.name)).toEqual(['Zeta Paper Co']);
    expect(second.json.pagination).toMatchObject({ pageIndex: 1, next: null });
    const back = await gw.call('GET', `/company/v1/companies/?name=paper%20co&limit=2&prev=${second.json.pagination.prev}`);
    expect(back.json.objects.map((c: { name: string }) => c.name)).toEqual(['Alpha Paper Co', 'Mu Paper Co']);
    expect(back.json.pagination.pageIndex).toBe(0);
  });
});
