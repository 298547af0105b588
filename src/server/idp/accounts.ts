/**
 * The bundled provider's demo users: one per role of spec 1 §6 and one without roles (who, by the
 * spec, may still resend events). Every one signs in with DEMO_PASSWORD. Development only.
 */
export interface DemoUser {
  email: string;
  name: string;
  skRoles: string[];
}

export const DEMO_PASSWORD = 'flightdeck';
export const DEMO_DOMAIN = 'flightdeck.example';

export const DEMO_USERS: readonly DemoUser[] = [
  { email: `engineer@${DEMO_DOMAIN}`, name: 'Erin Engineer', skRoles: ['sk_engineering'] },
  { email: `product@${DEMO_DOMAIN}`, name: 'Priya Product', skRoles: ['sk_product'] },
  { email: `godmode@${DEMO_DOMAIN}`, name: 'Gus God-Mode', skRoles: ['sk_god_mode'] },
  { email: `account.manager@${DEMO_DOMAIN}`, name: 'Ada Account-Manager', skRoles: ['sk_account_manager'] },
  { email: `campaign.manager@${DEMO_DOMAIN}`, name: 'Cam Campaign-Manager', skRoles: ['sk_campaign_manager'] },
  { email: `ops.associate@${DEMO_DOMAIN}`, name: 'Olu Ops-Associate', skRoles: ['sk_ops_associate'] },
  { email: `no.roles@${DEMO_DOMAIN}`, name: 'Noor No-Roles', skRoles: [] },
];

/** The user an e-mail names (case-insensitive), or undefined. */
export function findDemoUser(email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_USERS.find((u) => u.email === wanted);
}

/** The password check, in constant time whatever the length. */
export function passwordMatches(password: string): boolean {
  const a = Buffer.from(password);
  const b = Buffer.from(DEMO_PASSWORD);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i]!;
  return diff === 0;
}

/** The claims a user carries in the ID token, the access token and the userinfo answer. */
export function claimsOf(user: DemoUser) {
  return {
    sub: user.email,
    email: user.email,
    email_verified: true,
    name: user.name,
    preferred_username: user.email,
    skRoles: user.skRoles,
  };
}
