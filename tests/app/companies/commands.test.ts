import { afterEach, describe, expect, it, vi } from 'vitest';
import deleteCompany from '#commands/delete-company';
import { setCompanyInView } from '#app/features/companies/in-view';
import { commandContext as ctx } from '#tests/app/support/command-context';
afterEach(() => setCompanyInView(undefined));

describe('company commands', () => {
  it("'Delete this company' is offered on the company list with a company selected, and opens its confirmation", () => {
    expect(deleteCompany.when?.(ctx('/companies'))).toBe(false);
    const openDelete = vi.fn();
    const mine = { id: '7', name: 'Acme Foods', openDelete };
    setCompanyInView(mine);
    expect(deleteCompany.when?.(ctx('/companies'))).toBe(true);
    expect(deleteCompany.when?.(ctx('/companies/7'))).toBe(false);
    expect(deleteCompany.onScreen?.(ctx('/companies'))).toBe(true);
    deleteCompany.run(ctx('/companies'), {});
    expect(openDelete).toHaveBeenCalledOnce();
    // A screen clears only its own entry.
    setCompanyInView(undefined, { ...mine });
    expect(deleteCompany.when?.(ctx('/companies'))).toBe(true);
    setCompanyInView(undefined, mine);
    expect(deleteCompany.when?.(ctx('/companies'))).toBe(false);
  });
});
