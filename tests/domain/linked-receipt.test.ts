import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdSchema } from '#domain/ad/ad';
import { LINKED_RECEIPT_MESSAGES, linkedReceiptAdOf, linkedReceiptProblems, linkedReceiptsOf, mayLinkReceipt, newLinkedReceipt } from '#domain/ad/linked-receipt';

const ORDERS = [{ id: '2', orderLineItems: [
  { id: '30', orderLineItemType: 'SCAN', pricingModel: { id: 'pm-30' } },
  { id: '31', orderLineItemType: 'PURCHASE_VALIDATION', pricingModel: { id: 'pm-31' } },
] }];

const scan = v.parse(AdSchema, {
  name: 'Crunch scan',
  description: 'Scan the box',
  topicIds: ['p1'],
  insertionOrderId: '2',
  orderLineItemId: '30',
  constraints: [
    { '@type': 'ChainConstraint', chainIds: { '10': true } },
    { '@type': 'LocationConstraint', locationIds: { '5': true } },
    { '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' },
    { '@type': 'DateRangeConstraint', startTimestamp: '2030-01-01T17:00:00Z[UTC]', endTimestamp: '2030-02-01T07:59:00Z[UTC]' },
  ],
  format: { '@type': 'ProductScanFormat', promotedProductId: 'p1', legacy: { bannerPriority: '2030-01-01' } },
  awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } },
});

describe('linked receipt (spec 2 §4)', () => {
  it('is offered once the scan has a product, an insertion order and chains, its own or its ad set’s', () => {
    expect(mayLinkReceipt(scan, [])).toBe(true);
    const noChains = { ...scan, constraints: [] };
    expect(mayLinkReceipt(noChains, [])).toBe(false);
    expect(mayLinkReceipt(noChains, [{ '@type': 'ChainConstraint', chainIds: { '12': true } }])).toBe(true);
    expect(mayLinkReceipt({ ...scan, insertionOrderId: null }, [])).toBe(false);
    expect(mayLinkReceipt({ ...scan, topicIds: [], format: { ...scan.format, promotedProductId: null } }, [])).toBe(false);
  });

  it('needs a line item and Kicks', () => {
    expect(linkedReceiptProblems(newLinkedReceipt()).map((p) => p.message)).toEqual([LINKED_RECEIPT_MESSAGES.orderLineItem, LINKED_RECEIPT_MESSAGES.kicks]);
    expect(linkedReceiptProblems({ ...newLinkedReceipt(), orderLineItemId: '31', kicks: 40 })).toEqual([]);
  });

  it('is a product receipt of the scan’s product and places, with the sub-form’s fields and its line item’s order, pricing model and wallet', () => {
    const receipt = {
      description: 'Buy the box',
      orderLineItemId: '31',
      startDate: '2030-01-05T17:00:00Z[UTC]',
      endDate: null,
      ereceipt: { offerType: 'BOGO', webviewURL: 'https://x.example/offer' },
      kicks: 40,
    };
    const ad = linkedReceiptAdOf(scan, receipt, ORDERS);
    expect(ad).toMatchObject({
      name: 'Crunch scan',
      description: 'Buy the box',
      topicIds: ['p1'],
      insertionOrderId: '2',
      orderLineItemId: '31',
      pricingModelId: 'pm-31',
      format: { '@type': 'ProductReceiptFormat', promotedProductId: 'p1', ereceipt: receipt.ereceipt, legacy: { bannerPriority: '2030-01-01' } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 40, insertionOrderId: '2', walletId: '31' } },
    });
    // chains and locations shared; no frequency (spec 2 §9), its own dates
    expect(ad.constraints.map((c) => c['@type'])).toEqual(['ChainConstraint', 'LocationConstraint', 'DateRangeConstraint']);
    expect(ad.constraints[2]).toEqual({ '@type': 'DateRangeConstraint', startTimestamp: receipt.startDate, endTimestamp: null });
    // the gateway takes it as it is
    expect(v.safeParse(AdSchema, ad).success).toBe(true);
  });

  it('of a stored scan are the campaign’s receipt ads of its product bearing its name, not receipts made on their own', () => {
    const ads = [
      { id: '1', name: 'Oat scan', topicIds: ['p1'], format: { '@type': 'ProductScanFormat', promotedProductId: 'p1' } },
      { id: '2', name: 'Oat scan', topicIds: ['p1'], format: { '@type': 'ProductReceiptFormat', promotedProductId: 'p1' } },
      { id: '3', name: 'Oat scan', topicIds: ['p2'], format: { '@type': 'ProductReceiptFormat', promotedProductId: 'p2' } },
      { id: '4', name: 'Oat scan', topicIds: ['p1'], format: { '@type': 'ProductReceiptFormat' } },
      { id: '5', name: 'Oat receipt', topicIds: ['p1'], format: { '@type': 'ProductReceiptFormat', promotedProductId: 'p1' } },
    ];
    expect(linkedReceiptsOf(ads[0]!, ads).map((a) => a.id)).toEqual(['2', '4']);
  });
});
