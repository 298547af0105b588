import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button } from 'react-aria-components';
import { campaignListQuery, campaignPath } from '../../api/campaign';
import { reportFailure } from '../../api/client';
import { flagsQuery } from '../../api/flags';
import { DataTable } from '../../ui/data-table/DataTable';
import { SplitPane } from '../../ui/data-table/SplitPane';
import { InlineBanner } from '../../ui/InlineBanner';
import { ListHeader } from '../../ui/list-screen/ListHeader';
import { ListSearchField } from '../../ui/list-screen/ListSearchField';
import { Pager, pageWindow } from '../../ui/list-screen/Pager';
import { ResultsLine } from '../../ui/list-screen/ResultsLine';
import { dismiss, notify } from '../../ui/notifications';
import { CampaignSummaryPane } from './CampaignSummaryPane';
import { campaignColumns } from './columns';
import { listParamsOf } from './prefetch';
import { CAMPAIGN_SORT_KEYS, type CampaignListSearch } from './search';

/** spec 1 Campaign list, verbatim. */
export const CAMPAIGN_LIST_TEXT = {
  title: 'Campaigns',
  newCampaign: 'New Campaign',
  search: 'Search campaign',
  loading: 'Loading Campaigns...',
  emptyTitle: 'No Campaigns found',
  emptyBody: 'We were not able to find any campaigns matched to your search.',
  return: 'Return',
} as const;

export function CampaignList({ from }: { from: '/' | '/campaigns/' }) {
  const search = useSearch({ from }) as CampaignListSearch;
  const navigate = useNavigate({ from });
  const queryClient = useQueryClient();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  const list = useQuery(campaignListQuery(version, listParamsOf(search)));
  // Same screen, new state: keep the page where it is scrolled.
  const set = (patch: Partial<CampaignListSearch>, replace = false) =>
    void navigate({ search: (s: CampaignListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  useLoadingNotification(list.isFetching);
  useEffect(() => {
    if (list.error) reportFailure(list.error, { context: 'There was an issue fetching the campaign data.' });
  }, [list.error]);

  const page = list.data;
  const rows = page?.objects ?? [];
  const selected = rows.find((c) => c.id === search.selected);
  const open = (id: string) => void navigate({ to: campaignPath(id) as '/' });

  return (
    <div className="list-screen">
      <ListHeader title={CAMPAIGN_LIST_TEXT.title} newLabel={CAMPAIGN_LIST_TEXT.newCampaign} newTo="/campaigns/new/budget" />
      <ListSearchField label={CAMPAIGN_LIST_TEXT.search} value={search.q} onCommit={(q) => set({ q, cursor: undefined, selected: undefined }, true)} />
      {page && <ResultsLine count={page.pagination.objectCount} term={search.q} />}
      {page && rows.length === 0 ? (
        <EmptyState onReturn={() => {
          void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
          set({ q: '', cursor: undefined, selected: undefined });
        }} />
      ) : (
        <SplitPane
          id="campaigns"
          paneLabel="Campaign summary"
          list={
            <DataTable
              label={CAMPAIGN_LIST_TEXT.title}
              rows={rows}
              columns={campaignColumns}
              getRowId={(c) => c.id}
              {...pageWindow(page?.pagination)}
              sort={search.sort}
              sortable={CAMPAIGN_SORT_KEYS}
              onSortChange={(sort) => set({ sort: sort as CampaignListSearch['sort'], cursor: undefined })}
              selectedId={search.selected}
              onSelect={(id) => set({ selected: id }, true)}
              onOpen={(c) => open(c.id)}
            />
          }
          pane={selected && <CampaignSummaryPane campaign={selected} />}
        />
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
    </div>
  );
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
