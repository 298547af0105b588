import { memo, useState, type KeyboardEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { RemovableTags } from './RemovableTags';
import './fields.css';

export const TAG_LIST_TEXT = {
  add: 'Add',
  hint: 'Type an entry and press Enter to add it; Backspace or Delete on an entry removes it.',
  entered: (label: string) => `${label} entered`,
} as const;

export interface TagListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** At most this many characters per entry (the schema's bound). */
  maxLength?: number;
  description?: string;
  errorMessage?: string;
}

/**
 * A list of short texts (tags, keywords, receipt descriptions): typed one at a time and added with
 * Enter or the Add button, shown as removable tags. Blank entries and repeats are not added.
 */
export const TagListField = memo(function TagListField({ label, value, onChange, maxLength, description = TAG_LIST_TEXT.hint, errorMessage }: TagListFieldProps) {
  const [text, setText] = useState('');
  const entry = text.trim();
  const add = () => {
    if (!entry) return;
    if (!value.includes(entry)) onChange([...value, entry]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the form.
    e.preventDefault();
    add();
  };
  return (
    <div className="field tag-list-field">
      <div className="input-row">
        <TextField className="field" value={text} onChange={setText} maxLength={maxLength} isInvalid={Boolean(errorMessage)} onKeyDown={onKeyDown}>
          <Label>{label}</Label>
          <Input />
          <Text slot="description" className="field-description">{description}</Text>
          <FieldError className="field-error">{errorMessage}</FieldError>
        </TextField>
        <Button className="button" isDisabled={!entry} onPress={add} aria-label={`${TAG_LIST_TEXT.add} ${label}`}>
          {TAG_LIST_TEXT.add}
        </Button>
      </div>
      <RemovableTags label={TAG_LIST_TEXT.entered(label)} value={value} onChange={onChange} />
    </div>
  );
});
