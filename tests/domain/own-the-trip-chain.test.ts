import { describe, expect, it } from 'vitest';
import { AdSchema, type Ad } from '#domain/ad/ad';
import { linkedChainOf, needsOttChain, ottChainOf, ottChainProblems, withoutOtt } from '#domain/ad/own-the-trip-chain';
import { adContextProblems, orderLinkProblems, type OrderView } from '#domain/ad/rules';
import { validate } from '#domain/validation';

const lineItem = (id: string, orderLineItemType: string) => ({ id, orderLineItemType, pricingModel: { id: `pm-${id}` } });
const ORDERS: OrderView[] = [
  { id: 'io-1', orderLineItems: [lineItem('w1', 'WALK_IN'), lineItem('b1', 'BANNER'), lineItem('v1', 'VIDEO')] },
  { id: 'io-2', orderLineItems: [lineItem('b2', 'BANNER'), lineItem('v2', 'VIDEO')] },
];
const colours = { primaryBGColor: 'ffcc00', primaryTextColor: '000000', secondaryTextColor: 'ffffff' };
const storeDetailsDescription = 'Walk in today and scan the spring cereals for extra Kicks at every Fresh Mart store near you.';
const constraints = [
  { '@type': 'ChainConstraint', chainIds: { '10': true } },
  { '@type': 'LocationConstraint', locationIds: { '55': true } },
  { '@type': 'DateRangeConstraint', startTimestamp: '2030-01-01T17:00:00Z[UTC]', endTimestamp: '2030-02-01T07:59:00Z[UTC]' },
  { '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' },
];

/** A walk-in as the form sends it, read through the schema as the gateway reads it. */
function walkIn(format: Record<string, unknown> = {}, over: Record<string, unknown> = {}): Ad {
  const r = validate(AdSchema, {
    name: 'Spring walk-in', description: 'Walk in for Kicks', insertionOrderId: 'io-1', orderLineItemId: 'w1', pricingModelId: 'pm-w1', topicIds: ['t1'], constraints,
    awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50, currency: 'KICKS', precision: 0 } },
    format: { '@type': 'WalkInFormat', isOwnTheTrip: true, tags: [], images: { bannerImageUrl: { url: 'https://img.example/list.png' }, ownTheTripImageUrl: { url: 'https://img.example/details.png' } }, legacy: { bannerPriority: '2030-01-01' }, ...format },
    ...over,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
}
const videoUrl = 'https://video.example/spring.mp4';
const videoOtt = () => walkIn({ tags: ['OTT_VIDEO'], videoUrl, legacy: { bannerPriority: '2030-01-01', ...colours, storeDetailsDescription } });

/** Each linked ad passes the gateway's own checks: the schema, its line item's type, and (in an ad set without chains) its own chains. */
function expectValid(ads: Ad[]) {
  for (const ad of ads) {
    const r = validate(AdSchema, ad);
    expect(r.ok ? [] : r.errors).toEqual([]);
    expect(orderLinkProblems(ad, ORDERS)).toEqual([]);
    expect(adContextProblems(ad, { adSet: {}, campaign: {}, productCount: 2 })).toEqual([]);
  }
}

