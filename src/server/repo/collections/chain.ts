import { ENTITIES } from '#domain/entities';
import { isChainDisabled, type Chain } from '#domain/chain';
import { chain } from '#server/store/schema';
import type { Collection } from '#server/repo/document-types';

/**
 * Retail chains. The row id is the chain_id; the body holds the chain's fields plus button_ids
 * (the button merchant ids that travel beside the chain in the chain service's calls).
 */
export type ChainBody = Chain & { button_ids: string[] };

export const chainCollection: Collection<ChainBody> = {
  documentType: ENTITIES.chain.documentType,
  label: ENTITIES.chain.label,
  table: chain,
  columns: (doc) => {
    const nameKey = doc.name.toLowerCase();
    const isDisabled = isChainDisabled(doc);
    return { name: doc.name, nameKey, isOnline: doc.supports_online_store, isDisabled, statusKey: `${isDisabled ? 1 : 0}${nameKey}`, priority: doc.priority ?? '' };
  },
  parentIds: () => [],
};
