import './form-fields.css';
import { useState, type Key, type ReactNode } from 'react';
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


/** A number as typed: digits with an optional sign, thousands commas ('1,234') and decimal point. */
const NUMBER_TEXT = /^[+-]?(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/;

/**
 * What a number field's text stands for: null when blank; else the number typed, minus sign and
 * decimals included ('-3' is -3, '1.5' is 1.5), for the field's schema to refuse with its own words
 * ('Must be at least 0', 'Must be a whole number'); text that is no number is NaN ('Must be a number').
 * Nothing typed is dropped or changed into another number.
 */
export function numberEntry(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (!NUMBER_TEXT.test(t) || !/\d/.test(t)) return Number.NaN;
  return Number(t.replace(/,/g, ''));
}

/** Whether two values of a number field are the same (NaN is NaN; blank is blank). */
const sameNumber = (a: number | null | undefined, b: number | null | undefined) => (a == null ? b == null : Object.is(a, b));

export interface NumberInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'multiline' | 'type' | 'inputMode'> {
  /** the number held (NaN: text that is no number) */
  value: number | null | undefined;
  /** the value of what was typed (numberEntry), or `blank` when the field is emptied */
  onChange: (value: number | null) => void;
  /** the value an empty field stands for (0 for counts that default to 0); shown as an empty field */
  blank?: number;
  inputMode?: 'numeric' | 'decimal';
}

/**
 * A number typed as text, kept exactly as typed while it stands for the value held ('1.', '-', '1,000'):
 * a minus, a decimal point or a letter is never dropped, so the field's rule names what is wrong.
 * Once the value changes elsewhere (a reset, a reload) the field shows the value.
 */
export function NumberInput({ value, onChange, blank, inputMode = 'numeric', ...rest }: NumberInputProps) {
  const [typed, setTyped] = useState<string>();
  const entry = (text: string) => numberEntry(text) ?? blank ?? null;
  const shown = value == null || Number.isNaN(value) || (blank !== undefined && value === blank) ? '' : String(value);
  const text = typed !== undefined && sameNumber(entry(typed), value) ? typed : shown;
  return (
    <TextInput
      {...rest}
      inputMode={inputMode}
      value={text}
      onChange={(next) => {
        setTyped(next);
        onChange(entry(next));
      }}
    />
  );
}
