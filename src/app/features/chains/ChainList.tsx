import { useMemo, type ReactNode } from 'react';
import { ENTITIES } from '#domain/entities';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { ChainListItem } from '#domain/chain';
import { chainListQuery } from '#app/api/chain';
import { chainLink, newChainLink } from '#app/api/links';
import { ListScreen } from '#app/kit/crud/list/ListScreen';
import { useListState, useSetListSearch } from '#app/kit/crud/list/list-url';
import { ChainPreviewPane } from './ChainPreviewPane';
import { chainColumns } from './columns';
import { isOneOf } from '#domain/lists';
import { CHAIN_TABS, chainListParams, type ChainListSearch } from './search';
import { CHAIN_TEXT } from './text';
import './chains.css';

const SORTABLE = ['status'] as const;

const TEXT = {
  title: CHAIN_TEXT.listTitle,
  newLabel: CHAIN_TEXT.newChain,
  search: CHAIN_TEXT.search,
  preview: CHAIN_TEXT.preview,
  empty: CHAIN_TEXT.empty,
};

/** spec 3 'Chains list (/chains)': Online and Offline tabs, label search on the server, paged, the selected chain previewed. */
export function ChainList() {
  const { tab } = useListState<ChainListSearch>('/chains/');
  const set = useSetListSearch<ChainListSearch>('/chains/');
  const online = tab === 'online';
  const columns = useMemo(() => chainColumns(online), [online]);
  // Each tab has its own results: a new tab starts on its first page, unsorted, with nothing selected.
  const tabs = (results: ReactNode) => (
    <Tabs className="chain-tabs" selectedKey={tab} onSelectionChange={(key: Key) => isOneOf(CHAIN_TABS, key) && set({ tab: key, cursor: undefined, selected: undefined, sort: undefined })}>
      <TabList aria-label={CHAIN_TEXT.tabs}>
        <Tab id="online" className="chain-tab">{CHAIN_TEXT.online}</Tab>
        <Tab id="offline" className="chain-tab">{CHAIN_TEXT.offline}</Tab>
      </TabList>
      {CHAIN_TABS.map((t) => (
        <TabPanel key={t} id={t} className="chain-tab-panel">
          {t === tab && results}
        </TabPanel>
      ))}
    </Tabs>
  );
  return (
    <ListScreen<ChainListItem, ChainListSearch>
      live={ENTITIES.chain}
      from="/chains/"
      id="chains"
      query={(search) => chainListQuery(chainListParams(search))}
      text={TEXT}
      newTo={newChainLink()}
      views="chains"
      useColumns={() => columns}
      tableLabel={`${CHAIN_TEXT.listTitle}: ${online ? CHAIN_TEXT.online : CHAIN_TEXT.offline}`}
      sortable={SORTABLE}
      rowLink={(c) => chainLink(c.id)}
      preview={(chain) => <ChainPreviewPane row={chain} />}
      frame={tabs}
    />
  );
}
