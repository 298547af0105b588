import { createColumnHelper } from '@tanstack/react-table';
import { isTopicEnabled } from '#domain/topic';
import { type TopicDocument } from '#app/api/topic';
import { formatDate } from '#app/ui/format';
import { TOPIC_TEXT } from './text';
import { AppLink } from '#app/ui/AppLink';
import { topicFormLink } from '#app/api/links';

const col = createColumnHelper<TopicDocument>();

export const statusText = (t: TopicDocument) => (isTopicEnabled(t) ? TOPIC_TEXT.enabledStatus : TOPIC_TEXT.disabledStatus);

/** The name links to the topic's form; one tab stop per grid (the row takes focus, Enter opens), the link serves the pointer. */
const nameColumn = () =>
  col.accessor('name', {
    id: 'name',
    header: TOPIC_TEXT.name,
    cell: (info) => (
      <AppLink to={topicFormLink(info.row.original)} tabIndex={-1}>
        {info.getValue()}
      </AppLink>
    ),
  });

const statusColumn = () =>
  col.accessor(statusText, {
    id: 'status',
    header: TOPIC_TEXT.status,
    size: 110,
    cell: (info) => <span className={`badge ${isTopicEnabled(info.row.original) ? 'badge-live' : 'badge-disabled'}`}>{info.getValue()}</span>,
  });

const modifiedColumn = () => col.accessor('modified', { id: 'modified', header: TOPIC_TEXT.modified, size: 136, cell: (info) => formatDate(info.getValue()) });

/** Promoted products: Name, Description, Barcodes (how many), Status, Modified. */
export const productColumns = () => [
  nameColumn(),
  col.accessor((t) => t.description ?? '', { id: 'description', header: TOPIC_TEXT.description }),
  col.accessor((t) => (t['@type'] === 'PromotedProduct' ? (t.barcodes?.length ?? 0) : 0), { id: 'barcodes', header: TOPIC_TEXT.barcodeCount, size: 120 }),
  statusColumn(),
  modifiedColumn(),
];

/** Retailer categories: Name, Chain, Kicks per Dollar, Status, Modified. */
export const categoryColumns = (chainName: (id: string) => string) => [
  nameColumn(),
  // The table keeps accessor values per row until the rows change: the name (read later) is rendered, not accessed.
  col.accessor((t) => (t['@type'] === 'PromotedCategory' ? (t.chainId ?? '') : ''), { id: 'chain', header: TOPIC_TEXT.chain, cell: (info) => (info.getValue() ? chainName(info.getValue()) : '') }),
  col.accessor((t) => (t['@type'] === 'PromotedCategory' ? (t.kicksPerDollar ?? '') : ''), { id: 'kicksPerDollar', header: TOPIC_TEXT.kicksPerDollar, size: 180 }),
  statusColumn(),
  modifiedColumn(),
];
