import { chainDefaults, type StoredChain } from '#domain/chain';
import type { RealGateway } from './real-gateway';

export interface ChainDoc { chain: StoredChain; button_ids: string[] }

/** The six logos a chain needs (spec 3 §5), as any stored URLs. */
export const CHAIN_LOGOS = {
  logo_image_name_38x38: 'http://portal.test/l38.png',
  logo_image_name_105x105: 'http://portal.test/l105.png',
  logo_image_name_50x25: 'http://portal.test/l50.png',
  square_logo_image_name: 'http://portal.test/sq.png',
  logo_image_name_Nx30: 'http://portal.test/n30.png',
  white_logo_image_name_130x50: 'http://portal.test/w130.png',
};

/** Chains created through the gateway's API, one after another (so their ids ascend): the defaults, the six logos and the given fields. */
export async function seedChains(gw: RealGateway, ...chains: (Partial<StoredChain> & { name: string; button_ids?: string[] })[]): Promise<ChainDoc[]> {
  const docs: ChainDoc[] = [];
  for (const { button_ids = [], ...fields } of chains) {
    const res = await gw.call<ChainDoc>('POST', '/chain/v1/chains', { chain: { ...chainDefaults(), ...CHAIN_LOGOS, ...fields }, button_ids });
    if (res.status !== 201) throw new Error(`seeding chain ${fields.name}: ${res.status} ${JSON.stringify(res.json)}`);
    docs.push(res.json);
  }
  return docs;
}

/** The chain as stored now. */
export const readChain = async (gw: RealGateway, id: string) => (await gw.call<ChainDoc>('GET', `/chain/v1/chains/${id}`)).json;

/** A save of the chain by someone else (a PUT with its current version), as another tab or user would. */
export async function saveChainElsewhere(gw: RealGateway, id: string, fields: Partial<StoredChain>): Promise<ChainDoc> {
  const current = await gw.call<ChainDoc>('GET', `/chain/v1/chains/${id}`);
  const { chain, button_ids } = current.json;
  const res = await gw.call<ChainDoc>('PUT', `/chain/v1/chains/${id}`, { chain: { ...chain, ...fields }, button_ids, old_button_ids: button_ids }, { 'If-Match': current.headers.get('ETag')! });
  if (res.status !== 200) throw new Error(`saving chain ${id}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** The portal's writes in this test (anything but GET), in order; presence beats left out. */
export const portalWrites = (gw: RealGateway, prefix = '/') => gw.calls.filter((c) => c.method !== 'GET' && c.path.startsWith(prefix) && !c.path.startsWith('/events/'));
