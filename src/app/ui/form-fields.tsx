import './form-fields.css';
import type { Key, ReactNode } from 'react';
import {
  Button, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, TextArea, TextField,
} from 'react-aria-components';

/** A visible label; required ones are star-marked (spec 1 'Order line item popup'). */
export function FieldLabel({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <Label>
      {children}
      {required && <span className="required-star" aria-hidden="true"> *</span>}
    </Label>
  );
}

export interface TextInputProps {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  description?: ReactNode;
  /** A client rule's verdict; shown at once (live validation). */
  error?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  multiline?: boolean;
  prefix?: string;
  /** The input's title attribute (the spec's trailing-space rule is worded as a title). */
  title?: string;
  inputMode?: 'numeric' | 'decimal' | 'text' | 'url';
  type?: 'text' | 'url';
  placeholder?: string;
  autoFocus?: boolean;
}

/** A react-aria text field with its label, description and error. Server errors reach it by `name` through the Form. */
export function TextInput(p: TextInputProps) {
  return (
    <TextField
      className="form-field"
      name={p.name}
      value={p.value}
      onChange={p.onChange}
      isRequired={p.isRequired}
      isReadOnly={p.isReadOnly}
      type={p.type}
      isInvalid={p.error ? true : undefined}
      validationBehavior="aria"
    >
      <FieldLabel required={p.isRequired}>{p.label}</FieldLabel>
      <div className="input-row">
        {p.prefix && <span className="input-prefix" aria-hidden="true">{p.prefix}</span>}
        {p.multiline ? (
          <TextArea className="input" title={p.title} placeholder={p.placeholder} rows={3} autoFocus={p.autoFocus} />
        ) : (
          <Input className="input" title={p.title} inputMode={p.inputMode} placeholder={p.placeholder} autoFocus={p.autoFocus} autoComplete="off" />
        )}
      </div>
      {p.description && <Text slot="description" className="field-description">{p.description}</Text>}
      <FieldError className="field-error">{p.error}</FieldError>
    </TextField>
  );
}

export interface SelectInputProps<K extends string> {
  label: string;
  name?: string;
  value: K | null;
  options: readonly { value: K; label: string }[];
  onChange: (value: K) => void;
  isRequired?: boolean;
  description?: ReactNode;
  error?: string;
  autoFocus?: boolean;
}

export function SelectInput<K extends string>(p: SelectInputProps<K>) {
  return (
    <Select
      className="form-field"
      name={p.name}
      selectedKey={p.value}
      onSelectionChange={(key: Key | null) => key != null && p.onChange(String(key) as K)}
      isRequired={p.isRequired}
      isInvalid={p.error ? true : undefined}
      validationBehavior="aria"
      autoFocus={p.autoFocus}
    >
      <FieldLabel required={p.isRequired}>{p.label}</FieldLabel>
      <Button className="input select-trigger">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {p.description && <Text slot="description" className="field-description">{p.description}</Text>}
      <FieldError className="field-error">{p.error}</FieldError>
      <Popover className="select-popover">
        <ListBox className="select-list" items={p.options.map((o) => ({ id: o.value, ...o }))}>
          {(o) => <ListBoxItem id={o.id} textValue={o.label} className="select-option">{o.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** Digits only (spec 1 §5: kicks and kicks sold); anything else typed is dropped. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');
