import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openViewCommand } from '#commands/open-view';
import type { Command, CommandContext } from '#commands/types';
import { CommandPalette, PALETTE_LIMIT } from '#app/palette/CommandPalette';
import { singleKeyShortcutsAtom } from '#app/palette/shortcuts';
import { useGlobalKeys } from '#app/palette/useGlobalKeys';
import { campaignLink, orderLink } from '#app/api/links';
import { commandContext } from '#tests/app/support/command-context';

const searchRecords = vi.fn();
vi.mock('#app/api/record-search', () => ({ searchRecords: (...args: unknown[]) => searchRecords(...args) }));

const runs: string[] = [];
const onView = { retryable: false };
const command = (id: string, title: string, extra: Partial<Command> = {}): Command => ({ id, title, group: 'Go to', run: () => void runs.push(id), ...extra });
const COMMANDS: Command[] = [
  command('go-campaigns', 'Go to Campaigns', { shortcut: 'g c', keywords: ['home'] }),
  command('go-orders', 'Go to Orders', { shortcut: 'g o' }),
  command('show-keyboard-shortcuts', 'Show keyboard shortcuts', { shortcut: '?', group: 'Help' }),
  command('hidden', 'Never offered', { when: () => false }),
  // What a summary shows, read by `when` (not part of the context): it may change while the palette waits hidden.
  command('retry-on-view', 'Retry what is on view', { when: () => onView.retryable }),
  command('search-campaigns', 'Search campaigns…', {
    group: 'Actions',
    args: [{ name: 'term', title: 'Campaign name' }],
    run: (_ctx, args) => void runs.push(`search-campaigns:${args.term}`),
  }),
  command('open-order', 'Open order by id…', {
    group: 'Actions',
    args: [{ name: 'id', title: 'Order id', problem: (text) => (/^\d+$/.test(text) ? undefined : 'Only whole numbers') }],
    run: (_ctx, args) => void runs.push(`open-order:${args.id}`),
  }),
];
const base = commandContext('/campaigns', { flags: { campaignServiceVersion: 'v3' } });
const { navigate } = base;
const ctx: CommandContext = base;

function Shell({ commands = COMMANDS, context = ctx, keysOn = true }: { commands?: Command[]; context?: CommandContext; keysOn?: boolean }) {
  useGlobalKeys(commands, context, keysOn);
  return (
    <>
      <button>Before</button>
      <button>After</button>
      <input aria-label="Search campaign" />
      <CommandPalette commands={commands} ctx={context} />
    </>
  );
}
function setup(singleKeys = true) {
  const store = createStore();
  store.set(singleKeyShortcutsAtom, singleKeys);
  const shell = render(
    <Provider store={store}>
      <Shell />
    </Provider>,
  );
  return Object.assign(userEvent.setup(), {
    /** Shows the shell again with these commands and context (another screen, say). */
    rerender: (props: Parameters<typeof Shell>[0]) =>
      shell.rerender(
        <Provider store={store}>
          <Shell {...props} />
        </Provider>,
      ),
  });
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const input = (await screen.findByRole('combobox')) as HTMLInputElement;
  await waitFor(() => expect(document.activeElement).toBe(input));
  return input;
}

beforeEach(() => {
  runs.length = 0;
  onView.retryable = false;
  navigate.mockReset();
  searchRecords.mockReset();
  searchRecords.mockResolvedValue([]);
});

