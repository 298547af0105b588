import { createColumnHelper } from '@tanstack/react-table';
import { adSetStatus } from '#domain/ad-set';
import { effectiveDates } from '#domain/ad/status';
import { AD_STATUS_LABELS } from '#domain/ad/row';
import { type AdSetWithAds } from '#app/api/ad-set';
import type { CampaignDocument } from '#app/api/campaign';
import { formatDateRange } from '#app/ui/format';
import { AppLink } from '#app/ui/AppLink';
import { adSetLink } from '#app/api/links';

const col = createColumnHelper<AdSetWithAds>();

/**
 * The ad set table: Name, Status, Dates (effective: its own over its campaign's), Ads. It shares the
 * width with the open section: the name wraps and takes the most room, start and end share a column,
 * and the modified date is the section's (decision 012).
 */
export function adSetColumns(campaign: CampaignDocument | undefined, now: Date) {
  const dates = (s: AdSetWithAds) => effectiveDates({ adSet: s.adSet, campaign });
  return [
    col.accessor((s) => s.adSet.name, {
      id: 'name',
      header: 'Name',
      meta: { grow: 2, wrap: true },
      // One tab stop per grid: the row takes focus (Enter opens); the link serves the pointer.
      cell: (info) => (
        <AppLink to={adSetLink(info.row.original.adSet.campaignId, info.row.original.adSet.id)} tabIndex={-1}>
          {info.getValue()}
        </AppLink>
      ),
    }),
    col.accessor((s) => adSetStatus(s.adSet, campaign, now), {
      id: 'status',
      header: 'Status',
      size: 96,
      cell: (info) => <span className={`badge badge-${info.getValue()}`}>{AD_STATUS_LABELS[info.getValue()]}</span>,
    }),
    col.accessor((s) => formatDateRange(dates(s).start, dates(s).end), { id: 'dates', header: 'Dates', size: 140, meta: { wrap: true } }),
    col.accessor((s) => s.ads.length, { id: 'ads', header: 'Ads', size: 56 }),
  ];
}
