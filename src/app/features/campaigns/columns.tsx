import { createColumnHelper } from '@tanstack/react-table';
import { dateStatus, type DateStatus } from '#domain/ad/status';
import { type CampaignDocument } from '#app/api/campaign';
import { formatDate } from '#app/ui/format';
import { AppLink } from '#app/ui/AppLink';
import { campaignLink } from '#app/api/links';

export const STATUS_LABELS: Record<DateStatus, string> = { upcoming: 'Upcoming', live: 'Live', expired: 'Expired' };

export const campaignStatus = (c: CampaignDocument, now = new Date()) => dateStatus({ start: c.startDate, end: c.endDate }, now);

const col = createColumnHelper<CampaignDocument>();

/** spec 1 Campaign list: Name (links to the summary), Status, Associate, Start Date, End Date. */
export const campaignColumns = [
  col.accessor('campaignName', {
    id: 'name',
    header: 'Name',
    // The name is what a row is found by: it takes most of the free width and wraps rather than
    // being cut (with the summary pane open at 1400 px it was cut to about 14 characters); its minimum
    // stays small, so the columns still fit a narrow list without a horizontal scroll bar.
    minSize: 120,
    meta: { grow: 3, wrap: true },
    // One tab stop per grid: the row takes focus, its link stays reachable by pointer and Enter.
    cell: (info) => (
      <AppLink to={campaignLink(info.row.original.id)} tabIndex={-1}>
        {info.getValue()}
      </AppLink>
    ),
  }),
  col.display({
    id: 'status',
    header: 'Status',
    size: 104,
    cell: (info) => {
      const status = campaignStatus(info.row.original);
      return <span className={`badge badge-${status}`}>{STATUS_LABELS[status]}</span>;
    },
  }),
  col.accessor((c) => c.opsAssociate ?? '', { id: 'associate', header: 'Associate' }),
  col.accessor('startDate', { id: 'startDate', header: 'Start Date', size: 128, cell: (info) => formatDate(info.getValue()) }),
  col.accessor('endDate', { id: 'endDate', header: 'End Date', size: 128, cell: (info) => formatDate(info.getValue()) }),
];