describe('command palette', () => {
  it('opens with Ctrl-K as a titled modal around a combobox, and Escape closes it and gives focus back', async () => {
    const user = setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Before');
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const input = screen.getByRole('combobox');
    expect(dialog.contains(input)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    // The dialog is the palette; its combobox and listbox say what they hold.
    expect(screen.getByRole('combobox', { name: 'Command or search' })).toBe(input);
    expect(screen.getByRole('listbox', { name: 'Results' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Before');
  });

  it('asks each command whether it applies as it opens, not when it was made ahead of time', async () => {
    const user = setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    onView.retryable = true;
    await openPalette(user);
    expect(screen.getByRole('option', { name: 'Retry what is on view' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    onView.retryable = false;
    await openPalette(user);
    expect(screen.queryByRole('option', { name: 'Retry what is on view' })).toBeNull();
  });

  it('selects the first option, the one for this screen, after moving to another screen', async () => {
    const commands = [...COMMANDS, command('start-order', 'Start an insertion order', { group: 'Actions', onScreen: (c) => c.screen.kind === 'order-list' })];
    for (const wait of [true, false]) {
      const user = setup();
      user.rerender({ commands });
      // The palette waiting for the next open is made on /campaigns; then the screen changes, with
      // time for the waiting palette to follow, or opened at once.
      if (wait) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      user.rerender({ commands, context: { ...ctx, screen: commandContext('/orders').screen } });
      if (wait) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const input = await openPalette(user);
      const [first, second] = screen.getAllByRole('option');
      expect(first!.textContent).toBe('Start an insertion order');
      await waitFor(() => expect(screen.getByRole('option', { selected: true })).toBe(first));
      await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(first!.id));
      // The arrow keys move on from there, as after a keystroke.
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('option', { selected: true })).toBe(second));
      await user.keyboard('{ArrowUp}{Enter}');
      expect(runs).toEqual(['start-order']);
      runs.length = 0;
      cleanup();
    }
  });

  it('gives focus back to where it was opened from after a dialog that a command opened closes', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(false);
      const commands = [...COMMANDS, command('show-dialog', 'Show a dialog', { run: () => setOpen(true) })];
      return (
        <>
          <Shell commands={commands} />
          <ModalOverlay isOpen={open} onOpenChange={setOpen} isDismissable>
            <Modal>
              <Dialog aria-label="Opened by a command">
                <button>OK</button>
              </Dialog>
            </Modal>
          </ModalOverlay>
        </>
      );
    }
    render(
      <Provider store={createStore()}>
        <WithDialog />
      </Provider>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After');
    await openPalette(user);
    await user.keyboard('show a dialog{Enter}');
    await screen.findByRole('dialog', { name: 'Opened by a command' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe('After'));
  });

  it('opens afresh each time and gives focus back to where it was opened from', async () => {
    const user = setup();
    await user.tab();
    let input = await openPalette(user);
    await user.keyboard('orders{ArrowDown}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Before'));
    // The next palette is made while the page is idle, with focus on 'Before'; it is opened from 'After'.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.tab();
    expect(document.activeElement?.textContent).toBe('After');
    input = await openPalette(user);
    expect(input.value).toBe('');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('After'));
  });

  it('ranks with our index, offers only what applies, hints shortcuts and announces the count politely once typing pauses', async () => {
    const user = setup();
    await openPalette(user);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('Never offered');
    expect(options.length).toBeLessThanOrEqual(PALETTE_LIMIT);
    const go = screen.getByRole('option', { name: /Go to Campaigns/ });
    expect(go.getAttribute('aria-keyshortcuts')).toBe('G+C');
    const status = screen.getByTestId('palette-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    const announced: string[] = [];
    new MutationObserver(() => announced.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
    await user.keyboard('home');
    await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toContain('Go to Campaigns'));
    await waitFor(() => expect(status.textContent).toMatch(/^1 result\. Go to Campaigns, Go to$/));
    // One announcement for the four keys, not one per key.
    expect(announced).toEqual([status.textContent]);
    await user.keyboard('{Enter}');
    expect(runs).toEqual(['go-campaigns']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists each group once, under its own name, in the order of its best hit', async () => {
    const user = setup();
    await openPalette(user);
    await user.keyboard('o');
    // 'Open order by id…' begins with 'o', 'Go to Orders' has a word that does; the others only hold an 'o'.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.querySelector('.palette-item-title')!.textContent)).toEqual(['Open order by id…', 'Go to Orders', 'Go to Campaigns', 'Show keyboard shortcuts']),
    );
    expect(screen.getAllByRole('group').map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent)).toEqual(['Actions', 'Go to', 'Help']);
  });

  it("lists the commands for what is on screen first, together under 'This screen'", async () => {
    const here = { onScreen: () => true };
    const commands = [...COMMANDS, command('here-go', 'Go to ad sets of this campaign', here), command('here-act', 'Resend event for this campaign', { ...here, group: 'Actions' })];
    const user = setup();
    user.rerender({ commands });
    await openPalette(user);
    const titles = () => screen.getAllByRole('option').map((o) => o.querySelector('.palette-item-title')!.textContent);
    await waitFor(() => expect(titles().slice(0, 4)).toEqual(['Go to ad sets of this campaign', 'Resend event for this campaign', 'Go to Campaigns', 'Go to Orders']));
    expect(screen.getAllByRole('group').map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)!.textContent).slice(0, 2)).toEqual(['This screen', 'Go to']);
  });

  it('searches records on the server once typing pauses, dropping a search that typing overtakes, and opens a hit', async () => {
    searchRecords.mockImplementation(async (_v: string, term: string) => {
      // The first search never answers: typing on must abort it, and its answer could not show anyway.
      if (term === 'Ha') return new Promise(() => undefined);
      return term === 'Harb' ? [{ kind: 'Campaigns', id: '42', name: 'Harbor Launch', link: campaignLink('42') }] : [];
    });
    const user = setup();
    await openPalette(user);
    await user.keyboard('Ha');
    await waitFor(() => expect(searchRecords).toHaveBeenCalledTimes(1));
    await user.keyboard('rb');
    const hit = await screen.findByRole('option', { name: /Harbor Launch/ });
    // 'Har' was typed past before the pause that starts a search.
    expect(searchRecords.mock.calls.map((c) => c[1])).toEqual(['Ha', 'Harb']);
    const signals = searchRecords.mock.calls.map((c) => c[2] as AbortSignal);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(hit.closest('[cmdk-group]')?.textContent).toContain('Campaigns');
    // No command matches 'Harb': the record hit is the only, active option.
    await user.keyboard('{Enter}');
    expect(base.navigated().at(-1)).toBe('/campaigns/view/42');
  });

  it('selects the first option when the server answers without the hit that was selected', async () => {
    searchRecords.mockImplementation(async (_v: string, term: string) =>
      term === 'Harb'
        ? [
            { kind: 'Campaigns', id: '42', name: 'Harbor Launch', link: campaignLink('42') },
            { kind: 'Campaigns', id: '43', name: 'Harbor Fall', link: campaignLink('43') },
          ]
        : [{ kind: 'Campaigns', id: '44', name: 'Harbor Openers', link: campaignLink('44') }],
    );
    const user = setup();
    const input = await openPalette(user);
    await user.keyboard('Harb');
    await screen.findByRole('option', { name: /Harbor Fall/ });
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: /Harbor Fall/ }).getAttribute('aria-selected')).toBe('true'));
    // 'Harbo' keeps the hits of 'Harb' until its own arrive, in which 'Harbor Fall' is gone.
    await user.keyboard('o');
    const openers = await screen.findByRole('option', { name: /Harbor Openers/ });
    await waitFor(() => expect(openers.getAttribute('aria-selected')).toBe('true'));
    expect(input.getAttribute('aria-activedescendant')).toBe(openers.id);
    await user.keyboard('{Enter}');
    expect(base.navigated().at(-1)).toBe('/campaigns/view/44');
  });

  it("says 'No results' beside the listbox, which then holds no non-option children, and the combobox is collapsed", async () => {
    const user = setup();
    await openPalette(user);
    const input = screen.getByRole('combobox');
    await user.keyboard('zzzzqqq');
    expect(await screen.findByText('No results')).toBeTruthy();
    const listbox = screen.getByRole('listbox');
    expect(listbox.textContent).not.toContain('No results');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(screen.getByTestId('palette-status').textContent).toMatch(/^0 results/));
    await user.keyboard('{Backspace>7/}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
  });

  it('keeps what is typed right after Ctrl-K, before the input has focus', async () => {
    const user = setup();
    await user.keyboard('{Control>}k{/Control}home');
    const input = (await screen.findByRole('combobox')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('home'));
    expect(runs).toEqual([]);
  });

  it('keeps Home and End as text-editing keys in the input', async () => {
    const user = setup();
    const input = await openPalette(user);
    await user.keyboard('go');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(1));
    const firstSelected = screen.getAllByRole('option')[0]!.getAttribute('aria-selected');
    await user.keyboard('{End}');
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe(firstSelected);
    expect(input.selectionStart).toBe(2);
  });
});

