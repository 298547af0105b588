import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { chainCollection } from '#server/repo/collections/chain';
import { getDocument } from '#server/repo/documents';
import { bodyPage, containsText, keysetPage, type PageQuery } from '#server/repo/keyset';
import { REF, findReferenceItem } from '#server/repo/reference';
import type { Db } from '#server/store/db';
import { appUser, chainLocation, referenceItem } from '#server/store/schema';
import { notFound } from '#server/errors';
import { type ListParams, listParams, type Query, queryIds } from './list-query';

/** The list query of a chain's locations (by id); checked before the store is read. */
export const chainLocationsQuery = (query: Query) => listParams(query, { id: chainLocation.id }, 'id');

/** A page of a chain's locations; 404 for an unknown chain. */
export async function chainLocationsPage(db: Db, chainId: string, p: ListParams) {
  if (!(await getDocument(db, chainCollection, chainId))) throw notFound('Chain', chainId);
  return bodyPage(db, { table: chainLocation, ...p, where: eq(chainLocation.chainId, chainId), customParams: { chainId } });
}

/** The longest e-mail address (RFC 5321's path limit). */
const MAX_EMAIL_LENGTH = 254;

type UserRow = typeof appUser.$inferSelect;
const userOf = (u: UserRow) => ({ email: u.email, given_name: u.givenName, family_name: u.familyName, name: `${u.givenName} ${u.familyName}`.trim(), roles: u.roles });

const usersNamed = (name: string | undefined) => (name ? containsText(appUser.searchKey, name) : undefined);

/** The users page's query: by name, `name` in the name or e-mail, `emails` those users only (a picker naming its chosen ones). */
export function usersPageQuery(query: Query, name: string | undefined): PageQuery {
  const p = listParams(query, { name: appUser.nameKey }, 'name');
  const emails = queryIds(query, 'emails', { what: 'e-mail', maxLength: MAX_EMAIL_LENGTH });
  const where = and(usersNamed(name), emails ? inArray(appUser.email, emails) : undefined);
  return { table: appUser, idColumn: appUser.email, ...p, where, customParams: { name, emails: emails?.join(',') }, searchTerm: name };
}

export const usersPage = (db: Db, q: PageQuery) => keysetPage<UserRow>(db, q, userOf);

/** Spec 1's bare list of users, by name, at most `max`. */
export async function usersList(db: Db, name: string | undefined, max: number) {
  const rows = await db.select().from(appUser).where(usersNamed(name)).orderBy(asc(appUser.givenName), asc(appUser.familyName), asc(appUser.email)).limit(max);
  return rows.map(userOf);
}

/** The jobs list's query: in the order they were created (their position). */
export const jobsQuery = (query: Query) => listParams(query, { created: referenceItem.position }, 'created');

export const jobsPage = (db: Db, p: ListParams) => bodyPage(db, { table: referenceItem, ...p, where: eq(referenceItem.kind, REF.job) });

/** The job tasks list's query: in their order in the job (`position`). */
export const jobTasksQuery = (query: Query) => listParams(query, { position: referenceItem.position }, 'position');

/** A page of a job's tasks; 404 for an unknown job. */
export async function jobTasksPage(db: Db, id: string, p: ListParams) {
  if (!(await findReferenceItem(db, REF.job, id))) throw notFound('Job', id);
  const ofJob = and(eq(referenceItem.kind, REF.jobTask), sql`${referenceItem.body}->>'jobId' = ${id}`);
  return bodyPage(db, { table: referenceItem, ...p, where: ofJob, customParams: { jobId: id } });
}
