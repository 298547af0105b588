import type { ComponentProps } from 'react';
import type { Key } from 'react-aria-components';
import { Button, FieldError, ListBox, ListBoxItem, ListLayout, Popover, Select, SelectValue, Text, Label, Virtualizer } from 'react-aria-components';
import './fields.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  /** Shown (and announced) when set; the field is marked invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Hides the visible label (the label still names the field), for compact rows like hour/minute. */
  hideLabel?: boolean;
  className?: string;
  /** Options shown but not choosable (spec 3: the barcode match type ANY). */
  disabledKeys?: readonly string[];
}

/** A single-choice select on react-aria: keyboard opens it (Enter, Space, arrows) and type-ahead picks. */
export function SelectField(props: SelectFieldProps) {
  const { label, options, value, onChange, placeholder = 'Select…', description, errorMessage } = props;
  return (
    <Select
      className={`field select-field ${props.className ?? ''}`}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      disabledKeys={props.disabledKeys}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={props.hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <SelectParts options={options} description={description} errorMessage={errorMessage} />
    </Select>
  );
}

/** What every select of the kit holds inside react-aria's Select: trigger, description, error, options. */
/**
 * Above this many options the listbox renders only the options in view: a select of 2200 options
 * took a second to open in Chromium with every option in the page, about 0.1 s so.
 */
const VIRTUAL_FROM = 100;
/** A virtual option's height, in px (fields.css gives `.virtual .select-option` the same). */
const VIRTUAL_OPTION_HEIGHT = 32;

function OptionList({ options, className }: { options: readonly SelectOption[]; className: string }) {
  return (
    <ListBox className={className} items={options}>
      {(o) => (
        <ListBoxItem id={o.id} textValue={o.label} className="select-option">
          {o.label}
        </ListBoxItem>
      )}
    </ListBox>
  );
}

export function SelectParts(props: {
  options: readonly SelectOption[];
  description?: string;
  errorMessage?: string;
  /** what the trigger shows; react-aria's selected text when absent */
  renderValue?: ComponentProps<typeof SelectValue>['children'];
}) {
  return (
    <>
      <Button className="select-button">
        <SelectValue className="select-value">{props.renderValue}</SelectValue>
        <span aria-hidden="true">▾</span>
      </Button>
      {props.description && <Text slot="description" className="field-description">{props.description}</Text>}
      <FieldError className="field-error">{props.errorMessage}</FieldError>
      <Popover className="select-popover">
        {props.options.length > VIRTUAL_FROM ? (
          <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: VIRTUAL_OPTION_HEIGHT }}>
            <OptionList options={props.options} className="select-listbox virtual" />
          </Virtualizer>
        ) : (
          <OptionList options={props.options} className="select-listbox" />
        )}
      </Popover>
    </>
  );
}
