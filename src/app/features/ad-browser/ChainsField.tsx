import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components';
import { useChainNames } from './chain-names';
import { ChainSearchBox } from './ChainSearchBox';
import { AD_BROWSER_TEXT } from './text';

/** The Filters popup's Chains multi-select: the chain search, and the chosen chains as removable tags. */
export function ChainsField({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  // Chains picked now are named at once; those from the URL by the chain service.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const names = useChainNames(value, picked);
  const nameOf = (_id: string, i: number) => names[i]!;
  return (
    <div className="field">
      <ChainSearchBox
        label={AD_BROWSER_TEXT.chains}
        exclude={value}
        autoFocus
        onPick={(chain) => {
          setPicked((p) => ({ ...p, [chain.id]: chain.label }));
          onChange([...value, chain.id]);
        }}
      />
      {value.length > 0 && (
        <TagGroup
          aria-label={`Chosen ${AD_BROWSER_TEXT.chains}`}
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
    </div>
  );
}
