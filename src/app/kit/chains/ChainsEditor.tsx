import { useState } from 'react';
import { chainPickerSource } from '#app/api/chain';
import { RemovableTags } from '#app/ui/RemovableTags';
import { SearchBox } from '#app/ui/SearchPicker';
import { useChainNames } from './chain-names';
import { CHAIN_PICKER_TEXT } from './text';

/**
 * A list of chains to edit: the chain search (any chain by name, page after page; picking one adds
 * it and clears the box) and the chosen chains as removable tags (Backspace or Delete removes the
 * focused one), each by its name.
 */
export function ChainsEditor({ label, searchLabel = label, description, autoFocus, value, onChange }: {
  /** What the chains are ('Chains'): the tags are 'Chosen {label}'. */
  label: string;
  searchLabel?: string;
  description?: string;
  autoFocus?: boolean;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  // Chains picked now are named at once; those already chosen by the chain service.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const names = useChainNames(value, picked);
  return (
    <>
      <SearchBox
        label={searchLabel}
        source={chainPickerSource}
        placeholder={CHAIN_PICKER_TEXT.pickerPlaceholder}
        description={description}
        selectedId={null}
        exclude={value}
        autoFocus={autoFocus}
        onPick={(chain) => {
          setPicked((p) => ({ ...p, [chain.id]: chain.label }));
          onChange([...value, chain.id]);
        }}
      />
      <RemovableTags label={`Chosen ${label}`} value={value} nameOf={(id, i) => names[i] ?? id} onChange={onChange} />
    </>
  );
}
