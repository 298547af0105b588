import { Button } from 'react-aria-components';
import { useState } from 'react';
import { parseHistoryNumbers, TARGETING_OPERATORS, type TargetingEntry } from '#domain/ad/targeting';
import { TextInput } from '#app/ui/form-fields';
import { MultiSelectField } from '#app/ui/MultiSelectField';
import { AdSelect, AdSwitch, AdTextList } from '#app/features/ads/AdFields';
import { useAdForm, type AdFormState } from '#app/kit/ads/form-context';
import type { OfferedDefinition } from './targeting-definitions';
import { TARGETING_TEXT } from './targeting-text';

const OPERATOR_OPTIONS = TARGETING_OPERATORS.map((o) => ({ id: o, label: o }));

/** Typed numbers as values; text that is not comma-separated numbers stays as typed, so the schema refuses it (submit waits). */
const numbersOf = (text: string): unknown[] => parseHistoryNumbers(text) ?? [text];
const sameValues = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);

/** An entry's values as held (none yet: no list). */
function valuesAt(form: AdFormState, path: string): readonly unknown[] {
  const held = form.valueAt(path);
  return Array.isArray(held) ? held : [];
}

/** Comma-separated whole numbers (spec 2 §5: age 0 to 120, history fields), kept as typed while they mean the values held. */
function NumbersField({ path, label, description }: { path: string; label: string; description: string }) {
  const form = useAdForm();
  const values = valuesAt(form, path);
  const [typed, setTyped] = useState(() => values.join(', '));
  // the values changed elsewhere (a reload): show them
  const text = sameValues(numbersOf(typed), values) ? typed : values.join(', ');
  return (
    <TextInput
      label={label}
      name={path}
      value={text}
      onChange={(next) => {
        setTyped(next);
        form.setAt(path, numbersOf(next));
      }}
      inputMode="numeric"
      description={description}
      error={form.errorOf(path)}
    />
  );
}

/** The values of an entry, by its node kind: numbers, a switch, labelled choices or free texts. */
function ValuesField({ path, kind, definition }: { path: string; kind: TargetingEntry['type']; definition: OfferedDefinition }) {
  const form = useAdForm();
  if (kind === 'Long') {
    const hint = definition.definitionId === 'age' ? TARGETING_TEXT.ageHint : TARGETING_TEXT.numbersHint;
    return <NumbersField path={path} label={TARGETING_TEXT.values} description={hint} />;
  }
  if (kind === 'Boolean') return <AdSwitch path={`${path}.0`} label={definition.label} />;
  if (kind === 'LabelledString' && definition.options) {
    const values = valuesAt(form, path);
    return (
      <MultiSelectField
        label={TARGETING_TEXT.values}
        options={definition.options}
        value={values.map(String)}
        onChange={(next) => form.setAt(path, next)}
        errorMessage={form.errorOf(path)}
      />
    );
  }
  return <AdTextList path={path} label={TARGETING_TEXT.values} />;
}

/** One targeting entry (spec 2 §3 'Targeting'): ANY or NONE of its values, whether unknown shoppers count, and remove. */
export function TargetingEntryFields({ index, entry, definition, onRemove }: { index: number; entry: TargetingEntry; definition: OfferedDefinition; onRemove: () => void }) {
  const path = `shopperProfileConfiguration.entries.${index}`;
  return (
    <fieldset className="targeting-entry">
      <legend>{definition.label}</legend>
      {definition.description && <p className="field-description">{definition.description}</p>}
      <div className="form-grid">
        <AdSelect path={`${path}.operator`} label={TARGETING_TEXT.operator} options={OPERATOR_OPTIONS} />
        <AdSwitch path={`${path}.includeUnknown`} label={TARGETING_TEXT.includeUnknown} />
      </div>
      <ValuesField path={`${path}.values`} kind={entry.type} definition={definition} />
      <Button className="button" onPress={onRemove} aria-label={TARGETING_TEXT.remove(definition.label)}>
        {TARGETING_TEXT.removeShort}
      </Button>
    </fieldset>
  );
}
