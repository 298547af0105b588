import type { TextFieldProps } from 'react-aria-components';
import { FieldError, Input, TextArea, TextField } from 'react-aria-components';
import { FieldLabel } from './form-fields';

export interface LabelledTextFieldProps extends Pick<TextFieldProps, 'name' | 'type' | 'inputMode' | 'isRequired'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** what is wrong with the value (a client rule's or the gateway's message); marks the field invalid */
  error?: string;
  /** a multi-line field of this many rows */
  rows?: number;
}

/** A text field with its visible label (star-marked when required) and its message. */
export function LabelledTextField({ label, error, rows, ...field }: LabelledTextFieldProps) {
  return (
    <TextField className="field" {...field} isInvalid={Boolean(error)}>
      <FieldLabel required={field.isRequired}>{label}</FieldLabel>
      {rows ? <TextArea rows={rows} /> : <Input />}
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}
