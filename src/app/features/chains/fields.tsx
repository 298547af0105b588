import { memo, useId, type ReactNode } from 'react';
import { NumberInput, TextInput, type TextInputProps } from '#app/ui/form-fields';
import { MultiSelectField } from '#app/ui/MultiSelectField';
import type { SelectOption } from '#app/ui/SelectField';
import type { ChainDraft, ChainDraftKey } from './chain-draft';
import { CHAIN_FIELD_LABELS } from './text';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

export interface ChainNumberFieldProps {
  label: string;
  name: string;
  value: number | null | undefined;
  /** undefined when the field is cleared (the chain's default then applies). */
  onChange: (value: number | undefined) => void;
  description?: string;
  error?: string;
}

/**
 * A whole, non-negative number (spec 3 §5 'numeric fields numbers'), kept as typed: '12.5', '-3' or
 * '99999999999999999999' stay in the field, and on save the chain's schema names what is wrong
 * ('Must be a whole number', the field's lower or upper limit) and nothing is sent, rather than the
 * text being changed into another number ('125', '3', 1e20).
 */
export function ChainNumberField(p: ChainNumberFieldProps) {
  return (
    <NumberInput
      label={p.label}
      name={p.name}
      value={p.value}
      onChange={(n) => p.onChange(n ?? undefined)}
      description={p.description}
      error={p.error}
    />
  );
}

/** An on/off flag of the chain. */
export function ChainSwitch({ label, isSelected, onChange, isDisabled, description }: {
  label: string;
  isSelected: boolean;
  onChange: (on: boolean) => void;
  isDisabled?: boolean;
  description?: string;
}) {
  const id = useId();
  return (
    <div className="form-field chain-switch">
      <ToggleSwitch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} aria-describedby={description ? id : undefined}>
        {label}
      </ToggleSwitch>
      {description && <span id={id} className="field-description">{description}</span>}
    </div>
  );
}

/** What each section of the chain form is given: the draft, a setter and each field's verdict. */
export interface SectionProps {
  draft: ChainDraft;
  set: <K extends ChainDraftKey>(key: K, value: ChainDraft[K]) => void;
  errorOf: (key: string) => string | undefined;
}

/** A titled section of the form (the spec's section names are its headings). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="chain-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="form-grid">{children}</div>
    </section>
  );
}

/** The draft keys of a type that the form labels (the image fields have their slots' own labels). */
export type KeysOf<T> = Extract<{ [K in ChainDraftKey]: ChainDraft[K] extends T ? K : never }[ChainDraftKey], keyof typeof CHAIN_FIELD_LABELS>;
type Setter = SectionProps['set'];

// The draft-bound fields are memoised on their own value: a keystroke re-renders one field, not the
// sixty of the form. That needs a stable `set` (the form's) and no closures made per render.

const DraftText = memo(function DraftText({ fieldKey, set, ...rest }: Omit<TextInputProps, 'name' | 'label' | 'onChange'> & { fieldKey: KeysOf<string>; set: Setter }) {
  return <TextInput name={fieldKey} label={CHAIN_FIELD_LABELS[fieldKey]} onChange={(t) => set(fieldKey, t)} {...rest} />;
});

const DraftNumber = memo(function DraftNumber({ fieldKey, set, ...rest }: Omit<ChainNumberFieldProps, 'name' | 'label' | 'onChange'> & { fieldKey: KeysOf<number | null | undefined>; set: Setter }) {
  return <ChainNumberField name={fieldKey} label={CHAIN_FIELD_LABELS[fieldKey]} onChange={(n) => set(fieldKey, n as ChainDraft[typeof fieldKey])} {...rest} />;
});

const DraftFlag = memo(function DraftFlag({ fieldKey, set, ...rest }: { fieldKey: KeysOf<boolean>; set: Setter; isSelected: boolean; description?: string; isDisabled?: boolean }) {
  return <ChainSwitch label={CHAIN_FIELD_LABELS[fieldKey]} onChange={(on) => set(fieldKey, on)} {...rest} />;
});

type ListKey = 'loyalty_program_ids' | 'supporting_client_platforms' | 'category_ids';

/** A multi-select of a draft list; category ids are numbers in the chain, texts in the select. */
export const DraftMultiSelect = memo(function DraftMultiSelect({ fieldKey, set, value, options, error }: {
  fieldKey: ListKey;
  set: Setter;
  value: readonly string[];
  options: readonly SelectOption[];
  error?: string;
}) {
  return (
    <MultiSelectField
      label={CHAIN_FIELD_LABELS[fieldKey]}
      name={fieldKey}
      options={options}
      value={value}
      onChange={(ids) => set(fieldKey, (fieldKey === 'category_ids' ? ids.map(Number) : ids) as ChainDraft[ListKey])}
      errorMessage={error}
    />
  );
});

/** Fields bound to a draft key, labelled from CHAIN_FIELD_LABELS. */
export function draftFields({ draft, set, errorOf }: SectionProps) {
  return {
    text: (key: KeysOf<string>, o: Partial<Pick<TextInputProps, 'description' | 'isRequired' | 'type' | 'multiline'>> = {}) => (
      <DraftText key={key} fieldKey={key} set={set} value={draft[key]} error={errorOf(key)} {...o} />
    ),
    number: (key: KeysOf<number | null | undefined>, o: { description?: string } = {}) => (
      <DraftNumber key={key} fieldKey={key} set={set} value={draft[key]} error={errorOf(key)} {...o} />
    ),
    flag: (key: KeysOf<boolean>, o: { description?: string; isDisabled?: boolean } = {}) => (
      <DraftFlag key={key} fieldKey={key} set={set} isSelected={draft[key]} {...o} />
    ),
  };
}
