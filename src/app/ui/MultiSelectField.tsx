import type { Key } from 'react-aria-components';
import { Label, Select } from 'react-aria-components';
import { RemovableTags } from './RemovableTags';
import { type SelectOption, SelectParts } from './SelectField';
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
        <SelectParts
          options={options}
          description={description}
          errorMessage={errorMessage}
          renderValue={({ isPlaceholder }) => (isPlaceholder ? placeholder : `${value.length} selected`)}
        />
      </Select>
      <RemovableTags label={`Chosen ${label}`} value={value} nameOf={(id) => labelOf.get(id) ?? id} onChange={onChange} />
    </div>
  );
}
