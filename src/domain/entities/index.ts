import { AD_SETS_PATH, ADS_PATH, CAMPAIGNS_PATH, TOPICS_PATH } from './paths';
import { ALL_OPERATIONS, type EntityDescription, type EntityName } from './types';

/** Every document kind (spec 1 §7, spec 2 §7, spec 3 §7). */
export const ENTITIES = {
  campaign: {
    name: 'campaign',
    documentType: 'Campaign',
    label: 'Campaign',
    historyLabel: 'Campaign',
    apiPath: CAMPAIGNS_PATH,
    operations: ALL_OPERATIONS,
    recordSearch: { heading: 'Campaigns', param: 'campaignName', nameField: 'campaignName' },
    nav: { path: '/campaigns', label: 'Campaigns', glyph: 'Ca', position: 1, view: 'campaigns', kind: 'campaign-list' },
  },
  insertionOrder: {
    name: 'insertionOrder',
    documentType: 'InsertionOrder',
    label: 'Insertion order',
    historyLabel: 'Insertion Order',
    apiPath: '/order/v1/insertionOrders',
    operations: ALL_OPERATIONS,
    recordSearch: { heading: 'Orders', param: 'name', nameField: 'name' },
    nav: { path: '/orders', label: 'Orders', glyph: 'Or', position: 2, view: 'orders', kind: 'order-list' },
  },
  company: {
    name: 'company',
    documentType: 'Company',
    label: 'Company',
    historyLabel: 'Company',
    apiPath: '/company/v1/companies',
    operations: ALL_OPERATIONS,
    recordSearch: { heading: 'Companies', param: 'name', nameField: 'name' },
    nav: { path: '/companies', label: 'Companies', glyph: 'Co', position: 3, view: 'companies', kind: 'company-list' },
  },
  adSet: { name: 'adSet', documentType: 'AdSet', label: 'Ad set', historyLabel: 'Ad Set', apiPath: AD_SETS_PATH, operations: ALL_OPERATIONS },
  ad: {
    name: 'ad',
    documentType: 'Ad',
    label: 'Ad',
    historyLabel: 'Ad',
    apiPath: ADS_PATH,
    operations: ALL_OPERATIONS,
    // ads are found across campaigns in the ad browser (spec 2 §5)
    nav: { path: '/adBrowser', label: 'Ad Browser', glyph: 'Ad', position: 5, view: 'adBrowser', kind: 'ad-browser' },
  },
  topic: { name: 'topic', documentType: 'Topic', label: 'Topic', historyLabel: 'Promoted Product', apiPath: TOPICS_PATH, operations: ALL_OPERATIONS },
  chain: {
    name: 'chain',
    documentType: 'Chain',
    label: 'Chain',
    historyLabel: 'Chain',
    apiPath: '/chain/v1/chains',
    // spec 3 gives chains no delete
    operations: ['list', 'read', 'create', 'update'],
    recordSearch: { heading: 'Chains', param: 'label', nameField: 'label' },
    nav: { path: '/chains', label: 'Chains', glyph: 'Ch', position: 4, view: 'chains', kind: 'chain-list' },
  },
} as const satisfies { [N in EntityName]: EntityDescription & { name: N } };

/** A kind by its documentType (as the change history and downstream events name it). */
export const entityOfDocumentType = (documentType: string): EntityDescription | undefined => ENTITY_BY_TYPE.get(documentType);

/** The kinds the palette's record search finds by name. */
export type SearchableEntity = Extract<(typeof ENTITIES)[EntityName], { recordSearch: object }>;
export const SEARCHABLE_ENTITIES = Object.values(ENTITIES).filter((e): e is SearchableEntity => 'recordSearch' in e);

/** The kinds with a list screen of their own, in the side navigation's order (spec 1 §2). */
export type NavigableEntity = Extract<(typeof ENTITIES)[EntityName], { nav: object }>;
export const NAVIGABLE_ENTITIES = Object.values(ENTITIES)
  .filter((e): e is NavigableEntity => 'nav' in e)
  .sort((a, b) => a.nav.position - b.nav.position);

/** The kinds as a list, typed as the general description. */
export const ENTITY_LIST: readonly EntityDescription[] = Object.values(ENTITIES);

const ENTITY_BY_TYPE = new Map(ENTITY_LIST.map((e) => [e.documentType, e]));

export type { EntityDescription, EntityName, Operation } from './types';
export * from './paths';
