import type { Key, Selection } from 'react-aria-components';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import type { SelectOption } from './SelectField';
import './fields.css';

export interface MultiSelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * A multi-choice select on react-aria (Select with selectionMode="multiple"): the listbox keeps
 * itself open while choosing; the chosen items show as removable tags (Backspace/Delete removes).
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { label, options, value, onChange, placeholder = 'Select…', description, errorMessage } = props;
  const labelOf = new Map(options.map((o) => [o.id, o.label]));
  return (
    <div className="field multi-select-field">
      <Select
        className="field select-field"
        selectionMode="multiple"
        value={[...value]}
        onChange={(keys: Key[]) => onChange(keys.map(String))}
        placeholder={placeholder}
        isRequired={props.isRequired}
        isDisabled={props.isDisabled}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        name={props.name}
      >
        <Label>{label}</Label>
        <Button className="select-button">
          <SelectValue className="select-value">{({ isPlaceholder }) => (isPlaceholder ? placeholder : `${value.length} selected`)}</SelectValue>
          <span aria-hidden="true">▾</span>
        </Button>
        {description && <Text slot="description" className="field-description">{description}</Text>}
        <FieldError className="field-error">{errorMessage}</FieldError>
        <Popover className="select-popover">
          <ListBox className="select-listbox" items={options}>
            {(o) => (
              <ListBoxItem id={o.id} textValue={o.label} className="select-option">
                {o.label}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>
      {value.length > 0 && (
        <TagGroup
          aria-label={`Chosen ${label}`}
          className="tag-group"
          onRemove={(keys: Selection) => {
            const gone = keys === 'all' ? new Set(value) : new Set([...keys].map(String));
            onChange(value.filter((id) => !gone.has(id)));
          }}
        >
          <TagList className="tag-list">
            {value.map((id) => (
              <Tag key={id} id={id} textValue={labelOf.get(id) ?? id} className="tag">
                {labelOf.get(id) ?? id}
                <Button slot="remove" className="tag-remove" aria-label={`Remove ${labelOf.get(id) ?? id}`}>×</Button>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
