import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button, ComboBox, FieldError, Label, Text } from 'react-aria-components';
import { chainQuery, chainSearchQuery } from '../../api/chain';
import { SEARCH_DEBOUNCE_MS } from '../../ui/use-debounced';
import { ChainInput, ChainOptions } from '../chains/ChainSearchBox';
import { TOPIC_TEXT } from './text';

/**
 * The retailer category's chain: a combo box searching chains by name on the gateway; the chosen
 * chain shows its name (read by id), and Clear chain removes it.
 */
export function ChainComboBox({ value, onChange, errorMessage }: { value: string | null; onChange: (chainId: string | null) => void; errorMessage?: string }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const hits = useQuery(chainSearchQuery(term));
  const items = hits.data?.objects ?? [];
  const chosen = useQuery({ ...chainQuery(value ?? ''), enabled: Boolean(value), staleTime: 60_000 });
  const chosenName = value ? (chosen.data?.chain.name ?? items.find((c) => c.id === value)?.label ?? value) : '';
  // The box shows the chosen chain's name once it is read (and after a pick).
  useEffect(() => setText(chosenName), [chosenName]);
  useEffect(() => {
    const t = setTimeout(() => setTerm(text === chosenName ? '' : text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, chosenName]);
  return (
    <div className="field chain-combo">
      <ComboBox
        className="field"
        items={items}
        selectedKey={value}
        inputValue={text}
        onInputChange={setText}
        onSelectionChange={(key: Key | null) => {
          if (key === null) return;
          // With both the text and the choice controlled, the pick must set the text in the same turn, or the list reopens.
          // (Escape and leaving the box hand back the chosen chain: its name, which the hits may not hold.)
          setText(items.find((c) => c.id === String(key))?.label ?? (key === value ? chosenName : String(key)));
          onChange(String(key));
        }}
        menuTrigger="focus"
        allowsEmptyCollection
        isInvalid={Boolean(errorMessage)}
      >
        <Label>{TOPIC_TEXT.chainSearch}</Label>
        <ChainInput />
        <Text slot="description" className="field-description">{TOPIC_TEXT.chainHint}</Text>
        <FieldError className="field-error">{errorMessage}</FieldError>
        <ChainOptions />
      </ComboBox>
      {value && (
        <Button className="button" onPress={() => onChange(null)}>
          {TOPIC_TEXT.clearChain}
        </Button>
      )}
    </div>
  );
}
