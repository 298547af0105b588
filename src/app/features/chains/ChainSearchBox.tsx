import { useQuery } from '@tanstack/react-query';
import { useContext, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { Key } from 'react-aria-components';
import { Button, ComboBox, ComboBoxStateContext, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { ChainListItem } from '../../../domain/chain';
import { chainSearchQuery } from '../../api/chain';
import { useDebounced } from '../../ui/use-debounced';
import { CHAIN_TEXT } from './text';
import '../../ui/fields.css';

/**
 * A combo box searching chains by name on the chain service (GET /chain/v1/chains?label=): picking
 * one hands it over and clears the box, so the next can be picked at once. Given `selectedId`, it
 * holds one chain instead: the picked chain's name stays in the box and the list closes, so what
 * the pick shows below it (the ad browser's stores) is not covered.
 */
export function ChainSearchBox({ label, description, exclude = [], onPick, autoFocus, selectedId }: {
  label: string;
  description?: string;
  exclude?: readonly string[];
  onPick: (chain: ChainListItem) => void;
  autoFocus?: boolean;
  selectedId?: string | null;
}) {
  const [text, setText] = useState('');
  // Right after a pick the box offers nothing until it is opened again (typing, ArrowDown, ▾):
  // clearing the box would otherwise reopen the list over what the pick shows (the chosen chains),
  // hiding it from screen readers too.
  const [picked, setPicked] = useState(false);
  // What the pick put in the box: react-aria may report it back as input, which is not the user typing.
  const pickedText = useRef<string | undefined>(undefined);
  const term = useDebounced(text.trim());
  const hits = useQuery(chainSearchQuery(term));
  const items = picked ? [] : (hits.data?.objects ?? []).filter((c) => !exclude.includes(c.id));
  const pick = (key: Key | null) => {
    const chain = key === null ? undefined : items.find((c) => c.id === String(key));
    if (!chain) return;
    onPick(chain);
    setPicked(true);
    pickedText.current = selectedId === undefined ? '' : chain.label;
    setText(pickedText.current);
  };
  return (
    // The list opens on focus, except for a box focused by the screen opening it (the ad browser's
    // Filters popup): there it would cover, and hide from screen readers, every other field of the
    // popup at once; typing, ArrowDown or ▾ open it.
    <ComboBox
      className="field"
      items={items}
      selectedKey={selectedId ?? null}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        if (typed !== pickedText.current) setPicked(false);
      }}
      onSelectionChange={pick}
      onOpenChange={(isOpen) => isOpen && setPicked(false)}
      menuTrigger={autoFocus ? 'input' : 'focus'}
      autoFocus={autoFocus}
    >
      <Label>{label}</Label>
      <ChainInput placeholder={CHAIN_TEXT.pickerPlaceholder} />
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <ChainOptions />
    </ComboBox>
  );
}

/**
 * A chain combo box's input and the button that shows the list. Enter picks the focused chain or
 * does nothing: with no chain matching, the list is closed, and Enter would otherwise submit the
 * form around the box (saving an ad set while its chain is still being looked for).
 * Escape, with no chain chosen, closes the list and empties the box; a second Escape goes on to
 * the popup around it. react-aria's Escape (and Tab) reverts the box to its choice, but the text is
 * the form's: left as typed, it differed from that choice and react-aria opened the list again.
 */
export function ChainInput({ placeholder }: { placeholder?: string }) {
  const state = useContext(ComboBoxStateContext);
  const row = useRef<HTMLDivElement>(null);
  useInertOutsideWhileOpen(row, Boolean(state?.isOpen));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
    // Escape, or Tab with no chain focused in the list, hands back the box's choice: none, an empty box.
    const handsBack = e.key === 'Escape' || (e.key === 'Tab' && state?.isOpen && state.selectionManager.focusedKey == null);
    if (handsBack && state && state.selectedKey == null) state.setInputValue('');
  };
  return (
    <div ref={row} className="input-row">
      <Input className="input" placeholder={placeholder} onKeyDown={onKeyDown} />
      <Button className="button" aria-label={CHAIN_TEXT.pickerShow}>▾</Button>
    </div>
  );
}

/**
 * While the list is open react-aria hides the rest of the page from screen readers (aria-hidden)
 * but leaves it in the Tab order, so Tab could land on what a screen reader does not read (axe's
 * aria-hidden-focus). It is made inert as well, out of the Tab order, until the list closes. Tab
 * still leaves the box: react-aria closes the list on it, and the page is back before focus moves.
 */
function useInertOutsideWhileOpen(row: RefObject<HTMLDivElement | null>, isOpen: boolean) {
  useLayoutEffect(() => {
    const box = row.current?.parentElement;
    const listId = row.current?.querySelector('input')?.getAttribute('aria-controls');
    const list = listId ? document.getElementById(listId)?.closest('[data-trigger]') : null;
    if (!isOpen || !box || !list) return;
    return inertOutside([box, list]);
  }, [isOpen, row]);
}

/** Makes all of the page but `keep` inert (react-aria's announcer stays heard); returns the undo. */
function inertOutside(keep: Element[]) {
  const made: HTMLElement[] = [];
  const visit = (parent: Element) => {
    for (const el of Array.from(parent.children)) {
      if (keep.includes(el) || !(el instanceof HTMLElement) || el.inert || el.matches('[data-live-announcer], [aria-live]')) continue;
      if (keep.some((k) => el.contains(k))) visit(el);
      else {
        el.inert = true;
        made.push(el);
      }
    }
  };
  visit(document.body);
  return () => made.forEach((el) => (el.inert = false));
}

/** A chain combo box's list: each chain by name, '(disabled)' after those switched off. */
export function ChainOptions() {
  return (
    <Popover className="select-popover">
      <ListBox className="select-listbox" renderEmptyState={() => <div className="select-empty">{CHAIN_TEXT.pickerNone}</div>}>
        {(c: ChainListItem) => (
          <ListBoxItem id={c.id} textValue={c.label} className="select-option">
            {c.label}
            {c.isDisabled ? ' (disabled)' : ''}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
