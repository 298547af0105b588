import { type AnyColumn, and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { COMPANY_MESSAGES, CompanySchema, type Company } from '../../domain/company';
import { companyCollection } from '../repo/collections/company';
import { containsText, keysetPage, toDocument } from '../repo/documents';
import type { Db } from '../store/db';
import { campaign, company, insertionOrder } from '../store/schema';
import type { StoredDocument } from '../repo/documents';
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

const holds = (column: AnyColumn, field: string, id: string) => sql`${column} -> ${field} @> jsonb_build_array(${id}::text)`;

/**
 * A company that orders, campaigns or other companies still name is not deleted: they would keep an
 * id the gateway then refuses on their next save ('Unknown company'), and their pages could not show it.
 */
async function refuseIfInUse(db: Db, doc: StoredDocument): Promise<void> {
  const id = doc.id;
  const few = 3;
  // One after another: they share the delete's transaction, one connection.
  const orders = await db.select({ name: insertionOrder.name }).from(insertionOrder).where(eq(insertionOrder.companyId, id)).limit(few);
  const campaigns = await db.select({ name: campaign.name }).from(campaign).where(holds(campaign.body, 'companyIds', id)).limit(few);
  const companies = await db
    .select({ name: company.name })
    .from(company)
    .where(and(ne(company.id, id), or(holds(company.body, 'childCompanyIds', id), holds(company.body, 'representedCompanyIds', id))))
    .limit(few);
  const users = [
    ['insertion order', orders],
    ['campaign', campaigns],
    ['company', companies],
  ] as const;
  const named = users.filter(([, rows]) => rows.length > 0).map(([kind, rows]) => `${kind} ${rows.map((r) => `"${r.name}"`).join(', ')}${rows.length === few ? ' and maybe more' : ''}`);
  if (named.length === 0) return;
  const message = `${COMPANY_MESSAGES.inUse} ${named.join('; ')}`;
  throw new HttpError(409, message, [{ fieldName: 'id', message }]);
}

/** Company service: /company/v1/companies (spec 1 §7). */
export const companyRoutes = documentRoutes({
  coll: companyCollection,
  schema: CompanySchema,
  prepare: (db, body, { id }) => checkCompany(db, body, id),
  // In the delete's transaction: a refusal takes the delete back.
  afterDelete: (db, doc) => refuseIfInUse(db, doc),
  list: async (c, db) => {
    const p = listParams(c, { name: company.nameKey, created: company.created }, 'name');
    const name = queryText(c, 'name');
    return keysetPage(db, { table: company, ...p, where: name ? containsText(company.nameKey, name) : undefined, customParams: { name } }, toDocument as never);
  },
});
