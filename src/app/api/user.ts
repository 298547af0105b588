import { queryOptions } from '@tanstack/react-query';
import { api, type Page, type PickerSource } from './client';

/** A user of the admin backend (spec 1 §3 User info). */
export interface AdminUser {
  email: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  roles?: string[];
}

/** A user as a picker holds it: its e-mail is its id. */
export type PickedUser = AdminUser & { id: string };

const USERS = '/adminBackend/v1/users';

/** One page of users (the gateway's paged variant of spec 1 §7 'User e-mails'): `name` matches the name or the e-mail. */
async function listUserPage(p: { name?: string; emails?: readonly string[]; limit: number; cursor?: string }, signal?: AbortSignal): Promise<Page<PickedUser>> {
  const page = await api<Page<AdminUser>>(USERS, { query: { name: p.name, emails: p.emails?.join(','), limit: p.limit, next: p.cursor }, signal });
  return { ...page, objects: page.objects.map((u) => ({ ...u, id: u.email })) };
}

/** 'Given Family (email)' or the e-mail alone. */
export const userLabel = (u: AdminUser) => {
  const name = [u.given_name, u.family_name].filter(Boolean).join(' ');
  return name ? `${name} (${u.email})` : u.email;
};

/** The user pickers (a campaign's managers and ops associate, the change history's user): any user, by name or e-mail. */
export const userPickerSource: PickerSource<PickedUser> = {
  key: ['users', 'picker'],
  list: (p, signal) => listUserPage(p, signal),
  label: userLabel,
};

/** A chosen user, read by e-mail (its name is shown whether or not the picker's matches hold it); null when no user has it. */
export const userQuery = (email: string) =>
  queryOptions({
    queryKey: ['users', 'one', email],
    queryFn: async ({ signal }) => (await listUserPage({ emails: [email], limit: 1 }, signal)).objects[0] ?? null,
    staleTime: 5 * 60_000,
  });
