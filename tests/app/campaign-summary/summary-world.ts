import type { RealGateway } from '#tests/app/support/real-gateway';
import { categoryBody, seedTopics } from '#tests/app/support/topics';
import { adBody, day, type Doc, scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

const OLGA = 'olga.ops@flightdeck.example';

/** A scan ad's fields on an MCOMM campaign: its legacy banner priority and the max price MCOMM needs. */
const scanLegacy = { bannerPriority: '2026-01-01', maxPriceInCents: 500 };

/**
 * The campaign 'Harbor Spring' as its summary shows it, made through the gateway's API: MCOMM,
 * running (started 10 days ago, ends in 20), of the order 'Spring order' of Harbor Foods (a scan
 * line item at $25.50 and a banner one), with six promoted products ('Product 0'…), the
 * retailer category 'Dairy aisle', the ad set 'Empty set' and the ad set 'Launch set' (from 5 days
 * ago to 10 days ahead) holding the scan ad 'Scan me' (50 kicks, twice a month, with an image) and
 * the disabled 'Later banner' (3 to 8 days ahead).
 */
export async function seedSummaryWorld(gw: RealGateway) {
  const w = await seedAdWorld(gw, {
    lineItems: [{ type: 'SCAN', pricingModel: { '@type': 'CostPerEngagement', engagements: 500, amount: 2550 } }, { type: 'BANNER' }],
    products: Array.from({ length: 6 }, (_, i) => `Product ${i}`),
    chains: [{ name: 'Fresh Mart' }],
    campaign: { category: 'MCOMM', description: 'Spring push', opsAssociate: OLGA, endDate: day(20) },
    adSetName: 'Empty set',
  });
  const chainId = w.chains['Fresh Mart'];
  const launchStart = day(-5);
  const launch = await gw.call<Doc>('POST', `/campaign/v1/campaigns/${w.campaignId}/adsets/`, {
    name: 'Launch set', constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: launchStart, endTimestamp: day(10) }, { '@type': 'ChainConstraint', chainIds: { [String(chainId)]: true } }],
  });
  if (launch.status !== 201) throw new Error(`seeding the ad set: ${launch.status} ${JSON.stringify(launch.json)}`);
  const launchAds = `/campaign/v1/campaigns/${w.campaignId}/adsets/${launch.json.id}/ads`;
  const scan = await seedAd(gw, w, scanAdBody(w, 'Scan me', {
    description: 'Scan the jar', awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 50 } }, constraints: [{ '@type': 'FrequencyConstraint', engagements: 2, period: 'MONTH' }],
    format: { '@type': 'ProductScanFormat', promotedProductId: Object.values(w.products)[0], legacy: scanLegacy, images: { main: { url: 'https://img.example/a.png' } } },
  }), launchAds);
  await seedAd(gw, w, adBody(w, 'BANNER', 'Later banner', {
    enabled: false, format: { '@type': 'BannerFormat', legacy: { bannerPriority: 'zzz' }, bannerPlacements: [{ bannerLocation: 'STORE_LIST' }] },
    constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(3), endTimestamp: day(8) }],
  }), launchAds);
  const [category] = await seedTopics(gw, w.campaignId, categoryBody('Dairy aisle', String(chainId)));
  return { ...w, emptySetId: w.adSetId, launchSetId: String(launch.json.id), launchStart, scanId: scan.id, categoryId: String(category?.id) };
}