describe('global shortcuts', () => {
  it('runs two-key chords and ?, but never inside a text field', async () => {
    const user = setup();
    await user.keyboard('gc');
    expect(runs).toEqual(['go-campaigns']);
    await user.keyboard('?');
    expect(runs).toEqual(['go-campaigns', 'show-keyboard-shortcuts']);
    screen.getByRole('textbox', { name: 'Search campaign' }).focus();
    await user.keyboard('go?');
    expect(runs).toEqual(['go-campaigns', 'show-keyboard-shortcuts']);
  });

  it('stay quiet when single-key shortcuts are switched off, and the palette no longer offers them; Ctrl-K still works', async () => {
    const user = setup(false);
    await user.keyboard('gc?');
    expect(runs).toEqual([]);
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    const go = screen.getByRole('option', { name: 'Go to Campaigns' });
    expect(go.hasAttribute('aria-keyshortcuts')).toBe(false);
    expect(go.textContent).toBe('Go to Campaigns');
  });

  it('do nothing while switched off (the sign-in pages), Ctrl-K included', async () => {
    const user = setup();
    user.rerender({ keysOn: false });
    await user.keyboard('gc?{Control>}k{/Control}');
    expect(runs).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull();
    user.rerender({ keysOn: true });
    await user.keyboard('gc');
    expect(runs).toEqual(['go-campaigns']);
  });

  it('ignores keys during IME composition', async () => {
    setup();
    act(() => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, isComposing: true }));
    });
    expect(runs).toEqual([]);
  });
});

