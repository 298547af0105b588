import { describe, expect, it } from 'vitest';
import { initialsOf, titleOf } from '#app/auth/session';

describe('the user beside the avatar (spec 1 §2, §6)', () => {
  it('shows the first two characters of the e-mail as initials and the first role as title', () => {
    const user = { email: 'ana.account@flightdeck.example', roles: ['sk_account_manager', 'sk_product'] };
    expect(initialsOf(user)).toBe('AN');
    expect(titleOf(user)).toBe('sk_account_manager');
  });

  it("says 'Unauthorized User' without an e-mail, with no initials", () => {
    const nobody = { email: undefined, roles: [] };
    expect(titleOf(nobody)).toBe('Unauthorized User');
    expect(initialsOf(nobody)).toBe('');
  });

  it("says 'Unauthorized User' under the e-mail of a user without roles", () => {
    const noRoles = { email: 'no.roles@flightdeck.example', roles: [] };
    expect(initialsOf(noRoles)).toBe('NO');
    expect(titleOf(noRoles)).toBe('Unauthorized User');
  });
});
