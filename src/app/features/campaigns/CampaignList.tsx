import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { campaignListQuery, campaignPath } from '../../api/campaign';
import { reportFailure } from '../../api/client';
import { flagsQuery } from '../../api/flags';
import { DataTable } from '../../ui/data-table/DataTable';
import { SplitPane } from '../../ui/data-table/SplitPane';
import { InlineBanner } from '../../ui/InlineBanner';
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
  next: 'Next',
  previous: 'Previous',
} as const;

export const resultsLine = (count: number, term: string) => (term ? `${count} results found for "${term}"` : `${count} results found`);

/** Typing waits this long before it becomes a search (and a URL change). */
const SEARCH_DEBOUNCE_MS = 300;

export function CampaignList({ from }: { from: '/' | '/campaigns/' }) {
  const search = useSearch({ from }) as CampaignListSearch;
  const navigate = useNavigate({ from });
  const queryClient = useQueryClient();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  const list = useQuery(campaignListQuery(version, listParamsOf(search)));
  // Same screen, new state: keep the page where it is scrolled.
  const set = (patch: Partial<CampaignListSearch>, replace = false) =>
    void navigate({ search: (s: CampaignListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  const [term, setTerm] = useState(search.q);
  useEffect(() => setTerm(search.q), [search.q]);
  useEffect(() => {
    if (term === search.q) return;
    const t = setTimeout(() => set({ q: term, cursor: undefined, selected: undefined }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [term]);

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
      <div className="list-header">
        <h1>{CAMPAIGN_LIST_TEXT.title}</h1>
        <Link to={'/campaigns/new/budget' as '/'} className="button button-primary">
          {CAMPAIGN_LIST_TEXT.newCampaign}
        </Link>
      </div>
      <SearchField value={term} onChange={setTerm} className="search-field">
        <Label>{CAMPAIGN_LIST_TEXT.search}</Label>
        <Input placeholder={CAMPAIGN_LIST_TEXT.search} />
      </SearchField>
      {page && (
        <p className="results-line" role="status">
          {resultsLine(page.pagination.objectCount, search.q)}
        </p>
      )}
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
              totalRows={page?.pagination.objectCount ?? 0}
              firstRowIndex={(page?.pagination.pageIndex ?? 0) * (page?.pagination.limit ?? 0)}
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
      <nav aria-label="Pages" className="pager">
        <Button className="button" isDisabled={!page?.pagination.prev} onPress={() => set({ cursor: page!.pagination.prev!, selected: undefined })}>
          {CAMPAIGN_LIST_TEXT.previous}
        </Button>
        <Button className="button" isDisabled={!page?.pagination.next} onPress={() => set({ cursor: page!.pagination.next!, selected: undefined })}>
          {CAMPAIGN_LIST_TEXT.next}
        </Button>
      </nav>
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
