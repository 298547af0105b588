import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { COMPANY_MESSAGES, type Company } from '#domain/company';
import { toDocument } from '#server/repo/documents';
import { containsText, keysetPage } from '#server/repo/keyset';
import type { Db } from '#server/store/db';
import { campaign, company, insertionOrder } from '#server/store/schema';
import { badRequest, HttpError } from '#server/errors';
import { holds, type InUseBy, namedIn } from './in-use';
import { listParams, type Query, queryText } from './list-query';

export async function checkCompany(db: Db, body: Company, id?: string): Promise<Company> {
  const clash = await db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.nameKey, body.name.toLowerCase()), id ? ne(company.id, id) : undefined))
    .limit(1);
  if (clash.length > 0) throw new HttpError(409, COMPANY_MESSAGES.nameTaken, [{ fieldName: 'name', message: COMPANY_MESSAGES.nameTaken }]);
  for (const field of ['childCompanyIds', 'representedCompanyIds'] as const) {
    if (id && body[field].includes(id)) throw badRequest([{ fieldName: field, message: COMPANY_MESSAGES.notItself }]);
  }
  const refs = [...new Set([...body.childCompanyIds, ...body.representedCompanyIds])];
  if (refs.length > 0) {
    const found = new Set((await db.select({ id: company.id }).from(company).where(inArray(company.id, refs))).map((r) => r.id));
    const missing = refs.filter((r) => !found.has(r));
    if (missing.length > 0) throw badRequest([{ fieldName: body.childCompanyIds.includes(missing[0]!) ? 'childCompanyIds' : 'representedCompanyIds', message: `Unknown company ${missing.join(', ')}` }]);
  }
  return body;
}

/**
 * What still names a company, so that it is not deleted: orders, campaigns and other companies (not the
 * company itself). They would keep an id the gateway then refuses on their next save ('Unknown company').
 */
export const companyUsers = (db: Db, id: string): InUseBy[] => [
  namedIn(db, 'insertion order', insertionOrder, eq(insertionOrder.companyId, id)),
  namedIn(db, 'campaign', campaign, holds(campaign.body, 'companyIds', id)),
  namedIn(db, 'company', company, and(ne(company.id, id), or(holds(company.body, 'childCompanyIds', id), holds(company.body, 'representedCompanyIds', id)))),
];

/** A page of companies (spec 1 §7), by name. */
export async function listCompanies(db: Db, query: Query) {
  const p = listParams(query, { name: company.nameKey, created: company.created }, 'name');
  const name = queryText(query, 'name');
  return keysetPage(db, { table: company, ...p, where: name ? containsText(company.nameKey, name) : undefined, customParams: { name }, searchTerm: name }, toDocument);
}
