import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Key } from 'react-aria-components';
import { ComboBox, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { ChainListItem } from '../../../domain/chain';
import { chainSearchQuery } from '../../api/chain';
import { ComboBoxInput } from '../../ui/ComboBoxInput';
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

/** A chain combo box's input and the button that shows the list. */
export function ChainInput({ placeholder }: { placeholder?: string }) {
  return <ComboBoxInput placeholder={placeholder} showLabel={CHAIN_TEXT.pickerShow} />;
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
