import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { nextSortDirection, SortableColumnButton } from '../SortableColumnButton';
import { isTextEntry } from '../../palette/keys';

/** Columns without a fixed size share the width but never shrink below this. */
const MIN_COLUMN_PX = 96;

/** A sort as the URL holds it: 'key' ascending or '-key' descending (the gateway's own syntax). */
export type SortParam = string | undefined;

export function toSorting(sort: SortParam): SortingState {
  if (!sort) return [];
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Rows across every page, for aria-rowcount; rows of this page start at `firstRowIndex` (0-based). */
  totalRows: number;
  firstRowIndex?: number;
  sort?: SortParam;
  /** Column ids the server can sort on. */
  sortable?: readonly string[];
  onSortChange?: (sort: SortParam) => void;
  selectedId?: string;
  onSelect?: (id: string | undefined) => void;
  onOpen?: (row: T) => void;
  rowHeight?: number;
  height?: number | string;
}

/**
 * The virtualised data table every list uses: one row element per visible row, each with its
 * absolute aria-rowindex (header row is 1) and the grid's aria-rowcount, so a screen reader knows
 * where it is in the whole list. Fixed row heights keep virtual-core from measuring. The selected
 * row is always kept mounted so focus never falls out of the DOM when it scrolls away.
 * Keys: j/k or arrows move (selection follows), Enter opens, Escape closes the preview pane.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, rowHeight = 40, selectedId, onSelect, onOpen, firstRowIndex = 0 } = props;
  const sorting = useMemo(() => toSorting(props.sort), [props.sort]);
  const table = useReactTable({
    data: rows as T[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    state: { sorting },
  });
  const tableRows = table.getRowModel().rows;
  const selectedIndex = selectedId === undefined ? -1 : tableRows.findIndex((r) => r.id === selectedId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rowRefs = useRef(new Map<number, HTMLDivElement>());
  const focusNext = useRef(false);
  // Keys can arrive faster than the URL (which holds the selection) updates: move from where the
  // last key left the cursor, not from the last render.
  const cursor = useRef(selectedIndex);
  useEffect(() => {
    cursor.current = selectedIndex;
  }, [selectedIndex]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (selectedIndex >= 0 && !indexes.includes(selectedIndex)) indexes.push(selectedIndex);
      return indexes.sort((a, b) => a - b);
    },
    [selectedIndex],
  );
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    rangeExtractor,
    // Before layout (and in tests without layout) assume a screenful so rows render at once.
    initialRect: { width: 1024, height: 640 },
  });

  useEffect(() => {
    if (!focusNext.current || selectedIndex < 0) return;
    focusNext.current = false;
    // Fixed row heights make "scroll just enough to show the row" plain arithmetic; the sticky
    // header (one row high) covers the top of the scroll area.
    const el = scrollRef.current;
    if (el) {
      const top = selectedIndex * rowHeight;
      const visible = el.clientHeight - rowHeight;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + visible) el.scrollTop = top + rowHeight - visible;
    }
    rowRefs.current.get(selectedIndex)?.focus({ preventScroll: true });
  }, [selectedIndex, rowHeight]);

  const moveTo = (index: number) => {
    const clamped = Math.max(0, Math.min(tableRows.length - 1, index));
    const row = tableRows[clamped];
    if (!row) return;
    cursor.current = clamped;
    focusNext.current = true;
    onSelect?.(row.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTextEntry(e.target)) return;
    const from = cursor.current;
    switch (e.key) {
      case 'ArrowDown':
      case 'j':
        moveTo(from + 1);
        break;
      case 'ArrowUp':
      case 'k':
        moveTo(from < 0 ? 0 : from - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(tableRows.length - 1);
        break;
      case 'Enter': {
        // The focused row opens, selected or not (Tab lands on the first row before any j/k).
        const focused = [...rowRefs.current].find(([, el]) => el === e.target)?.[0];
        const row = tableRows[focused ?? from];
        if (!row || (e.target as HTMLElement).closest('a, button')) return;
        onOpen?.(row.original);
        break;
      }
      case 'Escape':
        if (selectedId === undefined) return;
        onSelect?.(undefined);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const sortable = new Set(props.sortable ?? []);
  const headerGroup = table.getHeaderGroups()[0]!;
  // Sized columns keep their width; the others share the rest (never below a readable minimum).
  const template = columns.map((c) => (c.size ? `${c.size}px` : `minmax(${MIN_COLUMN_PX}px, 1fr)`)).join(' ');
  // Header and rows share one horizontal scroll, so they stay aligned in a narrow pane.
  const minWidth = columns.reduce((w, c) => w + (c.size ?? MIN_COLUMN_PX), 0);
  const focusable = selectedIndex >= 0 ? selectedIndex : 0;

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={props.label}
      aria-rowcount={props.totalRows + 1}
      aria-colcount={columns.length}
      className="data-table"
      style={{ height: props.height ?? '100%' }}
      onKeyDown={onKeyDown}
    >
      <div role="rowgroup" className="data-table-head">
        <div role="row" aria-rowindex={1} className="data-table-row data-table-header" style={{ gridTemplateColumns: template, minWidth }}>
          {headerGroup.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const direction = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
            const title = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <div role="columnheader" key={header.id} aria-sort={sortable.has(header.id) ? (direction ?? 'none') : undefined} className="data-table-cell">
                {sortable.has(header.id) ? (
                  <SortableColumnButton
                    label={String(header.column.columnDef.header)}
                    direction={direction}
                    onSort={() => {
                      const next = nextSortDirection(direction);
                      props.onSortChange?.(next === undefined ? undefined : next === 'ascending' ? header.id : `-${header.id}`);
                    }}
                  />
                ) : (
                  title
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div role="rowgroup" className="data-table-body">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index]!;
            const selected = item.index === selectedIndex;
            return (
              <div
                key={row.id}
                ref={(el) => {
                  if (el) rowRefs.current.set(item.index, el);
                  else rowRefs.current.delete(item.index);
                }}
                role="row"
                aria-rowindex={firstRowIndex + item.index + 2}
                aria-selected={selected}
                tabIndex={item.index === focusable ? 0 : -1}
                data-row-id={row.id}
                className="data-table-row"
                onClick={() => {
                  focusNext.current = true;
                  onSelect?.(row.id);
                }}
                onDoubleClick={() => onOpen?.(row.original)}
                style={{ gridTemplateColumns: template, minWidth, height: rowHeight, transform: `translateY(${item.start}px)` }}
              >
                {row.getVisibleCells().map((cell) => (
                  <div role="gridcell" key={cell.id} className="data-table-cell">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
