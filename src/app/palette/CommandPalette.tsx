import { Command as Cmdk, useCommandState } from 'cmdk';
import { useAtom, useAtomValue } from 'jotai';
import { Activity, memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Dialog, Heading } from 'react-aria-components';
import { favouriteViewCommands } from '#commands/open-view';
import type { Command, CommandContext } from '#commands/types';
import type { RecordHit } from '#app/api/record-search';
import { notify } from '#app/ui/notifications';
import { useDebounced } from '#app/ui/use-debounced';
import { useComboboxAriaFix } from './comboboxAria';
import { pressed } from '#app/ui/keys';
import { PaletteModal, PaletteViewContext } from './PaletteModal';
import { PaletteShown } from './PaletteShown';
import { buildIndex, rank, type PaletteIndex, type RankOptions } from './rank';
import { ariaKeyShortcuts, describeKeys, isSingleKey, RECORD_LINK_KEYS, singleKeyShortcutsAtom } from './shortcuts';
import { RECENT_LIMIT, recentCommandsAtom, typeahead } from './state';
import { paletteOpenAtom } from '#app/ui/palette-open';
import { usePreparedPalette } from './usePreparedPalette';
import { useRecordSearch } from './useRecordSearch';

/** Shown at most: the index may hold thousands of entries, the DOM only these. */
export const PALETTE_LIMIT = 30;

/**
 * The command palette: a titled modal dialog around cmdk's combobox. Ranking is ours
 * (`shouldFilter={false}`); records come from the server once typing pauses (useRecordSearch).
 * react-aria's modal hooks trap focus; focus goes back to the opener when the palette closes.
 *
 * The palette is made before it is asked for (usePreparedPalette), so Cmd/Ctrl-K only shows it: the
 * modal's effects and what `PaletteShown` does are switched on; nothing in its list renders again.
 */
export function CommandPalette({ commands, ctx }: { commands: readonly Command[]; ctx: CommandContext }) {
  const [open, setOpen] = useAtom(paletteOpenAtom);
  const { session, view, mode } = usePreparedPalette(open);
  // Read here, outside the palette, which would otherwise subscribe anew (and render again) on every open.
  const [recent, setRecent] = useAtom(recentCommandsAtom);
  const remember = useCallback((id: string) => setRecent((was) => [id, ...was.filter((r) => r !== id)].slice(0, RECENT_LIMIT)), [setRecent]);
  // A hidden palette follows the screen in the background; shown, it reads the screen as it is.
  const deferredCtx = useDeferredValue(ctx);
  const paletteCtx = open ? ctx : deferredCtx;
  const palette = useMemo(
    () => (
      <PaletteModal key={session} onOpenChange={setOpen}>
        <Dialog className="palette">
          <Heading slot="title" className="visually-hidden">Command palette</Heading>
          <PaletteBody commands={commands} ctx={paletteCtx} recent={recent} remember={remember} close={() => setOpen(false)} />
        </Dialog>
      </PaletteModal>
    ),
    [session, setOpen, commands, paletteCtx, recent, remember],
  );
  return (
    <PaletteViewContext value={view}>
      <Activity mode={mode}>{palette}</Activity>
    </PaletteViewContext>
  );
}

/**
 * cmdk scores each item it mounts against the query even when it does not filter (its fuzzy scorer,
 * a noticeable part of a keystroke that brings new rows); the ranking is ours, so nothing is scored.
 */
const unscored = () => 1;

type Row = { value: string; group: string; title: string; shortcut?: string; command?: Command; record?: RecordHit };

/**
 * Where a row is listed: its group, each group once under its own name, in the order of its best
 * hit (see rank), its rows in ranking order: the commands acting on the screen in 'This screen',
 * the others in theirs ('Go to', 'Create', 'Actions', 'Help'), then the record hits by kind.
 */
type Placed = { row: Row; section: string };

/** The group of the commands that act on what is on screen. */
export const THIS_SCREEN = 'This screen';

/**
 * What the palette knows of a command list, built once (by the hidden palette, ahead of the first
 * open): its index, its commands by id, and the few that are offered or on screen only in some places.
 */
interface Catalog {
  index: PaletteIndex;
  byId: ReadonlyMap<string, Command>;
  conditional: readonly Command[];
}
const catalogs = new WeakMap<readonly Command[], Catalog>();
function catalogOf(commands: readonly Command[]): Catalog {
  let catalog = catalogs.get(commands);
  if (!catalog) {
    catalog = {
      index: buildIndex(commands.map((c) => ({ id: c.id, title: c.title, aliases: c.keywords }))),
      byId: new Map(commands.map((c) => [c.id, c])),
      conditional: commands.filter((c) => c.when || c.onScreen),
    };
    catalogs.set(commands, catalog);
  }
  return catalog;
}

