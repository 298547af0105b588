import { COMPANY_MESSAGES, CompanySchema } from '#domain/company';
import { companyCollection } from '#server/repo/collections/company';
import { checkCompany, companyUsers, listCompanies } from '#server/services/company';
import { refuseIfInUse } from '#server/services/in-use';
import { documentRoutes } from './document-routes';

/** Company service: /company/v1/companies (spec 1 §7). */
export const companyRoutes = documentRoutes({
  coll: companyCollection,
  schema: CompanySchema,
  prepare: (db, body, { id }) => checkCompany(db, body, id),
  // In the delete's transaction: a refusal takes the delete back.
  afterDelete: (db, doc) => refuseIfInUse(COMPANY_MESSAGES.inUse, companyUsers(db, doc.id)),
  list: (c, db) => listCompanies(db, c.req.query()),
});
