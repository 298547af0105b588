import { useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { MAX_BULK_CHANGE } from '#domain/bulk-change';
import type { Page } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import type { ScreenSelection, SelectedRecord } from '#app/api/links';
import type { RowPicks } from '#app/ui/data-table/DataTable';
import { isTextEntry } from '#app/ui/keys';
import { notify } from '#app/ui/notifications';
import { screenSelectionAtom } from '#app/ui/screen-selection';
import { singleKeyShortcutsAtom } from '#app/ui/single-keys';
import { BULK_TEXT } from '#app/kit/bulk/text';

/** A list whose rows can be picked for bulk commands (issue 28 §2): their kind, and what a command needs of a row. */
export interface ListBulk<Row> {
  kind: ScreenSelection['kind'];
  record: (row: Row) => SelectedRecord;
}

type Picked = ReadonlyMap<string, SelectedRecord>;
const NONE: Picked = new Map();

/** A key the list's own keys leave alone: typed into a field, or pressed in a dialog (the palette's too). */
const elsewhere = (e: KeyboardEvent) =>
  e.defaultPrevented || isTextEntry(e.target) || (e.target instanceof Element && e.target.closest('[role="dialog"], [role="alertdialog"]') !== null);

/**
 * A list screen's multi-selection (issue 28 §2). It lives in the screen's state and is cleared when the
 * search changes (`searchKey`, the URL state but the page); while it holds records the shell is told
 * (screenSelectionAtom), so the palette offers the bulk commands. Mod+A (outside text fields) picks the
 * page; Escape clears; 'Select all N matching' reads every page of the search (keyset pages, as the list
 * reads them), at most MAX_BULK_CHANGE records.
 */
export function useMultiSelect<Row extends { id: string }>({ bulk, rows, searchKey, pageQuery }: {
  bulk: ListBulk<Row> | undefined;
  rows: readonly Row[];
  searchKey: string;
  /** the list's query for one of its pages (`cursor`: none for the first); none when every row is on screen */
  pageQuery?: (cursor: string | undefined) => UseQueryOptions<Page<Row>, Error, Page<Row>, any>;
}) {
  const [picked, setPicked] = useState<Picked>(NONE);
  const [note, setNote] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(searchKey);
  if (key !== searchKey) {
    setKey(searchKey);
    setPicked(NONE);
    setNote(undefined);
  }
  const singleKeys = useAtomValue(singleKeyShortcutsAtom);
  const publish = useSetAtom(screenSelectionAtom);
  useEffect(() => {
    publish(bulk && picked.size > 0 ? { kind: bulk.kind, records: [...picked.values()] } : undefined);
  }, [bulk?.kind, picked, publish]);
  useEffect(() => () => publish(undefined), [publish]);

  const pick = useCallback(
    (chosen: readonly Row[], on?: boolean) => {
      if (!bulk) return;
      setNote(undefined);
      setPicked((was) => {
        const next = new Map(was);
        for (const row of chosen) {
          if (on ?? !next.has(row.id)) next.set(row.id, bulk.record(row));
          else next.delete(row.id);
        }
        return next;
      });
    },
    [bulk],
  );
  const clear = useCallback(() => {
    setPicked(NONE);
    setNote(undefined);
  }, []);

  useEffect(() => {
    if (!bulk) return;
    const onKey = (e: KeyboardEvent) => {
      if (elsewhere(e) || e.altKey) return;
      if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'a') {
        e.preventDefault();
        pick(rows, true);
      } else if (e.key === 'Escape' && !e.ctrlKey && !e.metaKey && picked.size > 0) {
        e.preventDefault();
        clear();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [bulk, rows, pick, clear, picked.size]);

  const queryClient = useQueryClient();
  const selectAllMatching = async () => {
    if (!bulk || !pageQuery) return;
    setBusy(true);
    try {
      const found = new Map<string, SelectedRecord>();
      let cursor: string | undefined;
      let total: number | undefined;
      do {
        const page = await queryClient.fetchQuery(pageQuery(cursor));
        total = page.pagination.customParams?.objectCountCapped ? undefined : page.pagination.objectCount;
        for (const row of page.objects) if (found.size < MAX_BULK_CHANGE) found.set(row.id, bulk.record(row));
        cursor = page.pagination.next ?? undefined;
      } while (cursor && found.size < MAX_BULK_CHANGE);
      setPicked(found);
      setNote(cursor || (total ?? 0) > found.size ? BULK_TEXT.capped(total) : undefined);
    } catch (error) {
      notify({ message: BULK_TEXT.selectFailed(failureDetail(error)), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const picks: RowPicks<Row> | undefined = useMemo(
    () =>
      bulk && {
        picked: new Set(picked.keys()),
        pick,
        clear,
        labelOf: (row: Row) => BULK_TEXT.selectRow(bulk.record(row).name),
        pageLabel: BULK_TEXT.selectPage,
        singleKeys,
      },
    [bulk, picked, pick, clear, singleKeys],
  );
  return { picks, picked, note, busy, selectAllMatching, clear };
}

/**
 * The selection's line above the table: a polite live region with the count ('12 selected'),
 * 'Select all N matching' once the whole page is picked and more match, and Clear selection.
 */
export function SelectionBar({ selection, rows, total }: {
  selection: ReturnType<typeof useMultiSelect<any>>;
  rows: readonly { id: string }[];
  /** how many match the search (undefined: not counted) */
  total: number | undefined;
}) {
  const { picked, note, busy } = selection;
  const pageAll = rows.length > 0 && rows.every((r) => picked.has(r.id));
  const more = total === undefined || total > rows.length;
  const offerAll = pageAll && more && !note && picked.size < Math.min(total ?? Infinity, MAX_BULK_CHANGE);
  const status = picked.size > 0 ? [BULK_TEXT.selected(picked.size), note].filter(Boolean).join('. ') : '';
  return (
    <div className="selection-bar">
      <div role="status" aria-live="polite" className="selection-count">
        {status}
      </div>
      {offerAll && (
        <Button className="button" isDisabled={busy} onPress={() => void selection.selectAllMatching()}>
          {busy ? BULK_TEXT.selectingAll : BULK_TEXT.selectAllMatching(total)}
        </Button>
      )}
      {picked.size > 0 && (
        <Button className="button" onPress={selection.clear}>
          {BULK_TEXT.clear}
        </Button>
      )}
    </div>
  );
}

/**
 * The selection keys of a plain table whose rows (`tr[data-row-id]`) hold links and buttons rather
 * than taking focus themselves (an ad set's ads): with focus in a row, Space or x toggles it, Shift+J /
 * Shift+K extend the selection and move to the next row's link. Mod+A and Escape are the screen's
 * (useMultiSelect).
 */
export function tablePickKeys<Row extends { id: string }>(picks: RowPicks<Row> | undefined, rows: readonly Row[]) {
  return (e: ReactKeyboardEvent<HTMLElement>) => {
    if (!picks || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    if (!(target instanceof Element) || target.closest('input, button, textarea, select')) return;
    const tr = target.closest<HTMLElement>('tr[data-row-id]');
    const index = rows.findIndex((r) => r.id === tr?.dataset.rowId);
    const row = rows[index];
    if (!tr || !row) return;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (e.key === ' ' || (key === 'x' && !e.shiftKey && picks.singleKeys)) {
      picks.pick([row]);
    } else if (e.shiftKey && (key === 'j' || key === 'k')) {
      const next = rows[index + (key === 'j' ? 1 : -1)];
      picks.pick(next ? [row, next] : [row], true);
      if (next) tr.parentElement?.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(next.id)}"] a`)?.focus();
    } else return;
    e.preventDefault();
  };
}
