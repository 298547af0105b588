import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { chainRows, CHANGE_SORT_KEYS, filterByUser, sortChangeRows, type ChangeRow } from '#domain/changelog';
import { parseUtc } from '#domain/timestamp';
import { documentHistoryQuery, isNotFound } from '#app/api/changelog';
import { reportFailure } from '#app/api/client';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { formatTimestamp } from '#app/ui/format';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListSearchField } from '#app/ui/list-screen/ListSearchField';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { CHANGE_COLUMNS, HISTORY_TEXT } from './text';
import './change-history.css';

/** A value as the table shows it: timestamps in Pacific time, an emptied field as a dash. */
export const displayValue = (value: string) => (value === '' ? '—' : parseUtc(value) ? formatTimestamp(value) : value);

const col = createColumnHelper<ChangeRow>();
const columns = [
  col.accessor('fieldName', { id: 'fieldName', header: CHANGE_COLUMNS.fieldName }),
  col.accessor('status', { id: 'status', header: CHANGE_COLUMNS.status, size: 110 }),
  col.accessor('updatedValue', { id: 'updatedValue', header: CHANGE_COLUMNS.updatedValue, cell: (c) => <span title={c.getValue()}>{displayValue(c.getValue())}</span> }),
  col.accessor('user', { id: 'user', header: CHANGE_COLUMNS.user }),
  col.accessor('date', { id: 'date', header: CHANGE_COLUMNS.date, size: 240, cell: (c) => formatTimestamp(c.getValue()) }),
];

export interface ChangelogViewProps {
  documentId: string;
  sort: string | undefined;
  onSortChange: (sort: string | undefined) => void;
  /** The 'Search user' filter. */
  user: string;
  onUserChange: (user: string) => void;
  /** The selected change's row id, shown in full beside (or below) the table. */
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
  /** 'page': the selected change previewed beside the table; 'popup': below it. */
  layout: 'page' | 'popup';
}

/**
 * A document's change log (spec 1 §2 'Per-document changelog view'): Field name, Status, Updated
 * value, User, Date; sortable (ascending, descending, none); filtered by user. A walk-in ad's
 * table holds its chained ads too (spec 1 §4).
 */
export function ChangelogView(props: ChangelogViewProps) {
  const { documentId, sort, user, layout } = props;
  const history = useQuery(documentHistoryQuery(documentId));
  const all = useMemo(() => (history.data ? chainRows(history.data) : []), [history.data]);
  const rows = useMemo(() => sortChangeRows(filterByUser(all, user), sort), [all, user, sort]);
  const selected = rows.find((r) => r.id === props.selectedId);
  const missing = isNotFound(history.error);

  useEffect(() => {
    if (history.error && !missing) reportFailure(history.error, { silent: true });
  }, [history.error, missing]);

  const table = (
    <DataTable
      label={HISTORY_TEXT.tableLabel}
      rows={rows}
      columns={columns}
      getRowId={(r) => r.id}
      totalRows={rows.length}
      sort={sort}
      sortable={CHANGE_SORT_KEYS}
      onSortChange={props.onSortChange}
      selectedId={selected?.id}
      onSelect={props.onSelect}
      height={layout === 'popup' ? '45vh' : undefined}
    />
  );

  return (
    <div className="changelog-view">
      <ListSearchField label={HISTORY_TEXT.searchUser} value={user} onCommit={props.onUserChange} />
      {history.isPending ? (
        <LoadingIndicator />
      ) : history.isError && !missing ? (
        <InlineBanner type="error" title={HISTORY_TEXT.failed}>{HISTORY_TEXT.failedHint}</InlineBanner>
      ) : rows.length === 0 ? (
        <InlineBanner type="info" title={HISTORY_TEXT.noRecords} />
      ) : layout === 'page' ? (
        <SplitPane id="changelog" paneLabel={HISTORY_TEXT.changeDetails} list={table} pane={selected && <ChangeDetails row={selected} />} />
      ) : (
        <>
          {table}
          {selected && (
            <section aria-label={HISTORY_TEXT.changeDetails} className="change-details-below">
              <ChangeDetails row={selected} />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** The selected change in full: the table cuts long values short, and has no previous value. */
export function ChangeDetails({ row }: { row: ChangeRow }) {
  return (
    <dl className="summary-fields change-details">
      <div><dt>{CHANGE_COLUMNS.fieldName}</dt><dd>{row.fieldName}</dd></div>
      <div><dt>{CHANGE_COLUMNS.status}</dt><dd>{row.status}</dd></div>
      <div><dt>{HISTORY_TEXT.previousValue}</dt><dd>{displayValue(row.previousValue)}</dd></div>
      <div><dt>{CHANGE_COLUMNS.updatedValue}</dt><dd>{displayValue(row.updatedValue)}</dd></div>
      <div><dt>{CHANGE_COLUMNS.user}</dt><dd>{row.user}</dd></div>
      <div><dt>{CHANGE_COLUMNS.date}</dt><dd>{formatTimestamp(row.date)}</dd></div>
    </dl>
  );
}
