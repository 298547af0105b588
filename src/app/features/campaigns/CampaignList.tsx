import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { campaignListQuery, type CampaignDocument } from '#app/api/campaign';
import { reportFailure, type Pagination } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { ViewsMenu } from '#app/kit/views/ViewsMenu';
import { ListSearchField } from '#app/ui/list-screen/ListSearchField';
import { Pager, pageWindow } from '#app/ui/list-screen/Pager';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';
import { dismiss, notify } from '#app/ui/notifications';
import { CampaignSummaryPane } from './CampaignSummaryPane';
import { campaignColumns } from './columns';
import { listParamsOf } from './prefetch';
import { CAMPAIGN_SORT_KEYS, type CampaignListSearch } from './search';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { failureDetail } from '#app/api/errors';
import { campaignLink, newCampaignBudgetLink } from '#app/api/links';

/** spec 1 Campaign list, verbatim. */
export const CAMPAIGN_LIST_TEXT = {
  title: 'Campaigns',
  newCampaign: 'New Campaign',
  search: 'Search campaign',
  loading: 'Loading Campaigns...',
  emptyTitle: 'No Campaigns found',
  emptyBody: 'We were not able to find any campaigns matched to your search.',
  return: 'Return',
  failed: (detail: string) => `There was an issue fetching the campaign data. Error: ${detail}`,
} as const;

type ListRoute = '/' | '/campaigns/';
type SetSearch = (patch: Partial<CampaignListSearch>, replace?: boolean) => void;

export function CampaignList({ from }: { from: ListRoute }) {
  // Everything but the selection: a j/k move changes only the selection, and re-renders only the
  // table and the summary beside it, not the header, search box, results line and pager.
  const search = useSearch({ from, select: ({ q, sort, cursor }: CampaignListSearch) => ({ q, sort, cursor }), structuralSharing: true });
  const navigate = useNavigate({ from });
  const queryClient = useQueryClient();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  const list = useQuery(campaignListQuery(version, listParamsOf(search)));
  // Same screen, new state: keep the page where it is scrolled.
  const set: SetSearch = (patch, replace = false) =>
    void navigate({ search: (s: CampaignListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  useLoadingNotification(list.isFetching);
  const staleCursor = useListFailure(list.error, {
    cursor: search.cursor,
    dropCursor: () => set({ cursor: undefined }, true),
    report: (error) => reportFailure(error, { context: 'There was an issue fetching the campaign data.' }),
  });

  const page = list.data;
  const rows = page?.objects ?? [];

  return (
    <div className="list-screen">
      <ListHeader title={CAMPAIGN_LIST_TEXT.title} newLabel={CAMPAIGN_LIST_TEXT.newCampaign} newTo={newCampaignBudgetLink()}>
        <ViewsMenu screen="campaigns" />
      </ListHeader>
      <ListSearchField label={CAMPAIGN_LIST_TEXT.search} value={search.q} onCommit={(q, replace) => set({ q, cursor: undefined, selected: undefined }, replace)} />
      {page && <ResultsLine count={page.pagination.objectCount} term={search.q} pending={list.isPlaceholderData} />}
      {list.isError && !page && !staleCursor ? (
        <ListFailure title={CAMPAIGN_LIST_TEXT.failed(failureDetail(list.error))} onRetry={() => list.refetch()} />
      ) : page && rows.length === 0 ? (
        <EmptyState onReturn={() => {
          void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
          set({ q: '', cursor: undefined, selected: undefined });
        }} />
      ) : (
        <CampaignTable from={from} rows={rows} pagination={page?.pagination} sort={search.sort} set={set} />
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
    </div>
  );
}

interface CampaignTableProps {
  from: ListRoute;
  rows: CampaignDocument[];
  pagination?: Pagination;
  sort: CampaignListSearch['sort'];
  set: SetSearch;
}

const useSelectedId = (from: ListRoute) => useSearch({ from, select: (s: CampaignListSearch) => s.selected });

/**
 * The campaigns of this page beside the selected one's summary. The split itself reads only whether
 * the pane is open: a j/k move re-renders the table and the summary, not the resizable panels.
 */
function CampaignTable(props: CampaignTableProps) {
  const paneOpen = useSearch({ from: props.from, select: (s: CampaignListSearch) => props.rows.some((c) => c.id === s.selected) });
  return (
    <SplitPane
      id="campaigns"
      paneLabel="Campaign summary"
      list={<CampaignRows {...props} />}
      pane={paneOpen && <SelectedCampaignSummary from={props.from} rows={props.rows} />}
    />
  );
}

function CampaignRows({ from, rows, pagination, sort, set }: CampaignTableProps) {
  const selectedId = useSelectedId(from);
  const navigate = useNavigate({ from });
  return (
    <DataTable
      label={CAMPAIGN_LIST_TEXT.title}
      rows={rows}
      columns={campaignColumns}
      getRowId={(c) => c.id}
      {...pageWindow(pagination)}
      sort={sort}
      sortable={CAMPAIGN_SORT_KEYS}
      onSortChange={(next) => set({ sort: next as CampaignListSearch['sort'], cursor: undefined })}
      selectedId={selectedId}
      onSelect={(id) => set({ selected: id }, true)}
      onOpen={(c) => void navigate(campaignLink(c.id))}
    />
  );
}

function SelectedCampaignSummary({ from, rows }: Pick<CampaignTableProps, 'from' | 'rows'>) {
  const selectedId = useSelectedId(from);
  const selected = rows.find((c) => c.id === selectedId);
  return selected ? <CampaignSummaryPane campaign={selected} /> : null;
}

function EmptyState({ onReturn }: { onReturn: () => void }) {
  return (
    <div className="empty-state">
      <InlineBanner type="info" title={CAMPAIGN_LIST_TEXT.emptyTitle}>
        {CAMPAIGN_LIST_TEXT.emptyBody}
      </InlineBanner>
      <Button className="button" onPress={onReturn}>
        {CAMPAIGN_LIST_TEXT.return}
      </Button>
    </div>
  );
}

/** spec 1: 'Loading Campaigns...' shows as an info notification while a search runs. */
function useLoadingNotification(loading: boolean) {
  useEffect(() => {
    if (!loading) return;
    const key = notify({ message: CAMPAIGN_LIST_TEXT.loading, type: 'info', timeout: 0 });
    return () => dismiss(key);
  }, [loading]);
}
