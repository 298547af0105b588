import { and, eq, inArray, ne } from 'drizzle-orm';
import { COMPANY_MESSAGES, CompanySchema, type Company } from '../../domain/company';
import { companyCollection } from '../repo/collections/company';
import { containsText, keysetPage, toDocument } from '../repo/documents';
import type { Db } from '../store/db';
import { company } from '../store/schema';
import { documentRoutes } from './document-routes';
import { badRequest, HttpError } from './errors';
import { listParams, queryText } from './list-params';

async function checkCompany(db: Db, body: Company, id?: string): Promise<Company> {
  const clash = await db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.nameKey, body.name.toLowerCase()), id ? ne(company.id, id) : undefined))
    .limit(1);
  if (clash.length > 0) throw new HttpError(409, COMPANY_MESSAGES.nameTaken, [{ fieldName: 'name', message: COMPANY_MESSAGES.nameTaken }]);
  const refs = [...new Set([...body.childCompanyIds, ...body.representedCompanyIds])];
  if (refs.length > 0) {
    const found = new Set((await db.select({ id: company.id }).from(company).where(inArray(company.id, refs))).map((r) => r.id));
    const missing = refs.filter((r) => !found.has(r) && r !== id);
    if (missing.length > 0) throw badRequest([{ fieldName: body.childCompanyIds.includes(missing[0]!) ? 'childCompanyIds' : 'representedCompanyIds', message: `Unknown company ${missing.join(', ')}` }]);
  }
  return body;
}

/** Company service: /company/v1/companies (spec 1 §7). */
export const companyRoutes = documentRoutes({
  coll: companyCollection,
  schema: CompanySchema,
  prepare: (db, body, { id }) => checkCompany(db, body, id),
  list: async (c, db) => {
    const p = listParams(c, { name: company.nameKey, created: company.created }, 'name');
    const name = queryText(c, 'name');
    return keysetPage(db, { table: company, ...p, where: name ? containsText(company.nameKey, name) : undefined, customParams: { name } }, toDocument as never);
  },
});
