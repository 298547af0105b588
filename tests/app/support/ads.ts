import { bannerAd, makeWorld, scanAd, type World } from '#tests/server/ad-fixtures';
import type { Gateway } from '#tests/server/harness';
import type { RealGateway } from './real-gateway';

export type { World };
export { bannerAd, scanAd };

/** The gateway tests' fixtures call `call(method, path, { body, headers })`: the real gateway's call under that shape. */
const asServerGateway = (gw: RealGateway) =>
  ({ call: (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => gw.call(method, path, options.body, options.headers) }) as unknown as Gateway;

/** A company, an order, a running campaign (service v3), a chain and an ad set at it, through the gateway's API. */
export const seedAdWorld = (gw: RealGateway): Promise<World> => makeWorld(asServerGateway(gw), 'v3');

/** Ads created in the world's ad set in one call (at most 100), in order; answers their ids. */
export async function seedAds(gw: RealGateway, w: World, ads: readonly Record<string, unknown>[]): Promise<string[]> {
  const res = await gw.call('POST', `${w.base}/${w.adSetId}/ads:bulkCreate`, { ads, chained: false });
  if (res.status !== 201) throw new Error(`seeding ads: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json.objects as { id: string }[]).map((ad) => ad.id);
}

/** A post-scan video: no dates of its own (a bulk end date refuses it). */
export const postScanVideo = (w: World, name: string) =>
  scanAd(w, { name, orderLineItemId: w.lineItems.VIDEO!.id, format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://video.example/v.mp4' } });
