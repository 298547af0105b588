import { getCoreRowModel, useReactTable, type ColumnDef, type RowData, type SortingState } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { isTextEntry } from '#app/ui/keys';
import { afterFrames } from '#app/ui/focus-after-removal';
import { focusIsUnplaced } from '#app/ui/route-focus';
import { useStableCallback } from '#app/ui/use-stable-callback';
import { BodyRow, HeaderRow, PICK_COLUMN_PX, type PageCheck } from './DataTableRows';
import { useShownSelection } from './use-shown-selection';
import type { SortParam } from './sort-param';

/** Columns without a fixed size share the width but never shrink below this (or their own minSize). */
const MIN_COLUMN_PX = 96;

declare module '@tanstack/table-core' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Its share of the width the sized columns leave (1 by default): the column whose text matters most takes more. */
    grow?: number;
    /** Its text wraps onto a second line (the row's height holds two) instead of being cut. */
    wrap?: boolean;
  }
}


export function toSorting(sort: SortParam): SortingState {
  if (!sort) return [];
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}

/** A row to focus once it is selected, after two frames (see focusRequest). */
interface FocusRequest {
  rowId: string;
  waited: boolean;
}

/**
 * A multi-selection over the rows (issue 28 §2), owned outside the table: a checkbox per row and one
 * for the page, and keys: Space or x (x only with single-key shortcuts on) toggles the focused row,
 * Shift+J / Shift+K extend the selection down or up, Escape clears it.
 */
export interface RowPicks<T> {
  picked: ReadonlySet<string>;
  /** picks (`on`), unpicks (`!on`) or, without `on`, toggles each row */
  pick: (rows: readonly T[], on?: boolean) => void;
  clear: () => void;
  /** a row's checkbox's accessible name ('Select Spring banner') */
  labelOf: (row: T) => string;
  /** the page checkbox's accessible name */
  pageLabel: string;
  /** single-key shortcuts are on: x toggles too */
  singleKeys: boolean;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /**
   * Rows across every page, for aria-rowcount (undefined: not known, as when the server stopped
   * counting, and aria-rowcount is then -1); rows of this page start at `firstRowIndex` (0-based).
   */
  totalRows: number | undefined;
  firstRowIndex?: number;
  sort?: SortParam;
  /** Column ids the server can sort on. */
  sortable?: readonly string[];
  onSortChange?: (sort: SortParam) => void;
  selectedId?: string;
  /**
   * Set by the owner to put focus on this row once it is the selected one, when the control that had
   * focus goes: a popup's opener deleted with its row, 'Load more' gone with the last page.
   */
  focusRequest?: { rowId: string };
  /** Told of a move after the frame that shows it, and only of the last of several quick ones. */
  onSelect?: (id: string | undefined) => void;
  onOpen?: (row: T) => void;
  rowHeight?: number;
  height?: number | string;
  /** a multi-selection with its checkboxes and keys */
  picks?: RowPicks<T>;
}

