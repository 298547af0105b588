import type { UseQueryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { EntityDescription } from '#domain/entities';
import type { ViewScreen } from '#domain/view';
import type { Page } from '#app/api/client';
import type { AppTo } from '#app/api/links';
import type { ListRoute, ListSearch, ListState } from './list-url';
import type { ListBulk } from './multi-select';

/** A list's words: the spec's where it names them. */
export interface ListText {
  /** the heading, and the table's name */
  title: string;
  /** the create link beside the heading (with `newTo`) */
  newLabel?: string;
  /** the search box's label */
  search: string;
  /** the name of the preview pane beside the list */
  preview: string;
  empty: string;
  emptyHint?: string;
  /** what shows while the list loads (the default loading text without it) */
  loading?: string;
  /** the failure's title from the gateway's detail (the detail alone without it) */
  failed?: (detail: string) => string;
  failedHint?: string;
}

/** What a row's column cells may act on. */
export interface ColumnsContext<Row> {
  /** the rows of the page shown */
  rows: readonly Row[];
  /** selects the row and opens its delete confirmation (a Delete button in the row) */
  requestDelete: (row: Row) => void;
}

/** What the delete dialog is given: the document, and its opening and closing (useListDelete). */
export interface ListDeleteDialog<Row> {
  target: Row | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (deleted: { id: string }) => void;
}

/** Enter on a row (or a name link): the row's page, or a handler that finds it first. */
type Opening<Row> = { rowLink: (row: Row) => AppTo; onOpen?: never } | { onOpen: (row: Row) => void; rowLink?: never };

export type ListScreenProps<Row extends { id: string }, S extends ListSearch> = Opening<Row> & {
  /** the route whose URL holds the list's state */
  from: ListRoute;
  /** the split pane's id (its sizes are remembered under it) */
  id: string;
  /** the gateway call for the list's URL state (its query key is the entity's own) */
  query: (state: ListState<S>) => UseQueryOptions<Page<Row>, Error, Page<Row>, any>;
  text: ListText;
  newTo?: AppTo;
  /** the screen's saved views (decision 018), in the header */
  views?: ViewScreen;
  /** The table's columns; called as a hook on every render (memoise there). */
  useColumns: (context: ColumnsContext<Row>) => ColumnDef<Row, any>[];
  /** the column ids the gateway sorts on, and the sort shown when the URL names none */
  sortable?: readonly string[];
  defaultSort?: string;
  /** the selected row's preview; `openDelete` opens its delete confirmation */
  preview: (row: Row, actions: { openDelete: () => void }) => ReactNode;
  /** the delete confirmation, for a list whose rows can be deleted (`dialog=delete` in the URL) */
  deleteDialog?: (dialog: ListDeleteDialog<Row>) => ReactNode;
  /** When the loading shows: the first load (`pending`, the default) or every search (`fetching`); and where. */
  loading?: { during?: 'pending' | 'fetching'; in?: 'page' | 'notifications' };
  /** tells of a failure (the notification bar by default: useListFailure) */
  report?: (error: unknown) => void;
  /** in place of the empty banner */
  empty?: ReactNode;
  /** the table's name, when it is not the title */
  tableLabel?: string;
  /** lays out the search box among other controls (the ad browser's filters) */
  controls?: (searchField: ReactNode) => ReactNode;
  /** places the results (count, table, pager) within the screen (the chain list's tabs) */
  frame?: (results: ReactNode) => ReactNode;
  /** more popups of the screen */
  children?: ReactNode;
  /** the kind the rows are: the page is read again when one changes anywhere (issue 28 §3) */
  live?: EntityDescription;
  /** rows the user may pick for the bulk commands (issue 28 §2): checkboxes, selection keys, 'Select all N matching' */
  bulk?: ListBulk<Row>;
};
