import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

/** A user of the admin backend (spec 1 §3 User info). */
export interface AdminUser {
  email: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  roles?: string[];
}

/** spec 1 §9: the user e-mail list asks for at most 500 records. */
export const MAX_USER_RECORDS = 500;

/** GET /adminBackend/v1/users?maxRecords=500 (spec 1 §7 'User e-mails'). */
export function listUsers(signal?: AbortSignal) {
  return api<AdminUser[]>('/adminBackend/v1/users', { query: { maxRecords: MAX_USER_RECORDS }, signal });
}

export const usersQuery = () => queryOptions({ queryKey: ['users'], queryFn: ({ signal }) => listUsers(signal), staleTime: 5 * 60_000 });

/** 'Given Family (email)' or the e-mail alone. */
export const userLabel = (u: AdminUser) => {
  const name = [u.given_name, u.family_name].filter(Boolean).join(' ');
  return name ? `${name} (${u.email})` : u.email;
};
