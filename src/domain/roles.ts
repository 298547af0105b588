import { isOneOf } from './lists';

/** Roles named by the skRoles claim (spec 1 §6); the local user has all of them when sign-in is off. */
export const ALL_ROLES = ['sk_engineering', 'sk_product', 'sk_god_mode', 'sk_account_manager', 'sk_campaign_manager', 'sk_ops_associate'] as const;

/** Roles that may resend events (spec 1 §6); a user with no roles is also allowed. */
export const PRIVILEGED_ROLES = ['sk_engineering', 'sk_product', 'sk_god_mode'] as const;

export const mayResendEvents = (roles: readonly string[]) =>
  roles.length === 0 || roles.some((r) => isOneOf(PRIVILEGED_ROLES, r));

/**
 * Roles that may read the gateway's metrics (issue 27 §4): its operators. The spec names no such
 * role; unlike resend-event, a user with no roles may not (docs/decisions/003).
 */
export const METRICS_ROLES = ['sk_engineering', 'sk_god_mode'] as const;

export const mayReadMetrics = (roles: readonly string[]) => roles.some((r) => isOneOf(METRICS_ROLES, r));
