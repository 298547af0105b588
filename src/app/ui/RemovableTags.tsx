import { useRef } from 'react';
import type { Selection } from 'react-aria-components';
import { Button, Tag, TagGroup, TagList } from 'react-aria-components';

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), button:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The last control in the tab order before `element`: the field's own input, picker or button. */
function precedingControl(element: Element): HTMLElement | undefined {
  const before = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (c) => c.tabIndex >= 0 && !element.contains(c) && c.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  return before.at(-1);
}

/**
 * What a multi-choice field holds, as removable tags named `label` (Backspace or Delete removes the
 * focused tag, as does its × button). Nothing when nothing is held: removing the last tag hands focus
 * to the control before the tags (the field's input or picker), which would otherwise fall to the page.
 */
export function RemovableTags({ label, value, nameOf = (item) => item, onChange }: {
  /** The tag group's accessible name. */
  label: string;
  value: readonly string[];
  nameOf?: (id: string, index: number) => string;
  onChange: (ids: string[]) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  if (value.length === 0) return null;
  return (
    <TagGroup
      ref={group}
      aria-label={label}
      className="tag-group"
      onRemove={(keys: Selection) => {
        const gone = keys === 'all' ? new Set(value) : new Set([...keys].map(String));
        const left = value.filter((id) => !gone.has(id));
        if (left.length === 0 && group.current?.contains(document.activeElement)) precedingControl(group.current)?.focus();
        onChange(left);
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
