import { createColumnHelper } from '@tanstack/react-table';
import { adSetStatus } from '../../../domain/ad-set';
import { effectiveDates } from '../../../domain/ad/status';
import { AD_STATUS_LABELS } from '../../../domain/ad/row';
import { adSetPath, type AdSetWithAds } from '../../api/ad-set';
import type { CampaignDocument } from '../../api/campaign';
import { formatDate } from '../../ui/format';
import { AppLink } from '../../ui/AppLink';

const col = createColumnHelper<AdSetWithAds>();

/** The ad set table: Name, Status, Start, End (effective: its own over its campaign's), Ads, Modified. */
export function adSetColumns(campaign: CampaignDocument | undefined, now: Date) {
  const dates = (s: AdSetWithAds) => effectiveDates({ adSet: s.adSet, campaign });
  return [
    col.accessor((s) => s.adSet.name, {
      id: 'name',
      header: 'Name',
      // One tab stop per grid: the row takes focus (Enter opens); the link serves the pointer.
      cell: (info) => (
        <AppLink to={adSetPath(info.row.original.adSet.campaignId, info.row.original.adSet.id)} tabIndex={-1}>
          {info.getValue()}
        </AppLink>
      ),
    }),
    col.accessor((s) => adSetStatus(s.adSet, campaign, now), {
      id: 'status',
      header: 'Status',
      size: 110,
      cell: (info) => <span className={`badge badge-${info.getValue()}`}>{AD_STATUS_LABELS[info.getValue()]}</span>,
    }),
    col.accessor((s) => dates(s).start ?? '', { id: 'start', header: 'Start', size: 130, cell: (info) => formatDate(info.getValue()) }),
    col.accessor((s) => dates(s).end ?? '', { id: 'end', header: 'End', size: 130, cell: (info) => formatDate(info.getValue()) }),
    col.accessor((s) => s.ads.length, { id: 'ads', header: 'Ads', size: 70 }),
    col.accessor((s) => s.adSet.modified, { id: 'modified', header: 'Modified', size: 130, cell: (info) => formatDate(info.getValue()) }),
  ];
}
