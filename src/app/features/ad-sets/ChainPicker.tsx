import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import type { ChainListItem } from '../../../domain/chain';
import { chainQuery, chainSearchQuery } from '../../api/chain';
import { SEARCH_DEBOUNCE_MS } from '../../ui/list-screen/ListSearchField';
import { AD_SET_TEXT } from './text';
import '../../ui/fields.css';

/** Names of the chosen chains are read one by one; past this many the tags show ids. */
const NAMED = 50;

/**
 * The chain constraint's editor: a combo box searching chains by name on the gateway (picking one
 * adds it and clears the box) and the chosen chains as removable tags (Backspace/Delete removes).
 */
export function ChainPicker({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const hits = useQuery(chainSearchQuery(term));
  const items = (hits.data?.objects ?? []).filter((c) => !value.includes(c.id));
  const named = useQueries({ queries: value.slice(0, NAMED).map((id) => ({ ...chainQuery(id), staleTime: 60_000 })) });
  const nameOf = (id: string, i: number) => (i < NAMED ? named[i]?.data?.chain.name : undefined) ?? hits.data?.objects.find((c) => c.id === id)?.label ?? id;

  const add = (key: Key | null) => {
    if (key === null) return;
    onChange([...value, String(key)]);
    setText('');
  };

  return (
    <fieldset className="chain-picker">
      <legend>{AD_SET_TEXT.chains}</legend>
      <ComboBox className="field" items={items} selectedKey={null} inputValue={text} onInputChange={setText} onSelectionChange={add} menuTrigger="focus">
        <Label>{AD_SET_TEXT.chainSearch}</Label>
        <div className="input-row">
          <Input className="input" placeholder="Search chains" />
          <Button className="button" aria-label="Show chains">▾</Button>
        </div>
        <Text slot="description" className="field-description">{AD_SET_TEXT.chainsHint}</Text>
        <Popover className="select-popover">
          <ListBox className="select-listbox" renderEmptyState={() => <div className="select-empty">No chains found</div>}>
            {(c: ChainListItem) => (
              <ListBoxItem id={c.id} textValue={c.label} className="select-option">
                {c.label}
                {c.isDisabled ? ' (disabled)' : ''}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {value.length > 0 && (
        <TagGroup
          aria-label={`Chosen ${AD_SET_TEXT.chains}`}
          className="tag-group"
          onRemove={(keys: Selection) => {
            const gone = keys === 'all' ? new Set(value) : new Set([...keys].map(String));
            onChange(value.filter((id) => !gone.has(id)));
          }}
        >
          <TagList className="tag-list">
            {value.map((id, i) => (
              <Tag key={id} id={id} textValue={nameOf(id, i)} className="tag">
                {nameOf(id, i)}
                <Button slot="remove" className="tag-remove" aria-label={`Remove ${nameOf(id, i)}`}>×</Button>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      )}
    </fieldset>
  );
}
