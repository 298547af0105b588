import { describe, expect, it } from 'vitest';
import { adsPath, worldForSuite } from './ad-fixtures';
import { ifMatch } from './fixtures';
import { STORE_KINDS } from './harness';

/** The eight messaging types are image ads that keep their type (decision 015): its line item type is theirs. */
describe.each(STORE_KINDS)('messaging ads on %s', (kind) => {
  const { gw, w } = worldForSuite(kind);

  it('takes a push notification on a PUSH_NOTIFICATION line item only, and an image ad without a type (a story card) on any', async () => {
    const order = (await gw.call('GET', `/order/v1/insertionOrders/${w.orderId}`)).json;
    const push = { orderLineItemType: 'PUSH_NOTIFICATION', description: 'Push', pricingModel: { '@type': 'FlatFee', amount: 50000, engagements: 1000 } };
    const withPush = await gw.call('PUT', `/order/v1/insertionOrders/${w.orderId}`, { body: { ...order, orderLineItems: [...order.orderLineItems, push] }, headers: ifMatch(order) });
    expect(withPush.status, JSON.stringify(withPush.json)).toBe(200);
    const pushItem = withPush.json.orderLineItems.find((li: { orderLineItemType: string }) => li.orderLineItemType === 'PUSH_NOTIFICATION');
    const ad = (orderLineItemId: string, legacy?: Record<string, unknown>) => ({
      name: 'Weekend push',
      insertionOrderId: w.orderId,
      orderLineItemId,
      format: { '@type': 'ImageFormat', ...(legacy ? { legacy } : {}) },
    });

    const wrong = await gw.call('POST', adsPath(w), { body: ad(w.lineItems.WALK_IN!.id, { ad_type: 'PUSH_NOTIFICATION' }) });
    expect(wrong.status).toBe(400);
    expect(wrong.json.errors).toEqual([{ fieldName: 'orderLineItemId', message: `Order line item ${w.lineItems.WALK_IN!.id} is of type WALK_IN; a ImageFormat needs PUSH_NOTIFICATION` }]);

    const made = await gw.call('POST', adsPath(w), { body: ad(pushItem.id, { ad_type: 'PUSH_NOTIFICATION' }) });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json).toMatchObject({ orderLineItemId: pushItem.id, pricingModelId: pushItem.pricingModel.id, format: { legacy: { ad_type: 'PUSH_NOTIFICATION' } } });

    const notAType = await gw.call('POST', adsPath(w), { body: ad(pushItem.id, { ad_type: 'BANNER' }) });
    expect(notAType.status).toBe(400);
    expect(notAType.json.errors[0].fieldName).toBe('format.legacy.ad_type');

    expect((await gw.call('POST', adsPath(w), { body: ad(w.lineItems.WALK_IN!.id) })).status).toBe(201);
  });
});