/** A command's row, made when first shown and the same object after: a row that stays does not re-render. */
const rowsByCommand = new WeakMap<Command, Row>();
function rowOf(command: Command): Row {
  let row = rowsByCommand.get(command);
  if (!row) {
    row = { value: `command:${command.id}`, group: command.group, title: command.title, shortcut: command.shortcut, command };
    rowsByCommand.set(command, row);
  }
  return row;
}

type Offers = Pick<RankOptions, 'offered' | 'onScreen'> & { key: string };

/** Which commands apply here and which act on the screen. */
function offersOf({ conditional }: Catalog, ctx: CommandContext): Offers {
  const hidden = new Set(conditional.filter((c) => c.when && !c.when(ctx)).map((c) => c.id));
  const onScreen = new Set(conditional.filter((c) => !hidden.has(c.id) && c.onScreen?.(ctx)).map((c) => c.id));
  return { offered: { has: (id) => !hidden.has(id) }, onScreen, key: `${[...hidden].join()}|${[...onScreen].join()}` };
}

/**
 * The offers, and a way to ask again: `when` and `onScreen` may read what is on view (a summary's
 * mapping tasks, say), which can change while the palette waits hidden, so they are asked again each
 * time it is shown. Asking again costs a render only when the answer differs.
 */
function useOffers(catalog: Catalog, ctx: CommandContext): [Offers, () => void] {
  const [offers, setOffers] = useState(() => offersOf(catalog, ctx));
  const refresh = useCallback(() => {
    const now = offersOf(catalog, ctx);
    setOffers((was) => (was.key === now.key ? was : now));
  }, [catalog, ctx]);
  useLayoutEffect(refresh, [refresh]);
  return [offers, refresh];
}

interface PaletteBodyProps {
  commands: readonly Command[];
  ctx: CommandContext;
  /** Recently run command ids, most recent first: a tiebreak in the ranking. */
  recent: readonly string[];
  remember: (commandId: string) => void;
  close: () => void;
}