describe('palette accessibility', () => {
  it('keeps aria-activedescendant on the option that is selected as the results change', async () => {
    const user = setup();
    const input = await openPalette(user);
    const check = () => {
      const selected = screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
      expect(input.getAttribute('aria-activedescendant')).toBe(selected?.id);
    };
    await waitFor(check);
    await user.keyboard('g');
    await waitFor(check);
    await user.keyboard('o{ArrowDown}');
    await waitFor(check);
  });
});

describe('the palette as a modal', () => {
  it('holds the page behind inert while open, and closes on a click outside or its Dismiss button', async () => {
    const user = setup();
    await openPalette(user);
    const behind = screen.getByText('After');
    expect(behind.closest('[inert]')).not.toBeNull();
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(behind.closest('[inert]')).toBeNull();

    await openPalette(user);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('commands with arguments', () => {
  it('ask on their own page, Backspace on an empty input goes back, Enter runs with the value', async () => {
    const user = setup();
    const input = await openPalette(user);
    await user.keyboard('search camp');
    await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toContain('Search campaigns…'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('combobox', { name: 'Search campaigns…: Campaign name' })).toBe(input);
    expect(input.value).toBe('');
    await waitFor(() => expect(screen.getByTestId('palette-status').textContent).toContain('Search campaigns…: Campaign name'));
    await user.keyboard('{Backspace}');
    expect(await screen.findByRole('combobox', { name: 'Command or search' })).toBe(input);
    await user.keyboard('search camp{Enter}');
    expect(await screen.findByRole('combobox', { name: 'Search campaigns…: Campaign name' })).toBe(input);
    await user.keyboard('harbor');
    expect(screen.getByRole('option').textContent).toContain('Campaign name: harbor');
    await user.keyboard('{Enter}');
    expect(runs).toEqual(['search-campaigns:harbor']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchRecords).not.toHaveBeenCalledWith(expect.anything(), 'harbor', expect.anything());
  });
});

describe('commands with arguments', () => {
  it('show what is wrong with a typed argument on its row, and Enter waits until it is fixed', async () => {
    const user = setup();
    const input = await openPalette(user);
    await user.keyboard('open order');
    await waitFor(() => expect(screen.getAllByRole('option')[0]!.textContent).toContain('Open order by id…'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('combobox', { name: 'Open order by id…: Order id' })).toBe(input);
    await user.keyboard('12a');
    expect(screen.getByRole('option').textContent).toContain('Order id: 12a. Only whole numbers');
    await user.keyboard('{Enter}');
    expect(runs).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('palette-status').textContent).toContain('Only whole numbers'));
    await user.keyboard('{Backspace}{Enter}');
    expect(runs).toEqual(['open-order:12']);
  });
});

describe('record hits', () => {
  it('copy their link with Ctrl-Shift-C', async () => {
    searchRecords.mockResolvedValue([{ kind: 'Orders', id: '7', name: 'Spring Order', link: orderLink('7') }]);
    const user = setup();
    // After setup: user-event installs its own clipboard stub.
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPalette(user);
    await user.keyboard('Spring');
    await screen.findByRole('option', { name: /Spring Order/ });
    await user.keyboard('{Control>}{Shift>}c{/Shift}{/Control}');
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/flightdeck/orders/7`);
  });

  it('open in a new tab with Ctrl-Enter, leaving the palette and this page as they were', async () => {
    searchRecords.mockResolvedValue([{ kind: 'Orders', id: '7', name: 'Spring Order', link: orderLink('7') }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setup();
    await openPalette(user);
    await user.keyboard('Spring');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: /Spring Order/ }).getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(open).toHaveBeenCalledWith('/flightdeck/orders/7', '_blank', 'noopener');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeTruthy();
    open.mockRestore();
  });

  it('are links for the mouse too, and name their link keys', async () => {
    searchRecords.mockResolvedValue([{ kind: 'Orders', id: '7', name: 'Spring Order', link: orderLink('7') }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = setup();
    await openPalette(user);
    await user.keyboard('Spring');
    const hit = await screen.findByRole('option', { name: /Spring Order/ });
    expect(hit.getAttribute('aria-keyshortcuts')).toBe('Control+Enter Control+Shift+C');
    expect(hit.textContent).toContain('Ctrl+Enter new tab · Ctrl+Shift+C copy link');
    await user.keyboard('{Control>}');
    await user.click(hit);
    await user.keyboard('{/Control}');
    expect(open).toHaveBeenLastCalledWith('/flightdeck/orders/7', '_blank', 'noopener');
    await user.pointer({ keys: '[MouseMiddle]', target: hit });
    expect(open).toHaveBeenCalledTimes(2);
    // Neither left the palette nor this page; a plain click opens the hit here.
    expect(navigate).not.toHaveBeenCalled();
    await user.click(hit);
    expect(base.navigated().at(-1)).toBe('/orders/7');
    expect(screen.queryByRole('dialog')).toBeNull();
    open.mockRestore();
  });
});

describe('the rehearsal (an open out of sight while idle, so the first real open is as quick as later ones)', () => {
  /** Holds the idle callbacks the palette asks for, to run them when the test says. */
  function idleCallbacks() {
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return {
      runAll: () =>
        act(() => {
          while (waiting.length) waiting.shift()!();
        }),
      count: () => waiting.length,
    };
  }
  /** The palette is made and connected while idle; then the rehearsal asks for its own idle moment. */
  async function untilRehearsalAsks(idle: ReturnType<typeof idleCallbacks>) {
    await idle.runAll();
    await waitFor(() => expect(idle.count()).toBe(1));
  }
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('leaves no trace: focus, the page behind, its scrolling and the palette are as they were, and Ctrl-K then works', async () => {
    const idle = idleCallbacks();
    const user = setup();
    const page = screen.getByRole('button', { name: 'Before' });
    await untilRehearsalAsks(idle);
    const stored = (el: Element) => [el.getAttribute('inert'), el.getAttribute('aria-hidden')];
    const before = stored(page);
    // The overlay the rehearsal showed, then put away.
    const restyled = new Set<HTMLElement>();
    const watch = new MutationObserver((records) => records.forEach((r) => r.target instanceof HTMLElement && r.target.matches('.palette-overlay') && restyled.add(r.target)));
    watch.observe(document.body, { attributeFilter: ['style'], subtree: true });
    await idle.runAll();
    await waitFor(() => expect(restyled.size).toBeGreaterThan(0));
    watch.disconnect();
    const rehearsed = [...restyled].filter((overlay) => !overlay.isConnected);
    expect(rehearsed).toHaveLength(1);
    // Opened out of sight: only a rehearsal makes it invisible (hidden, it is display: none).
    expect(rehearsed[0]!.style.visibility).toBe('hidden');
    expect(document.activeElement).toBe(document.body);
    expect(stored(page)).toEqual(before);
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    await user.tab();
    const input = await openPalette(user);
    expect(input.value).toBe('');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Go to Campaigns');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(page));
  });

  it('then keeps the next palette painted, fully transparent, inert and hidden from assistive technology, until it is opened', async () => {
    const idle = idleCallbacks();
    const user = setup();
    await untilRehearsalAsks(idle);
    const overlay = () => document.querySelector<HTMLElement>('.palette-overlay')!;
    const state = () => [overlay().style.display, overlay().style.opacity, overlay().style.pointerEvents, overlay().hasAttribute('inert'), overlay().getAttribute('aria-hidden')].join('|');
    await idle.runAll();
    await waitFor(() => expect(state()).toBe('|0|none|true|true'));
    // Nothing of it is there for a screen reader; focus is untouched.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(document.body);

    // Opened, the same palette is shown as it was made.
    const painted = overlay();
    await openPalette(user);
    expect(overlay()).toBe(painted);
    expect(state()).toBe('|||false|');
    // Closed, the next one waits painted in its turn once connected.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await idle.runAll();
    await waitFor(() => expect(state()).toBe('|0|none|true|true'));
    expect(overlay()).not.toBe(painted);
  });

  it('keeps the waiting palette inert and hidden when another modal hides the page and then shows it again', async () => {
    const idle = idleCallbacks();
    const user = setup();
    await untilRehearsalAsks(idle);
    await idle.runAll();
    await openPalette(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Another dialog opens while the next palette is still being made; that palette is painted meanwhile.
    const other = render(
      <ModalOverlay isOpen>
        <Modal>
          <Dialog aria-label="Another dialog">
            <button>OK</button>
          </Dialog>
        </Modal>
      </ModalOverlay>,
    );
    await screen.findByRole('dialog', { name: 'Another dialog' });
    await idle.runAll();
    const overlay = document.querySelector<HTMLElement>('.palette-overlay')!;
    await waitFor(() => expect(overlay.style.opacity).toBe('0'));
    other.unmount();
    expect([overlay.hasAttribute('inert'), overlay.getAttribute('aria-hidden')]).toEqual([true, 'true']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while a field has focus (and does not blur it) or another modal holds the page inert', async () => {
    const idle = idleCallbacks();
    setup();
    await untilRehearsalAsks(idle);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const field = screen.getByRole('textbox', { name: 'Search campaign' });
      const blurred = vi.fn();
      field.addEventListener('blur', blurred);
      act(() => field.focus());
      await idle.runAll();
      expect(document.activeElement).toBe(field);
      expect(blurred).not.toHaveBeenCalled();
      // It asks again a little later.
      act(() => vi.advanceTimersByTime(1000));
      expect(idle.count()).toBe(1);

      act(() => field.blur());
      screen.getByRole('button', { name: 'After' }).setAttribute('inert', '');
      await idle.runAll();
      act(() => vi.advanceTimersByTime(1000));
      expect(idle.count()).toBe(1);

      screen.getByRole('button', { name: 'After' }).removeAttribute('inert');
      await idle.runAll();
      act(() => vi.advanceTimersByTime(1000));
      // Done: it does not ask again.
      expect(idle.count()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('saved views in the palette', () => {
  const view = (id: string, name: string) =>
    openViewCommand({ id, name, screen: 'orders', search: '?q=x', shared: false, owner: 'ann@flightdeck.example', created: '', modified: '', version: 1 });
  const views = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => view(id, `Orders ${id.toUpperCase()}`));

  it("lists 'Open view: {name}' for each view, the five most used first on an empty query, and opens one on its screen", async () => {
    localStorage.setItem('flightdeck.viewUses', JSON.stringify({ a: 1, b: 7, c: 2, d: 5, e: 3, f: 4 }));
    const user = setup();
    user.rerender({ commands: [...COMMANDS, ...views] });
    await openPalette(user);
    const titles = screen.getAllByRole('option').map((o) => o.textContent);
    expect(titles.slice(0, 5)).toEqual(['Open view: Orders B', 'Open view: Orders D', 'Open view: Orders F', 'Open view: Orders E', 'Open view: Orders C']);
    await user.keyboard('view orders g');
    await waitFor(() => expect(screen.getByRole('option', { selected: true }).textContent).toBe('Open view: Orders G'));
    await user.keyboard('{Enter}');
    expect(base.navigated().at(-1)).toBe('/orders?view=g');
  });
});
