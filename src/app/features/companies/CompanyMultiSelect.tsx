import type { Key } from 'react-aria-components';
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';

export interface CompanyOption {
  id: string;
  name: string;
}

export interface CompanyMultiSelectProps {
  label: string;
  name: string;
  options: readonly CompanyOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  description?: string;
  isDisabled?: boolean;
}

/**
 * A multi-select of companies (spec 1 'Company form'): Enter, Space or the arrows open the list,
 * type-ahead finds a company, Space or Enter toggles it; Escape or a click outside closes it.
 */
export function CompanyMultiSelect({ label, name, options, value, onChange, description, isDisabled }: CompanyMultiSelectProps) {
  const byId = new Map(options.map((o) => [o.id, o.name]));
  return (
    <Select<CompanyOption, 'multiple'>
      selectionMode="multiple"
      className="field select-field company-multi-select"
      name={name}
      value={[...value]}
      onChange={(keys: Key[]) => onChange(keys.map(String))}
      placeholder="Select companies"
      isDisabled={isDisabled}
    >
      <Label>{label}</Label>
      <Button className="select-button">
        <SelectValue className="select-value">
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder ? defaultChildren : value.map((id) => byId.get(id) ?? id).join(', ')
          }
        </SelectValue>
        <span aria-hidden="true">▾</span>
      </Button>
      {description && <Text slot="description" className="field-description">{description}</Text>}
      <FieldError className="field-error" />
      <Popover className="select-popover">
        <ListBox className="select-listbox" items={options}>
          {(o) => (
            <ListBoxItem id={o.id} textValue={o.name} className="select-option">
              {o.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
