import type { RealGateway } from './real-gateway';
import { seedAdWorld } from './seed-ads';

export type TopicDoc = Record<string, any> & { id: string; version: number; name: string; '@type': string };

/** A campaign of its own (brand unless told) with the chains 'Fresh Mart' and 'Fresh Foods Co', made through the API; answers their ids. */
export async function seedTopicCampaign(gw: RealGateway, category: 'BRAND' | 'MCOMM' = 'BRAND') {
  const w = await seedAdWorld(gw, { products: [], chains: [{ name: 'Fresh Mart' }, { name: 'Fresh Foods Co' }], campaign: { category } });
  return { campaignId: w.campaignId, freshMart: w.chains['Fresh Mart']!, freshFoods: w.chains['Fresh Foods Co']! };
}

/** A promoted product's body: one EXACT barcode (012000161155) unless told. */
export const productBody = (name: string, over: Record<string, unknown> = {}) => ({
  '@type': 'PromotedProduct', name, description: `${name} description`, barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }], ...over,
});

/** A retailer category's body at the chain, 5 kicks per dollar, including 'grocery'. */
export const categoryBody = (name: string, chainId: string, over: Record<string, unknown> = {}) => ({
  '@type': 'PromotedCategory', name, chainId, kicksPerDollar: 5, includedCategories: ['grocery'], excludedCategories: [], matchAll: false, ...over,
});

/** Topics created through the API in the campaign, one after another (so their ids ascend). */
export async function seedTopics(gw: RealGateway, campaignId: string, ...bodies: Record<string, unknown>[]): Promise<TopicDoc[]> {
  const docs: TopicDoc[] = [];
  for (const body of bodies) {
    const res = await gw.call<TopicDoc>('POST', `/campaign/v1/campaigns/${campaignId}/topics/`, body);
    if (res.status !== 201) throw new Error(`seeding topic ${String(body.name)}: ${res.status} ${JSON.stringify(res.json)}`);
    docs.push(res.json);
  }
  return docs;
}

/** The topic as stored now, or undefined once deleted. */
export async function readTopic(gw: RealGateway, campaignId: string, id: string): Promise<TopicDoc | undefined> {
  const res = await gw.call<TopicDoc>('GET', `/campaign/v1/campaigns/${campaignId}/topics/${id}`);
  return res.status === 200 ? res.json : undefined;
}

/** A save of the topic by someone else (a PUT with its current version), as another tab or user would. */
export async function saveTopicElsewhere(gw: RealGateway, campaignId: string, id: string, patch: Record<string, unknown>): Promise<TopicDoc> {
  const path = `/campaign/v1/campaigns/${campaignId}/topics/${id}`;
  const current = await gw.call<TopicDoc>('GET', path);
  const res = await gw.call<TopicDoc>('PUT', path, { ...current.json, ...patch }, { 'If-Match': current.headers.get('ETag')! });
  if (res.status !== 200) throw new Error(`saving topic ${id}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}