/**
 * The virtualised data table every list uses: one row element per visible row, each with its
 * absolute aria-rowindex (header row is 1) and the grid's aria-rowcount, so a screen reader knows
 * where it is in the whole list. Fixed row heights keep virtual-core from measuring. The selected
 * row, the row that has focus and the row Tab lands on are always kept mounted, so focus never falls
 * out of the DOM when they scroll away and the grid keeps its place in the tab order.
 * Keys: j/k or arrows move (selection follows), Enter opens, Escape closes the preview pane.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, rowHeight = 40, selectedId, onSelect, onOpen, firstRowIndex = 0, picks } = props;
  const sorting = useMemo(() => toSorting(props.sort), [props.sort]);
  // react-table takes a list of its own; a copy per new list keeps the caller's read-only.
  const data = useMemo(() => [...rows], [rows]);
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    state: { sorting },
  });
  const tableRows = table.getRowModel().rows;
  // A move shows here at once; the owner (usually the URL) hears of it after the frame.
  const selection = useShownSelection(selectedId, onSelect);
  const shownId = selection.shownId;
  const selectedIndex = shownId === undefined ? -1 : tableRows.findIndex((r) => r.id === shownId);
  const scrollRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  // Keys can arrive faster than the table re-renders: move from where the last key left the
  // cursor, not from the last render.
  const cursor = useRef(selectedIndex);
  useEffect(() => {
    cursor.current = selectedIndex;
  }, [selectedIndex]);

  // The row with focus, which is not always the selected one (Tab lands on the first row; Escape
  // clears the selection and leaves focus where it was). A ref, not state: a j/k move focuses the
  // new row, and that must not cost the table another render; the ranges read it when they change.
  const focusedRowId = useRef<string>(undefined);
  const focusedIndex = () => (focusedRowId.current === undefined ? -1 : tableRows.findIndex((r) => r.id === focusedRowId.current));
  // The row Tab lands on: the selected one, else the one focus was left on (Escape), else the first.
  const focusable = selectedIndex >= 0 ? selectedIndex : Math.max(0, focusedIndex());
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const id = e.target.closest<HTMLElement>('[role="row"][data-row-id]')?.dataset.rowId;
    focusedRowId.current = id;
    // Focus put on another row than the selected one (a click, a screen reader's cursor): moves go
    // on from there. The table's own moves focus the selected row, so they do not land here.
    if (id !== undefined && shownId !== undefined && id !== shownId) cursor.current = focusedIndex();
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) focusedRowId.current = undefined;
  };

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = new Set(defaultRangeExtractor(range));
      // Usually the focused row is the selected one; only look it up when it is not.
      const focusedId = focusedRowId.current;
      const focused = focusedId === undefined || focusedId === shownId ? -1 : tableRows.findIndex((r) => r.id === focusedId);
      for (const kept of [selectedIndex, focused, focusable]) if (kept >= 0 && kept < range.count) indexes.add(kept);
      return [...indexes].sort((a, b) => a - b);
    },
    [selectedIndex, focusable, tableRows, shownId],
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

  const ariaRowIndex = (index: number) => firstRowIndex + index + 2;
  const focusRowAt = (index: number) =>
    scrollRef.current?.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${ariaRowIndex(index)}"]`)?.focus({ preventScroll: true });
  // A list arrived at with a row selected (Back, a shared link) puts focus on that row when focus is
  // nowhere in particular, so j/k and Enter go on from it at once.
  const arrived = useRef(false);
  // Asked for by the owner (focusRequest): react-aria gives focus back to a popup's opener a frame
  // after the popup closes, so the row takes it a frame after that, once it is the selected one.
  const requested = useRef<FocusRequest>(undefined);
  const focusRequested = useStableCallback(() => {
    const request = requested.current;
    if (!request?.waited || request.rowId !== shownId || selectedIndex < 0) return;
    requested.current = undefined;
    focusRowAt(selectedIndex);
  });
  useEffect(() => {
    if (!props.focusRequest) return;
    const request: FocusRequest = { rowId: props.focusRequest.rowId, waited: false };
    requested.current = request;
    return afterFrames(2, () => {
      request.waited = true;
      focusRequested();
    });
  }, [props.focusRequest]);
  useEffect(focusRequested, [shownId, selectedIndex]);
  useEffect(() => {
    if (selectedIndex >= 0 && !arrived.current) {
      arrived.current = true;
      if (focusIsUnplaced()) focusNext.current = true;
    }
    if (!focusNext.current || selectedIndex < 0) return;
    focusNext.current = false;
    // Fixed row heights make "scroll just enough to show the row" plain arithmetic; the sticky
    // header (one row high) covers the top of the scroll area. The scroll position and height come
    // from the virtualizer's record of them (scroll events, resize observer): reading them from the
    // element would force a layout on every move.
    const el = scrollRef.current;
    if (el) {
      const top = selectedIndex * rowHeight;
      const scrollTop = virtualizer.scrollOffset ?? 0;
      const visible = (virtualizer.scrollRect?.height ?? 0) - rowHeight;
      if (top < scrollTop) el.scrollTop = top;
      else if (top + rowHeight > scrollTop + visible) el.scrollTop = top + rowHeight - visible;
    }
    focusRowAt(selectedIndex);
  }, [selectedIndex, rowHeight]);

  // One identity for the table's life, so the memoised rows and header never re-render for them.
  const selectRow = useStableCallback((id: string) => {
    focusNext.current = true;
    selection.select(id);
  });
  const openRow = useStableCallback((row: T) => {
    selection.catchUp();
    onOpen?.(row);
  });
  const changeSort = useStableCallback((sort: SortParam) => props.onSortChange?.(sort));
  const pickRow = useStableCallback((id: string) => {
    const row = tableRows.find((r) => r.id === id);
    if (row && picks) picks.pick([row.original]);
  });
  const pickedOnPage = picks ? tableRows.filter((r) => picks.picked.has(r.id)).length : 0;
  const pageCheck: PageCheck | undefined = picks && {
    label: picks.pageLabel,
    state: pickedOnPage === 0 ? 'none' : pickedOnPage === tableRows.length ? 'all' : 'some',
    onChange: (on) => picks.pick(tableRows.map((r) => r.original), on),
  };

  const moveTo = (index: number) => {
    const clamped = Math.max(0, Math.min(tableRows.length - 1, index));
    const row = tableRows[clamped];
    if (!row) return;
    cursor.current = clamped;
    selectRow(row.id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTextEntry(e.target)) return;
    if (picks && onPickKey(e)) {
      e.preventDefault();
      return;
    }
    const from = cursor.current;
    // With nothing selected (Tab has just landed, or Escape closed the pane), a move selects the row
    // that has focus: the list goes on from where the user is, not from its top.
    const step = (by: number) => moveTo(from < 0 ? Math.max(0, focusedIndex()) : from + by);
    switch (e.key) {
      case 'ArrowDown':
      case 'j':
        step(1);
        break;
      case 'ArrowUp':
      case 'k':
        step(-1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(tableRows.length - 1);
        break;
      case 'Enter': {
        // The focused row opens, selected or not (Tab lands on the first row before any j/k).
        const target = e.target instanceof HTMLElement ? e.target : undefined;
        const focused = tableRows.findIndex((r) => r.id === target?.dataset.rowId);
        const row = tableRows[focused >= 0 ? focused : from];
        if (!row || target?.closest('a, button')) return;
        openRow(row.original);
        break;
      }
      case 'Escape':
        if (shownId === undefined) return;
        selection.select(undefined);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  /** The multi-selection's keys; whether the key was one of them. */
  const onPickKey = (e: KeyboardEvent<HTMLDivElement>): boolean => {
    if (!picks) return false;
    // A checkbox toggles itself with Space.
    if (e.target instanceof Element && e.target.closest('input, button, a')) return false;
    const focusedRow = tableRows[focusedIndex()] ?? tableRows[cursor.current];
    if (e.key === ' ' || (e.key === 'x' && !e.shiftKey && picks.singleKeys)) {
      if (focusedRow) picks.pick([focusedRow.original]);
      return true;
    }
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (e.shiftKey && (key === 'j' || key === 'k' || key === 'ArrowDown' || key === 'ArrowUp')) {
      const by = key === 'j' || key === 'ArrowDown' ? 1 : -1;
      const fromIndex = Math.max(0, focusedIndex() >= 0 ? focusedIndex() : cursor.current);
      const next = tableRows[Math.max(0, Math.min(tableRows.length - 1, fromIndex + by))];
      const here = tableRows[fromIndex];
      picks.pick([here, next].filter((r) => r !== undefined).map((r) => r.original), true);
      if (next) moveTo(tableRows.indexOf(next));
      return true;
    }
    if (e.key === 'Escape' && picks.picked.size > 0) {
      picks.clear();
      return true;
    }
    return false;
  };

  const sortable = useMemo(() => new Set(props.sortable ?? []), [props.sortable]);
  // Sized columns keep their width; the others share the rest (never below a readable minimum).
  const ownTemplate = columns.map((c) => (c.size ? `${c.size}px` : `minmax(${c.minSize ?? MIN_COLUMN_PX}px, ${c.meta?.grow ?? 1}fr)`)).join(' ');
  const template = picks ? `${PICK_COLUMN_PX}px ${ownTemplate}` : ownTemplate;
  // Header and rows share one horizontal scroll, so they stay aligned in a narrow pane.
  const minWidth = columns.reduce((w, c) => w + (c.size ?? c.minSize ?? MIN_COLUMN_PX), picks ? PICK_COLUMN_PX : 0);
  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={props.label}
      aria-rowcount={props.totalRows === undefined ? -1 : props.totalRows + 1}
      aria-colcount={columns.length + (picks ? 1 : 0)}
      className="data-table"
      style={{ height: props.height ?? '100%' }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div role="rowgroup" className="data-table-head">
        <HeaderRow headers={table.getHeaderGroups()[0]?.headers ?? []} sort={props.sort} sortable={sortable} onSortChange={changeSort} template={template} minWidth={minWidth} pageCheck={pageCheck} />
      </div>
      <div role="rowgroup" className="data-table-body">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', minWidth }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <BodyRow
                key={row.id}
                row={row}
                cells={row.getVisibleCells()}
                ariaRowIndex={ariaRowIndex(item.index)}
                selected={item.index === selectedIndex}
                focusable={item.index === focusable}
                top={item.start}
                height={rowHeight}
                onSelect={selectRow}
                onOpen={openRow}
                checked={picks ? picks.picked.has(row.id) : undefined}
                pickLabel={picks?.labelOf(row.original)}
                onPick={pickRow}
                template={template}
                minWidth={minWidth}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
