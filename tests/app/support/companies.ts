import type { RealGateway } from './real-gateway';

export interface CompanyDoc { id: string; name: string; version: number; tags: string[]; urls: string[]; childCompanyIds: string[]; representedCompanyIds: string[] }

/** `Company 000`, `Company 001`, … */
export const numbered = (i: number) => `Company ${String(i).padStart(3, '0')}`;

/** n companies created through the gateway's API, one after another (so their ids ascend), named by `name`. */
export async function seedCompanies(gw: RealGateway, n: number, name: (i: number) => string = numbered): Promise<CompanyDoc[]> {
  const docs: CompanyDoc[] = [];
  for (let i = 0; i < n; i++) {
    const res = await gw.call<CompanyDoc>('POST', '/company/v1/companies/', { name: name(i), tags: [], urls: [], childCompanyIds: [], representedCompanyIds: [] });
    if (res.status !== 201) throw new Error(`seeding company ${name(i)}: ${res.status} ${JSON.stringify(res.json)}`);
    docs.push(res.json);
  }
  return docs;
}

/** A save of the company by someone else (a PUT with its current version), as another tab or user would. */
export async function saveElsewhere(gw: RealGateway, id: string, patch: Partial<CompanyDoc>): Promise<CompanyDoc> {
  const current = await gw.call<CompanyDoc>('GET', `/company/v1/companies/${id}`);
  const res = await gw.call<CompanyDoc>('PUT', `/company/v1/companies/${id}`, { ...current.json, ...patch }, { 'If-Match': current.headers.get('ETag')! });
  if (res.status !== 200) throw new Error(`saving company ${id}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** The portal's writes to the company service in this test (POST, PUT, DELETE), in order. */
export const companyWrites = (gw: RealGateway) => gw.calls.filter((c) => c.method !== 'GET' && c.path.startsWith('/company/'));
