import { describe, expect, it } from 'vitest';
import createOrder from '#commands/create-order';
import deleteOrder, { orderOnScreen } from '#commands/delete-order';
import resendOrderEvent from '#commands/resend-order-event';
import searchCompanies from '#commands/search-companies';
import searchOrders from '#commands/search-orders';
import { commandContext } from '#tests/app/support/command-context';

const ctx = (url: string, roles: readonly string[] = ['sk_engineering']) => commandContext(url, { roles });

describe('order commands', () => {
  it('knows the order in view', () => {
    expect(orderOnScreen(ctx('/orders/123').screen)).toBe('123');
    expect(orderOnScreen(ctx('/orders/new').screen)).toBeUndefined();
    expect(orderOnScreen(ctx('/orders').screen)).toBeUndefined();
  });

  it('create order goes to /orders/new and ranks first on the list', () => {
    const c = ctx('/orders');
    expect(createOrder.onScreen?.(c)).toBe(true);
    createOrder.run(c, {});
    expect(c.navigated().at(-1)).toBe('/orders/new');
  });

  it('delete order is offered only with an order in view, and opens its confirmation', () => {
    expect(deleteOrder.when?.(ctx('/orders'))).toBe(false);
    const c = ctx('/orders/123');
    expect(deleteOrder.when?.(c)).toBe(true);
    deleteOrder.run(c, {});
    expect(c.navigated().at(-1)).toBe('/orders/123?dialog=delete');
  });

  it('resend event is offered for the order in view to privileged roles only', () => {
    expect(resendOrderEvent.when?.(ctx('/orders/123', ['sk_account_manager']))).toBe(false);
    expect(resendOrderEvent.when?.(ctx('/orders/123', []))).toBe(true); // no roles: allowed (spec 1 §6)
    const c = ctx('/orders/123', ['sk_god_mode']);
    expect(resendOrderEvent.when?.(c)).toBe(true);
    resendOrderEvent.run(c, {});
    expect(c.navigated().at(-1)).toBe('/orders/123?dialog=resend');
  });

  it("'Search orders' and 'Search companies' ask for a name, open their list searched by it, and rank first there", () => {
    for (const [command, list] of [[searchOrders, '/orders'], [searchCompanies, '/companies']] as const) {
      const c = ctx('/campaigns');
      expect(command.args?.map((a) => a.name)).toEqual(['term']);
      expect(command.onScreen?.(c)).toBe(false);
      expect(command.onScreen?.(ctx(list))).toBe(true);
      command.run(c, { term: 'harbor' });
      expect(c.navigated().at(-1)).toBe(`${list}?q=harbor`);
    }
  });
});
