import { flexRender, type Cell, type Header, type Row } from '@tanstack/react-table';
import { memo, type ReactElement } from 'react';
import { Checkbox } from 'react-aria-components';
import { nextSortDirection, SortableColumnButton } from '#app/ui/SortableColumnButton';
import type { SortParam } from './sort-param';

/** The width of the multi-selection's checkbox column. */
export const PICK_COLUMN_PX = 32;

/** The page's checkbox in the header: all, some or none of the page's rows picked; checking picks them all. */
export interface PageCheck {
  label: string;
  state: 'all' | 'some' | 'none';
  onChange: (on: boolean) => void;
}

/** What a row's grid lays out: the column template and the width below which the table scrolls sideways. */
export interface RowLayout {
  template: string;
  minWidth: number;
}

interface HeaderRowProps<T> extends RowLayout {
  headers: Header<T, unknown>[];
  /** The URL's sort: the header objects keep their identity when it changes, so it is a prop of its own. */
  sort: SortParam;
  sortable: ReadonlySet<string>;
  onSortChange: (sort: SortParam) => void;
  pageCheck?: PageCheck;
}

/**
 * The column headers, sort buttons on the sortable ones. Memoised: a selection change re-renders
 * the table but not its header.
 */
export const HeaderRow = memo(function HeaderRow<T>({ headers, sortable, onSortChange, template, minWidth, pageCheck }: HeaderRowProps<T>) {
  return (
    <div role="row" aria-rowindex={1} className="data-table-row data-table-header" style={{ gridTemplateColumns: template, minWidth }}>
      {pageCheck && (
        <div role="columnheader" className="data-table-cell data-table-pick">
          <Checkbox
            className="checkbox"
            aria-label={pageCheck.label}
            isSelected={pageCheck.state === 'all'}
            isIndeterminate={pageCheck.state === 'some'}
            onChange={() => pageCheck.onChange(pageCheck.state !== 'all')}
          />
        </div>
      )}
      {headers.map((header) => {
        const sorted = header.column.getIsSorted();
        const direction = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
        return (
          <div role="columnheader" key={header.id} aria-sort={sortable.has(header.id) ? (direction ?? 'none') : undefined} className="data-table-cell">
            {sortable.has(header.id) ? (
              <SortableColumnButton
                label={String(header.column.columnDef.header)}
                direction={direction}
                onSort={() => {
                  const next = nextSortDirection(direction);
                  onSortChange(next === undefined ? undefined : next === 'ascending' ? header.id : `-${header.id}`);
                }}
              />
            ) : (
              flexRender(header.column.columnDef.header, header.getContext())
            )}
          </div>
        );
      })}
    </div>
  );
}) as <T>(props: HeaderRowProps<T>) => ReactElement;

interface BodyRowProps<T> extends RowLayout {
  row: Row<T>;
  /**
   * The row's cells: the table keeps this array while rows and columns stay the same, and makes a
   * new one when the columns change (the row object itself would not), so the row re-renders then.
   */
  cells: Cell<T, unknown>[];
  /** Absolute, across every page (the header row is 1). */
  ariaRowIndex: number;
  selected: boolean;
  /** The grid's one tab stop. */
  focusable: boolean;
  top: number;
  height: number;
  /** Both keep one identity for the table's life, so they never re-render a row. */
  onSelect: (id: string) => void;
  onOpen: (row: T) => void;
  /** In a table with a multi-selection: whether the row is picked, its checkbox's name, and its toggle (one identity too). */
  checked?: boolean;
  pickLabel?: string;
  onPick?: (id: string) => void;
}

/**
 * One row of the table. Memoised: a j/k move re-renders only the row losing the selection and the
 * row gaining it, not every visible row.
 */
export const BodyRow = memo(function BodyRow<T>({ row, cells, ariaRowIndex, selected, focusable, top, height, onSelect, onOpen, template, minWidth, checked, pickLabel, onPick }: BodyRowProps<T>) {
  return (
    <div
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={selected}
      tabIndex={focusable ? 0 : -1}
      data-row-id={row.id}
      data-picked={checked || undefined}
      className="data-table-row"
      onClick={(e) => {
        // A link or button in the row acts on its own: selecting too would navigate (the selection
        // is in the URL) over the link's own navigation, so a name link would need a second click.
        if (!(e.target instanceof Element && e.target.closest('a, button, label, input'))) onSelect(row.id);
      }}
      onDoubleClick={() => onOpen(row.original)}
      style={{ gridTemplateColumns: template, minWidth, height, transform: `translateY(${top}px)` }}
    >
      {checked !== undefined && (
        <div role="gridcell" className="data-table-cell data-table-pick">
          {/* Out of the tab order: the grid is one tab stop, and Space or x on the row toggles it. */}
          <Checkbox className="checkbox" aria-label={pickLabel} isSelected={checked} excludeFromTabOrder onChange={() => onPick?.(row.id)} />
        </div>
      )}
      {cells.map((cell) => (
        <div role="gridcell" key={cell.id} className={cell.column.columnDef.meta?.wrap ? 'data-table-cell data-table-cell-wrap' : 'data-table-cell'}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
}) as <T>(props: BodyRowProps<T>) => ReactElement;
