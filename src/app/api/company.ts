import { queryOptions } from '@tanstack/react-query';
import { listPageQuery } from './list-page-query';
import type { Company } from '#domain/company';
import { api, type Page, type PickerSource } from './client';

/** A company as the gateway answers it. */
export type CompanyDocument = Company & { id: string; created: string; modified: string; version: number };

const COMPANIES = '/company/v1/companies/';

/** GET /company/v1/companies/?name=&limit=&next= (spec 1 §7 'Companies'). */
export function listCompanies(p: { name?: string; limit: number; cursor?: string; sort?: string }, signal?: AbortSignal) {
  return api<Page<CompanyDocument>>(COMPANIES, { query: { name: p.name || undefined, limit: p.limit, next: p.cursor, sort: p.sort }, signal });
}

export const getCompany = (id: string, signal?: AbortSignal) => api<CompanyDocument>(`${COMPANIES}${encodeURIComponent(id)}`, { signal });

/** POST with the name plus the default company fields (the gateway fills them); 409 on a taken name. */
export const createCompany = (name: string) =>
  api<CompanyDocument>(COMPANIES, { method: 'POST', body: { name }, headers: { 'Idempotency-Key': crypto.randomUUID() } });

export const companyQuery = (id: string) =>
  queryOptions({ queryKey: ['companies', 'detail', id], queryFn: ({ signal }) => getCompany(id, signal), staleTime: 60_000 });

export const companySearchQuery = (name: string, limit = 20) =>
  queryOptions({ queryKey: ['companies', 'search', name, limit], queryFn: ({ signal }) => listCompanies({ name, limit }, signal), staleTime: 30_000 });

// ---- Company list and form (spec 1 'Company list', 'Company form') ----

const companyUrl = (id: string) => `${COMPANIES}${encodeURIComponent(id)}`;

/** What the company form sends: the company without the gateway-owned fields. */
export type CompanyInput = Partial<Company> & { name: string };

/** POST /company/v1/companies/ with every field of the form; 409 when the name is taken. */
export const createCompanyDocument = (body: CompanyInput) =>
  api<CompanyDocument>(COMPANIES, { method: 'POST', body, headers: { 'Idempotency-Key': crypto.randomUUID() } });

/** DELETE /company/v1/companies/{id} with `If-Match: "<version>"`; 409 while an order, campaign or company still names it. */
export const deleteCompany = (id: string, version: number) =>
  api(companyUrl(id), { method: 'DELETE', headers: { 'If-Match': `"${version}"` } });

/** PUT /company/v1/companies/{id} with `If-Match: "<version>"` (412 when someone saved since). */
export const updateCompany = (id: string, version: number, body: CompanyInput) =>
  api<CompanyDocument>(companyUrl(id), { method: 'PUT', body, headers: { 'If-Match': `"${version}"` } });

export interface CompanyListParams {
  name?: string;
  limit: number;
  cursor?: string;
}

export const companyListQuery = (p: CompanyListParams) => listPageQuery(['companies', 'list'], p, listCompanies);

/** The company pickers (campaign form 'Companies', company form 'Child Companies', 'Represented Companies'): any company, by name. */
export const companyPickerSource: PickerSource<CompanyDocument> = {
  key: ['companies', 'picker'],
  list: (p, signal) => listCompanies(p, signal),
  label: (c) => c.name,
};