function PaletteBody({ commands, ctx, recent, remember, close }: PaletteBodyProps) {
  const [query, setQuery] = useState('');
  // A command that takes arguments asks for them here, one page each.
  const [pending, setPending] = useState<{ command: Command; values: Record<string, string> } | undefined>();
  const arg = pending?.command.args?.[Object.keys(pending.values).length];
  // The active option is cmdk's own state (a controlled value leaves its aria-activedescendant stale).
  const active = useRef('');
  const records = useRecordSearch(pending ? '' : query, ctx);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useComboboxAriaFix(rootRef);
  const catalog = catalogOf(commands);
  const [offers, refreshOffers] = useOffers(catalog, ctx);
  // The most used views lead an empty query; uses change while the palette waits hidden.
  const [favourites, setFavourites] = useState(() => favouriteViewCommands(commands));
  const onShow = () => {
    const now = favouriteViewCommands(commands);
    setFavourites((was) => (was.join() === now.join() ? was : now));
    // Take over what was typed before the input could take it.
    if (typeahead.text) setQuery(typeahead.text);
    typeahead.active = false;
    typeahead.text = '';
    refreshOffers();
  };
  // On an argument's page: what is typed for it, and what is wrong with that (Enter then waits).
  const argText = query.trim();
  const argProblem = arg && argText ? arg.problem?.(argText) : undefined;
  // Ranked apart from the record hits: an answer from the server does not rank the commands again.
  const commandRows: Placed[] = useMemo(() => {
    if (pending && arg) {
      const title = !argText ? `Type the ${arg.title.toLowerCase()}` : argProblem ? `${arg.title}: ${argText}. ${argProblem}` : `${arg.title}: ${argText}`;
      return [{ row: { value: 'argument', group: pending.command.title, title }, section: 'argument' }];
    }
    const first = query.trim() ? [] : favourites.flatMap((id) => catalog.byId.get(id) ?? []);
    // The index is built from the catalog's commands: each entry it ranks is one of them.
    const ranked = rank(catalog.index, query, { recent, limit: PALETTE_LIMIT, offered: offers.offered, onScreen: offers.onScreen }).flatMap(({ entry }) => {
      const command = catalog.byId.get(entry.id);
      return command ? [{ row: rowOf(command), section: offers.onScreen?.has(entry.id) ? THIS_SCREEN : command.group }] : [];
    });
    if (!first.length) return ranked;
    const leading = first.map((command): Placed => ({ row: rowOf(command), section: command.group }));
    return [...leading, ...ranked.filter(({ row }) => !first.some((command) => command === row.command))];
  }, [catalog, offers, query, recent, pending, arg, argText, argProblem, favourites]);
  const recordRows: Placed[] = useMemo(
    () => records.hits.map((hit) => ({ row: { value: `record:${hit.kind}:${hit.id}`, group: hit.kind, title: hit.name, record: hit }, section: hit.kind })),
    [records.hits],
  );
  const sections = useMemo(() => {
    const map = new Map<string, Row[]>();
    for (const { row, section } of [...commandRows, ...recordRows]) {
      const rowsOfSection = map.get(section);
      if (rowsOfSection) rowsOfSection.push(row);
      else map.set(section, [row]);
    }
    return [...map.entries()];
  }, [commandRows, recordRows]);
  // In the order they are listed: the first is what Enter runs.
  const rows = useMemo(() => sections.flatMap(([, items]) => items), [sections]);
  const singleKeysOn = useAtomValue(singleKeyShortcutsAtom);
  const firstSelected = useFirstSelected(rows, offers, recordRows, active);

  const runRow = (row: Row, newTab = false) => {
    if (row.record) {
      if (newTab) window.open(ctx.hrefOf(row.record.link), '_blank', 'noopener');
      else {
        close();
        ctx.navigate(row.record.link);
      }
      return;
    }
    if (pending && arg) {
      if (!argText || argProblem) return;
      const values = { ...pending.values, [arg.name]: argText };
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

  // Rows run the latest runRow through a callback that never changes, so a keystroke renders only the rows that came.
  const latestRunRow = useRef(runRow);
  useLayoutEffect(() => {
    latestRunRow.current = runRow;
  });
  const onRun = useCallback((row: Row, newTab?: boolean) => latestRunRow.current(row, newTab), []);

  const finish = (command: Command, values: Record<string, string>) => {
    remember(command.id);
    // Closed first, so that focus is back where the palette was opened from when the command runs:
    // a dialog it opens then gives focus back there, not to the palette's input, gone by then.
    flushSync(close);
    command.run(ctx, values);
  };

  const copyLink = (record: RecordHit) => {
    const url = new URL(ctx.hrefOf(record.link), window.location.origin).href;
    void navigator.clipboard?.writeText(url).then(
      () => notify({ message: 'Link copied', type: 'success' }),
      () => notify({ message: `Copy this link: ${url}`, type: 'info', timeout: 0 }),
    );
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const row = rows.find((r) => r.value === active.current);
    // A record hit is a real link: Cmd/Ctrl-Enter opens it in a new tab, Cmd/Ctrl-Shift-C copies it.
    if (row?.record && pressed(e, RECORD_LINK_KEYS.newTab)) {
      e.preventDefault();
      runRow(row, true);
    } else if (row?.record && pressed(e, RECORD_LINK_KEYS.copyLink)) {
      e.preventDefault();
      copyLink(row.record);
    } else if (pending && e.key === 'Backspace' && query === '') {
      // Backspace on an empty argument page goes back to the commands.
      e.preventDefault();
      setPending(undefined);
    }
  };

  // The combobox's name: cmdk names its input by its own label (aria-labelledby), so that is what is set.
  const inputName = pending && arg ? `${pending.command.title}: ${arg.title}` : 'Command or search';
  const status = pending && arg
    ? inputName
    : records.loading
      ? 'Searching…'
      : `${rows.length} ${rows.length === 1 ? 'result' : 'results'}`;

  return (
    <Cmdk ref={rootRef} label={inputName} value={firstSelected} shouldFilter={false} filter={unscored} loop onKeyDown={onKeyDown} className="palette-command">
      <PaletteShown root={rootRef} input={inputRef} onShow={onShow} />
      <Cmdk.Input
        value={query}
        onValueChange={setQuery}
        placeholder={arg ? (arg.placeholder ?? arg.title) : 'Type a command or search campaigns, orders, companies, chains, ads by id…'}
        ref={inputRef}
        className="palette-input"
        onKeyDown={(e) => {
          // Home and End stay text-editing keys (cmdk would move the active option).
          if (e.key === 'Home' || e.key === 'End') e.stopPropagation();
        }}
      />
      <Cmdk.List className="palette-list" label="Results">
        {sections.map(([section, items]) => (
          <Cmdk.Group key={section} heading={section}>
            {/* Keyed by place, not by row: a keystroke that brings other rows gives the options
                already there new rows (cmdk notes their new values) instead of replacing them all. */}
            {items.map((row, place) => (
              <PaletteItem key={place} row={row} onRun={onRun} showShortcut={singleKeysOn || !row.shortcut || !isSingleKey(row.shortcut)} />
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
 * cmdk selects the first option when the query changes, but not when the same query's rows change
 * under the selected one:
 * - another screen brings its own commands first (`offers`), and Enter would run the old screen's;
 * - the server's hits arrive in place of the last term's, without the one that was selected, and
 *   then nothing is selected (Enter does nothing).
 * Then the first is selected, through cmdk's `value` for one render only: while it holds a value,
 * cmdk leaves moving the selection to its owner.
 */
function useFirstSelected(rows: readonly Row[], offers: Offers, hits: readonly Placed[], active: { current: string }): string | undefined {
  const [value, setValue] = useState<string>();
  const first = rows[0]?.value;
  // Only for a new order: a keystroke changes the first row too, and cmdk selects it then.
  useLayoutEffect(() => setValue(first), [offers]);
  useLayoutEffect(() => {
    if (active.current && !rows.some((row) => row.value === active.current)) setValue(first);
  }, [hits]);
  useLayoutEffect(() => {
    if (value !== undefined) setValue(undefined);
  }, [value]);
  return value;
}

/** A record hit's link keys, for its aria-keyshortcuts and its hint (shown on the selected hit). */
const RECORD_KEYS = {
  aria: `${ariaKeyShortcuts(RECORD_LINK_KEYS.newTab)} ${ariaKeyShortcuts(RECORD_LINK_KEYS.copyLink)}`,
  shown: `${describeKeys(RECORD_LINK_KEYS.newTab)} new tab · ${describeKeys(RECORD_LINK_KEYS.copyLink)} copy link`,
};

/** One option, memoised: cmdk re-runs the effects of every item that renders, so only new rows should. */
const PaletteItem = memo(function PaletteItem({ row, onRun, showShortcut }: { row: Row; onRun: (row: Row, newTab?: boolean) => void; showShortcut: boolean }) {
  // A record hit is a link for the mouse too: Cmd/Ctrl-click and middle-click open it in a new tab.
  const linkMouse = row.record && {
    onClickCapture: (e: MouseEvent) => {
      if (!e.metaKey && !e.ctrlKey) return;
      e.preventDefault();
      e.stopPropagation();
      onRun(row, true);
    },
    onAuxClick: (e: MouseEvent) => {
      if (e.button !== 1) return;
      e.preventDefault();
      onRun(row, true);
    },
  };
  // A single-key shortcut the user has switched off is not offered (it would do nothing).
  const shortcut = showShortcut ? row.shortcut : undefined;
  const keys = row.record ? RECORD_KEYS.aria : shortcut && ariaKeyShortcuts(shortcut);
  return (
    <Cmdk.Item value={row.value} onSelect={() => onRun(row)} aria-keyshortcuts={keys || undefined} className="palette-item" {...linkMouse}>
      <span className="palette-item-title">{row.title}</span>
      {row.record && <span className="palette-item-meta">{row.record.id}</span>}
      {row.record && (
        <kbd className="palette-item-shortcut palette-item-link-keys" aria-hidden="true">
          {RECORD_KEYS.shown}
        </kbd>
      )}
      {shortcut && (
        <kbd className="palette-item-shortcut" aria-hidden="true">
          {describeKeys(shortcut)}
        </kbd>
      )}
    </Cmdk.Item>
  );
});

/** The live region speaks once typing or moving pauses this long, not on every key. */
const ANNOUNCE_DELAY_MS = 300;

/**
 * VoiceOver says nothing inside grouped listboxes: a polite live region announces the result count
 * and the active option with its group, once the user pauses (written on every key, it would queue
 * an announcement per keystroke and cost each keystroke's frame a text update).
 */
function LiveStatus({ rows, status, activeRef }: { rows: readonly Row[]; status: string; activeRef: { current: string } }) {
  const value = useCommandState((s) => s.value);
  activeRef.current = value;
  const row = rows.find((r) => r.value === value);
  const announcement = useDebounced(`${status}${row ? `. ${row.title}, ${row.group}` : ''}`, ANNOUNCE_DELAY_MS);
  return (
    <div role="status" aria-live="polite" className="visually-hidden" data-testid="palette-status">
      {announcement}
    </div>
  );
}
