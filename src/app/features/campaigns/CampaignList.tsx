import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { ENTITIES } from '#domain/entities';
import { Button } from 'react-aria-components';
import { campaignListQuery, type CampaignDocument } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { campaignLink, newCampaignBudgetLink } from '#app/api/links';
import { ListScreen } from '#app/kit/crud/list/ListScreen';
import { useSetListSearch, type ListRoute } from '#app/kit/crud/list/list-url';
import { InlineBanner } from '#app/ui/InlineBanner';
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
  failed: (detail: string) => `There was an issue fetching the campaign data. Error: ${detail}`,
} as const;

const TEXT = {
  title: CAMPAIGN_LIST_TEXT.title,
  newLabel: CAMPAIGN_LIST_TEXT.newCampaign,
  search: CAMPAIGN_LIST_TEXT.search,
  preview: 'Campaign summary',
  empty: CAMPAIGN_LIST_TEXT.emptyTitle,
  loading: CAMPAIGN_LIST_TEXT.loading,
  failed: CAMPAIGN_LIST_TEXT.failed,
};

/** spec 1: 'Loading Campaigns...' shows as an info notification while a search runs. */
const LOADING = { during: 'fetching', in: 'notifications' } as const;

const reportListFailure = (error: unknown) => reportFailure(error, { context: 'There was an issue fetching the campaign data.' });
const useCampaignColumns = () => campaignColumns;
/** Campaigns take 'Add tag to 12 campaigns…' (issue 28 §2). */
const BULK = { kind: 'campaign', record: (c: CampaignDocument) => ({ id: c.id, name: c.campaignName }) } as const;

/** spec 1 'Campaign list', at /campaigns and as the start page. */
export function CampaignList({ from }: { from: Extract<ListRoute, '/' | '/campaigns/'> }) {
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  return (
    <ListScreen<CampaignDocument, CampaignListSearch>
      live={ENTITIES.campaign}
      bulk={BULK}
      from={from}
      id="campaigns"
      query={(search) => campaignListQuery(version, listParamsOf(search))}
      text={TEXT}
      newTo={newCampaignBudgetLink()}
      views="campaigns"
      useColumns={useCampaignColumns}
      sortable={CAMPAIGN_SORT_KEYS}
      rowLink={(c) => campaignLink(c.id)}
      preview={(campaign) => <CampaignSummaryPane campaign={campaign} />}
      loading={LOADING}
      report={reportListFailure}
      empty={<EmptyState from={from} />}
    />
  );
}

/** spec 1: nothing matched; 'Return' brings the whole list back, read afresh. */
function EmptyState({ from }: { from: ListRoute }) {
  const queryClient = useQueryClient();
  const set = useSetListSearch<CampaignListSearch>(from);
  const onReturn = () => {
    void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    set({ q: '', cursor: undefined, selected: undefined });
  };
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
