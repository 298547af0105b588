/** A user as the gateway's users call answers it. */
export interface FakeUser {
  email: string;
  given_name: string;
  family_name: string;
  roles?: string[];
}

/**
 * The users call (GET /adminBackend/v1/users) over these users, as the gateway answers it: a page
 * with `limit` (name or e-mail contains `name`, in any case; `emails` picks users; cursors are
 * offsets), else spec 1's bare list.
 */
export function usersAnswer(users: readonly FakeUser[], url: URL): unknown {
  const term = (url.searchParams.get('name') ?? '').toLowerCase();
  const emails = url.searchParams.get('emails')?.split(',');
  const found = users
    .map((u) => ({ roles: [], ...u, name: `${u.given_name} ${u.family_name}` }))
    .filter((u) => `${u.name}\u0001${u.email}`.toLowerCase().includes(term) && (!emails || emails.includes(u.email)));
  if (!url.searchParams.has('limit')) return found;
  const limit = Number(url.searchParams.get('limit'));
  const offset = Number(url.searchParams.get('next') ?? 0);
  const next = offset + limit < found.length ? String(offset + limit) : null;
  return { objects: found.slice(offset, offset + limit), pagination: { objectCount: found.length, pageCount: Math.ceil(found.length / limit), pageIndex: Math.floor(offset / limit), limit, prev: null, curr: null, next, customParams: {} } };
}