describe('Own-The-Trip chain (spec 2 §4)', () => {
  it('is created for a walk-in with Own-The-Trip that links to no next ad yet', () => {
    expect(needsOttChain(walkIn())).toBe(true);
    expect(needsOttChain(walkIn({}, { nextAdId: '77' }))).toBe(false);
    expect(needsOttChain(walkIn({ isOwnTheTrip: false }))).toBe(false);
    expect(ottChainOf(walkIn({ isOwnTheTrip: false }), ORDERS)).toEqual([]);
  });

  it('puts a Nearby Tab banner then a store details banner after the walk-in, each on a BANNER line item of its order', () => {
    const chain = ottChainOf(walkIn(), ORDERS);
    expect(chain.map((c) => c.link)).toEqual(['nearbyTabBanner', 'storeDetailsBanner']);
    const [nearby, details] = chain.map((c) => c.ad);
    expect(nearby).toMatchObject({
      name: 'Spring walk-in', description: 'Walk in for Kicks', enabled: false, insertionOrderId: 'io-1', orderLineItemId: 'b1', pricingModelId: 'pm-b1', topicIds: ['t1'], awards: {},
      format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST' }], tags: ['WALKIN_PROMOTION'], images: { bannerImageUrl: { url: 'https://img.example/list.png' } }, legacy: { bannerPriority: 'zzz' } },
    });
    // Tapping the store details banner opens the store's details, for the walk-in's promoted product (spec 2 §5).
    expect(details!.format).toEqual({
      '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_DETAILS', tapout: { '@type': 'StoreDetailsTapout' } }], promotedProductId: 't1',
      tags: [], images: { ownTheTripImageUrl: { url: 'https://img.example/details.png' } }, legacy: { bannerPriority: 'zzz' },
    });
    // Banners keep the walk-in's chains, locations and dates, and get no frequency (spec 2 §9).
    expect(nearby!.constraints.map((c) => c['@type'])).toEqual(['ChainConstraint', 'LocationConstraint', 'DateRangeConstraint']);
    expect(chain.every((c) => c.ad.nextAdId == null)).toBe(true);
    expectValid([nearby!, details!]);
  });

  it('adds the post-scan video of a video OTT, once per shopper, after a store details banner with the colours, description and OTT_VIDEO', () => {
    const chain = ottChainOf(videoOtt(), ORDERS);
    expect(chain.map((c) => c.link)).toEqual(['nearbyTabBanner', 'storeDetailsBanner', 'videoOtt']);
    const [nearby, details, video] = chain.map((c) => c.ad);
    expect(nearby!.format).toMatchObject({ tags: ['WALKIN_PROMOTION'] });
    expect(details).toMatchObject({ description: storeDetailsDescription, format: { tags: ['OTT_VIDEO'], legacy: { bannerPriority: 'zzz', ...colours } } });
    // Its priority, a date and required (spec 2 §5), is the walk-in's.
    expect(video).toMatchObject({ enabled: true, orderLineItemId: 'v1', pricingModelId: 'pm-v1', awards: {}, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl, legacy: { bannerPriority: '2030-01-01' } } });
    // A post-scan video has no dates of its own; 1 engagement, all time (spec 2 §9 'OTT video').
    expect(video!.constraints).toEqual([constraints[0], constraints[1], { '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }]);
    expectValid(chain.map((c) => c.ad));
  });

  it('gives the Nearby Tab banner the walk-in’s tapout, and a banner no tapout the banner rules would refuse', () => {
    const nearbyOf = (walkIn: Ad) => ottChainOf(walkIn, ORDERS)[0]!.ad;
    const storeDetails = { '@type': 'StoreDetailsTapout', chainId: '10' };
    // a tapout naming its chain needs no product; one naming none goes with the walk-in's product
    expect(nearbyOf(walkIn({ tapout: storeDetails }, { topicIds: [] })).format).toMatchObject({ bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: storeDetails }] });
    expect(nearbyOf(walkIn({ tapout: { '@type': 'RewardsMallTapout' } })).format).toMatchObject({ bannerPlacements: [{ tapout: { '@type': 'RewardsMallTapout' } }], promotedProductId: 't1' });
    // without a promoted product neither banner could keep a tapout that needs one
    const chain = ottChainOf(walkIn({ tapout: { '@type': 'RewardsMallTapout' } }, { topicIds: [] }), ORDERS).map((c) => c.ad);
    expect(chain.map((a) => a.format.bannerPlacements)).toEqual([[{ bannerLocation: 'STORE_LIST' }], [{ bannerLocation: 'STORE_DETAILS' }]]);
    expectValid([nearbyOf(walkIn({ tapout: storeDetails }, { topicIds: [] })), ...chain]);
  });

  it('takes a line item of another order when the walk-in’s has none of the kind', () => {
    const orders: OrderView[] = [{ id: 'io-1', orderLineItems: [lineItem('w1', 'WALK_IN')] }, ORDERS[1]!];
    expect(ottChainOf(videoOtt(), orders).map((c) => [c.ad.insertionOrderId, c.ad.orderLineItemId])).toEqual([['io-2', 'b2'], ['io-2', 'b2'], ['io-2', 'v2']]);
  });

  it('takes the first line item of the kind where there are several, in the walk-in’s order first, with its pricing model', () => {
    const twoBanners: OrderView[] = [
      { id: 'io-0', orderLineItems: [lineItem('b0', 'BANNER')] },
      { id: 'io-1', orderLineItems: [lineItem('w1', 'WALK_IN'), lineItem('b1', 'BANNER'), lineItem('b3', 'BANNER'), lineItem('v1', 'VIDEO')] },
    ];
    expect(ottChainOf(walkIn(), twoBanners).map((c) => [c.ad.insertionOrderId, c.ad.orderLineItemId, c.ad.pricingModelId])).toEqual([['io-1', 'b1', 'pm-b1'], ['io-1', 'b1', 'pm-b1']]);
    // A walk-in with no order of its own: the campaign's first.
    expect(ottChainOf(walkIn({}, { insertionOrderId: null, orderLineItemId: null, pricingModelId: null }), twoBanners).map((c) => c.ad.orderLineItemId)).toEqual(['b0', 'b0']);
  });

  it('is held back, at the Own-The-Trip box, when the campaign has no line item for a linked ad: the spec’s words, once per kind', () => {
    const walkInOnly: OrderView[] = [{ id: 'io-1', orderLineItems: [lineItem('w1', 'WALK_IN')] }];
    const noLineItem = (kind: string) => ({ fieldName: 'format.isOwnTheTrip', message: `No valid order line item that matches to ${kind} has been found in campaign budget` });
    expect(ottChainProblems(videoOtt(), walkInOnly)).toEqual([noLineItem('Banner'), noLineItem('Video')]);
    expect(ottChainProblems(walkIn(), [{ id: 'io-1', orderLineItems: [lineItem('w1', 'WALK_IN'), lineItem('v1', 'VIDEO')] }])).toEqual([noLineItem('Banner')]);
    expect(ottChainProblems(videoOtt(), ORDERS)).toEqual([]);
    // A walk-in already linked to its chain creates none.
    expect(ottChainProblems(walkIn({}, { nextAdId: '77' }), walkInOnly)).toEqual([]);
  });

  it('follows the chain from the walk-in’s next ad, ending at a missing ad or a loop', () => {
    const ads = [{ id: '2', nextAdId: '3' }, { id: '3', nextAdId: '4' }, { id: '4', nextAdId: '1' }, { id: '9' }];
    expect(linkedChainOf({ id: '1', nextAdId: '2' }, ads).map((a) => a.id)).toEqual(['2', '3', '4']);
    expect(linkedChainOf({ id: '1', nextAdId: '3' }, [{ id: '3', nextAdId: '5' }]).map((a) => a.id)).toEqual(['3']);
    expect(linkedChainOf({ id: '1' }, ads)).toEqual([]);
  });

  it('leaves a walk-in without its chain: no link and both boxes unchecked', () => {
    const cleared = withoutOtt({ ...videoOtt(), nextAdId: '2' });
    expect(cleared.nextAdId).toBeNull();
    expect(cleared.format).toMatchObject({ isOwnTheTrip: false, tags: [] });
    expect(needsOttChain(cleared)).toBe(false);
  });
});
