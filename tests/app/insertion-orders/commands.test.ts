import { describe, expect, it, vi } from 'vitest';
import createOrder from '#commands/create-order';
import deleteOrder, { orderInView } from '#commands/delete-order';
import resendOrderEvent from '#commands/resend-order-event';
import searchCompanies from '#commands/search-companies';
import searchOrders from '#commands/search-orders';
import type { CommandContext } from '#commands/types';
import { defaultFlags } from '#domain/flags';

const ctx = (pathname: string, roles: readonly string[] = ['sk_engineering']): CommandContext => ({
  pathname, roles, flags: defaultFlags('local'), navigate: vi.fn(), openDialog: vi.fn(),
});

describe('order commands', () => {
  it('knows the order in view', () => {
    expect(orderInView('/orders/123')).toBe('123');
    expect(orderInView('/orders/new')).toBeUndefined();
    expect(orderInView('/orders')).toBeUndefined();
  });

  it('create order goes to /orders/new and ranks first on the list', () => {
    const c = ctx('/orders');
    expect(createOrder.onScreen?.(c)).toBe(true);
    createOrder.run(c, {});
    expect(c.navigate).toHaveBeenCalledWith('/orders/new');
  });

  it('delete order is offered only with an order in view, and opens its confirmation', () => {
    expect(deleteOrder.when?.(ctx('/orders'))).toBe(false);
    const c = ctx('/orders/123');
    expect(deleteOrder.when?.(c)).toBe(true);
    deleteOrder.run(c, {});
    expect(c.navigate).toHaveBeenCalledWith('/orders/123', { dialog: 'delete' });
  });

  it('resend event is offered for the order in view to privileged roles only', () => {
    expect(resendOrderEvent.when?.(ctx('/orders/123', ['sk_account_manager']))).toBe(false);
    expect(resendOrderEvent.when?.(ctx('/orders/123', []))).toBe(true); // no roles: allowed (spec 1 §6)
    const c = ctx('/orders/123', ['sk_god_mode']);
    expect(resendOrderEvent.when?.(c)).toBe(true);
    resendOrderEvent.run(c, {});
    expect(c.navigate).toHaveBeenCalledWith('/orders/123', { dialog: 'resend' });
  });

  it("'Search orders' and 'Search companies' ask for a name, open their list searched by it, and rank first there", () => {
    for (const [command, list] of [[searchOrders, '/orders'], [searchCompanies, '/companies']] as const) {
      const c = ctx('/campaigns');
      expect(command.args?.map((a) => a.name)).toEqual(['term']);
      expect(command.onScreen?.(c)).toBe(false);
      expect(command.onScreen?.(ctx(list))).toBe(true);
      command.run(c, { term: 'harbor' });
      expect(c.navigate).toHaveBeenCalledWith(list, { q: 'harbor' });
    }
  });
});
