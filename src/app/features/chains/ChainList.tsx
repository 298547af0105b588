import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { chainListQuery } from '#app/api/chain';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { ViewsMenu } from '#app/kit/views/ViewsMenu';
import { ListSearchField } from '#app/ui/list-screen/ListSearchField';
import { Pager, pageWindow } from '#app/ui/list-screen/Pager';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { ChainPreviewPane } from './ChainPreviewPane';
import { chainColumns } from './columns';
import { CHAIN_TABS, chainListParams, type ChainListSearch, type ChainTab } from './search';
import { CHAIN_TEXT } from './text';
import './chains.css';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { failureDetail } from '#app/api/errors';
import { chainLink, newChainLink } from '#app/api/links';

const SORTABLE = ['status'] as const;

/** spec 3 'Chains list (/chains)': Online and Offline tabs, label search on the server, paged, the selected chain previewed. */
export function ChainList() {
  const search = useSearch({ from: '/chains/' });
  const navigate = useNavigate({ from: '/chains/' });
  const set = (patch: Partial<ChainListSearch>, replace = false) =>
    void navigate({ search: (s: ChainListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });
  return (
    <div className="list-screen">
      <ListHeader title={CHAIN_TEXT.listTitle} newLabel={CHAIN_TEXT.newChain} newTo={newChainLink()}>
        <ViewsMenu screen="chains" />
      </ListHeader>
      <ListSearchField label={CHAIN_TEXT.search} value={search.q} onCommit={(q, replace) => set({ q, cursor: undefined, selected: undefined }, replace)} />
      <Tabs
        className="chain-tabs"
        selectedKey={search.tab}
        onSelectionChange={(key: Key) => set({ tab: key as ChainTab, cursor: undefined, selected: undefined, sort: undefined })}
      >
        <TabList aria-label={CHAIN_TEXT.tabs}>
          <Tab id="online" className="chain-tab">{CHAIN_TEXT.online}</Tab>
          <Tab id="offline" className="chain-tab">{CHAIN_TEXT.offline}</Tab>
        </TabList>
        {CHAIN_TABS.map((tab) => (
          <TabPanel key={tab} id={tab} className="chain-tab-panel">
            {tab === search.tab && <ChainTable search={search} set={set} />}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function ChainTable({ search, set }: { search: ChainListSearch; set: (patch: Partial<ChainListSearch>, replace?: boolean) => void }) {
  const navigate = useNavigate();
  const list = useQuery(chainListQuery(chainListParams(search)));
  const staleCursor = useListFailure(list.error, { cursor: search.cursor, dropCursor: () => set({ cursor: undefined }, true) });
  const online = search.tab === 'online';
  const columns = useMemo(() => chainColumns(online), [online]);
  const page = list.data;
  const rows = page?.objects ?? [];
  const selected = rows.find((c) => c.id === search.selected);
  return (
    <>
      {list.isPending && <LoadingIndicator />}
      {page && <ResultsLine count={page.pagination.objectCount} term={search.q} pending={list.isPlaceholderData} />}
      {list.isError && !page && !staleCursor ? (
        <ListFailure title={failureDetail(list.error)} onRetry={() => list.refetch()} />
      ) : page && rows.length === 0 ? (
        <InlineBanner type="info" title={CHAIN_TEXT.empty} />
      ) : (
        <SplitPane
          id="chains"
          paneLabel={CHAIN_TEXT.preview}
          list={
            <DataTable
              label={`${CHAIN_TEXT.listTitle}: ${online ? CHAIN_TEXT.online : CHAIN_TEXT.offline}`}
              rows={rows}
              columns={columns}
              getRowId={(c) => c.id}
              {...pageWindow(page?.pagination)}
              sort={search.sort}
              sortable={SORTABLE}
              onSortChange={(sort) => set({ sort: sort as ChainListSearch['sort'], cursor: undefined })}
              selectedId={search.selected}
              onSelect={(id) => set({ selected: id }, true)}
              onOpen={(c) => void navigate(chainLink(c.id))}
            />
          }
          pane={selected && <ChainPreviewPane row={selected} />}
        />
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
    </>
  );
}
