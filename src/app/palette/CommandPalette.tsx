import { Command as Cmdk, useCommandState } from 'cmdk';
import { useAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Command, CommandContext } from '../../../commands/types';
import type { RecordHit } from '../api/record-search';
import { BASE_PATH } from '../env';
import { notify } from '../ui/notifications';
import { useActiveDescendantFix } from './activeDescendant';
import { buildIndex, rank, type PaletteIndex } from './rank';
import { ariaKeyShortcuts, describeKeys } from './shortcuts';
import { paletteOpenAtom, RECENT_LIMIT, recentCommandsAtom, typeahead } from './state';
import { useRecordSearch } from './useRecordSearch';

/** Shown at most: the index may hold thousands of entries, the DOM only these. */
export const PALETTE_LIMIT = 30;

/**
 * The command palette: a titled modal dialog around cmdk's combobox. Ranking is ours
 * (`shouldFilter={false}`); records come from the server, the previous search aborted on each
 * keystroke. react-aria's modal traps focus and gives it back when the palette closes.
 */
export function CommandPalette({ commands, ctx }: { commands: readonly Command[]; ctx: CommandContext }) {
  const [open, setOpen] = useAtom(paletteOpenAtom);
  useEffect(() => {
    const warm = () => void indexOf(commands);
    if (!('requestIdleCallback' in window)) return void setTimeout(warm, 0);
    const id = requestIdleCallback(warm);
    return () => cancelIdleCallback(id);
  }, [commands]);
  return (
    <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable className="modal-overlay palette-overlay">
      <Modal className="modal palette-modal">
        <Dialog className="palette" aria-labelledby="palette-title">
          <Heading slot="title" id="palette-title" className="visually-hidden">Command palette</Heading>
          <PaletteBody commands={commands} ctx={ctx} close={() => setOpen(false)} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** One index per command list, built once (and ahead of the first open, when the browser is idle). */
const indexes = new WeakMap<readonly Command[], PaletteIndex>();
function indexOf(commands: readonly Command[]): PaletteIndex {
  let index = indexes.get(commands);
  if (!index) {
    index = buildIndex(commands.map((c) => ({ id: c.id, title: c.title, aliases: c.keywords })));
    indexes.set(commands, index);
  }
  return index;
}

type Row = { value: string; group: string; title: string; shortcut?: string; command?: Command; record?: RecordHit };

function PaletteBody({ commands, ctx, close }: { commands: readonly Command[]; ctx: CommandContext; close: () => void }) {
  const [query, setQuery] = useState('');
  // A command that takes arguments asks for them here, one page each.
  const [pending, setPending] = useState<{ command: Command; values: Record<string, string> } | undefined>();
  const arg = pending?.command.args?.[Object.keys(pending.values).length];
  // The active option is cmdk's own state (a controlled value leaves its aria-activedescendant stale).
  const active = useRef('');
  const [recent, setRecent] = useAtom(recentCommandsAtom);
  const records = useRecordSearch(pending ? '' : query, ctx);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useActiveDescendantFix(rootRef);
  // The input takes focus in the same commit as the dialog (before react-aria would focus the dialog
  // itself), and again on the next frame should anything have moved it.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    // Take over what was typed before the input could take it.
    if (typeahead.text) setQuery(typeahead.text);
    typeahead.active = false;
    typeahead.text = '';
    const id = requestAnimationFrame(() => {
      if (document.activeElement !== inputRef.current) inputRef.current?.focus();
    });
    return () => cancelAnimationFrame(id);
  }, []);

  const index = indexOf(commands);
  const offered = useMemo(() => commands.filter((c) => !c.when || c.when(ctx)), [commands, ctx]);
  const offeredIds = useMemo(() => new Set(offered.map((c) => c.id)), [offered]);
  const onScreen = useMemo(() => new Set(offered.filter((c) => c.onScreen?.(ctx)).map((c) => c.id)), [offered, ctx]);
  const rows: Row[] = useMemo(() => {
    if (pending && arg) {
      const text = query.trim();
      return [{ value: 'argument', group: pending.command.title, title: text ? `${arg.title}: ${text}` : `Type the ${arg.title.toLowerCase()}` }];
    }
    const byId = new Map(offered.map((c) => [c.id, c]));
    const ranked = rank(index, query, { recent, limit: PALETTE_LIMIT, offered: offeredIds, onScreen });
    const commandRows = ranked.map(({ entry }) => {
      const command = byId.get(entry.id)!;
      return { value: `command:${command.id}`, group: command.group, title: command.title, shortcut: command.shortcut, command };
    });
    const recordRows = records.hits.map((hit) => ({ value: `record:${hit.kind}:${hit.id}`, group: hit.kind, title: hit.name, record: hit }));
    return [...commandRows, ...recordRows];
  }, [index, query, recent, offered, offeredIds, onScreen, records.hits, pending, arg]);

  const groups = useMemo(() => {
    const map = new Map<string, Row[]>();
    for (const row of rows) map.set(row.group, [...(map.get(row.group) ?? []), row]);
    return [...map.entries()];
  }, [rows]);

  const runRow = (row: Row, newTab = false) => {
    if (row.record) {
      if (newTab) window.open(`${BASE_PATH}${row.record.path}`, '_blank', 'noopener');
      else {
        close();
        ctx.navigate(row.record.path);
      }
      return;
    }
    if (pending && arg) {
      const text = query.trim();
      if (!text) return;
      const values = { ...pending.values, [arg.name]: text };
      setQuery('');
      if (Object.keys(values).length < (pending.command.args?.length ?? 0)) setPending({ command: pending.command, values });
      else finish(pending.command, values);
      return;
    }
    if (!row.command) return;
    if (row.command.args?.length) {
      setQuery('');
      setPending({ command: row.command, values: {} });
      return;
    }
    finish(row.command, {});
  };

  const finish = (command: Command, values: Record<string, string>) => {
    setRecent([command.id, ...recent.filter((id) => id !== command.id)].slice(0, RECENT_LIMIT));
    close();
    command.run(ctx, values);
  };

  const copyLink = (row: Row) => {
    const url = new URL(`${BASE_PATH}${row.record!.path}`, window.location.origin).href;
    void navigator.clipboard?.writeText(url).then(
      () => notify({ message: 'Link copied', type: 'success' }),
      () => notify({ message: `Copy this link: ${url}`, type: 'info', timeout: 0 }),
    );
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const row = rows.find((r) => r.value === active.current);
    // A record hit is a real link: Cmd/Ctrl-Enter opens it in a new tab, Cmd/Ctrl-Shift-C copies it.
    if (row?.record && (e.metaKey || e.ctrlKey) && e.key === 'Enter') {
      e.preventDefault();
      runRow(row, true);
    } else if (row?.record && (e.metaKey || e.ctrlKey) && e.shiftKey && e.key.toLowerCase() === 'c') {
      e.preventDefault();
      copyLink(row);
    } else if (pending && e.key === 'Backspace' && query === '') {
      // Backspace on an empty argument page goes back to the commands.
      e.preventDefault();
      setPending(undefined);
    }
  };

  const status = pending && arg
    ? `${pending.command.title}: ${arg.title}`
    : records.loading
      ? 'Searching…'
      : `${rows.length} ${rows.length === 1 ? 'result' : 'results'}`;

  return (
    <Cmdk ref={rootRef} label="Command palette" shouldFilter={false} loop onKeyDown={onKeyDown} className="palette-command">
      <Cmdk.Input
        value={query}
        onValueChange={setQuery}
        placeholder={arg ? (arg.placeholder ?? arg.title) : 'Type a command or search campaigns, orders, companies, chains, ads by id…'}
        aria-label={arg ? `${pending!.command.title}: ${arg.title}` : 'Command or search'}
        ref={inputRef}
        autoFocus
        className="palette-input"
        onKeyDown={(e) => {
          // Home and End stay text-editing keys (cmdk would move the active option).
          if (e.key === 'Home' || e.key === 'End') e.stopPropagation();
        }}
      />
      <Cmdk.List className="palette-list" aria-label="Results">
        {groups.map(([group, items]) => (
          <Cmdk.Group key={group} heading={group}>
            {items.map((row) => (
              <Cmdk.Item
                key={row.value}
                value={row.value}
                onSelect={() => runRow(row)}
                aria-keyshortcuts={row.shortcut ? ariaKeyShortcuts(row.shortcut) : undefined}
                className="palette-item"
              >
                <span className="palette-item-title">{row.title}</span>
                {row.record && <span className="palette-item-meta">{row.record.id}</span>}
                {row.shortcut && (
                  <kbd className="palette-item-shortcut" aria-hidden="true">
                    {describeKeys(row.shortcut)}
                  </kbd>
                )}
              </Cmdk.Item>
            ))}
          </Cmdk.Group>
        ))}
      </Cmdk.List>
      {/* Outside the listbox: a listbox may hold only options (axe aria-required-children). */}
      {rows.length === 0 && <p className="palette-empty">{records.loading ? 'Searching…' : 'No results'}</p>}
      <LiveStatus rows={rows} status={status} activeRef={active} />
    </Cmdk>
  );
}

/**
 * VoiceOver says nothing inside grouped listboxes: a polite live region announces the result count
 * and the active option with its group.
 */
function LiveStatus({ rows, status, activeRef }: { rows: readonly Row[]; status: string; activeRef: { current: string } }) {
  const value = useCommandState((s) => s.value);
  activeRef.current = value;
  const row = rows.find((r) => r.value === value);
  return (
    <div role="status" aria-live="polite" className="visually-hidden" data-testid="palette-status">
      {status}
      {row ? `. ${row.title}, ${row.group}` : ''}
    </div>
  );
}
