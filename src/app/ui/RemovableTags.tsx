import type { Selection } from 'react-aria-components';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components';

/**
 * What a multi-choice field holds, as removable tags named 'Chosen {label}' (Backspace or Delete
 * removes the focused tag, as does its × button). Nothing when nothing is chosen.
 */
export function RemovableTags({ label, value, nameOf, onChange }: {
  label: string;
  value: readonly string[];
  nameOf: (id: string, index: number) => string;
  onChange: (ids: string[]) => void;
}) {
  if (value.length === 0) return null;
  return (
    <TagGroup
      aria-label={`Chosen ${label}`}
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
  );
}
