import { useState } from 'react';
import type { ExpectedSize } from '#domain/images';
import { formatMoney } from '#domain/money';
import { NumberInput, TextInput } from '#app/ui/form-fields';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { SelectField, type SelectOption } from '#app/ui/SelectField';
import { TagListField } from '#app/ui/TagListField';
import { useAdForm } from '#app/kit/ads/form-context';
import { setAt } from './path';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

/**
 * Fields bound to one path of the ad: each reads its value, writes its change and shows the rule or
 * gateway message for that very path, so a format's section is a list of fields and nothing more.
 */
interface Bound {
  path: string;
  label: string;
  description?: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
}

export function AdText({ path, label, description, isRequired, isReadOnly, multiline, onBlurValue }: Bound & { multiline?: boolean; onBlurValue?: (text: string) => string }) {
  const form = useAdForm();
  const value = form.valueAt(path);
  const text = value == null ? '' : String(value);
  return (
    <div onBlur={onBlurValue ? () => onBlurValue(text) !== text && form.setAt(path, onBlurValue(text)) : undefined}>
      <TextInput
        label={label}
        name={path}
        value={text}
        // an emptied optional field is sent as null, not as an empty text the schema might refuse
        onChange={(next) => form.setAt(path, next === '' && !isRequired ? null : next)}
        description={description}
        error={form.errorOf(path)}
        isRequired={isRequired}
        isReadOnly={isReadOnly}
        multiline={multiline}
      />
    </div>
  );
}

/**
 * A whole number (spec 2 §5: kicks, frequency, inventory are numeric), kept as typed: a minus or a
 * decimal point stays in the field and the ad's rule for the path says what is wrong ('Must be at
 * least 0', 'Must be a whole number'), in the banner too, rather than being dropped into another number.
 */
export function AdNumber({ path, label, description, isRequired, isReadOnly }: Bound) {
  const form = useAdForm();
  const value = form.valueAt(path);
  return (
    <NumberInput
      label={label}
      name={path}
      value={typeof value === 'number' ? value : null}
      onChange={(n) => form.setAt(path, n)}
      description={description}
      error={form.errorOf(path)}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
    />
  );
}

type Money = { amount: number; precision: number };
const sameMoney = (a: Money | undefined, b: Money | undefined) => a?.amount === b?.amount && a?.precision === b?.precision;

/**
 * Money typed in dollars (spec 1 §5 money entry parsing) and kept as an amount scaled by its
 * precision at two paths: 100 at precision 2 shows as 1.00, and '2.5' is saved as 250 at 2. Text
 * `parse` refuses stays as typed and empties the amount, so the rule at `path` names the field.
 */
export function AdMoney({ path, precisionPath, defaultPrecision, parse, label, description, isRequired, isReadOnly }: Bound & {
  precisionPath: string;
  /** the precision the schema gives an amount sent without one */
  defaultPrecision: number;
  parse: (text: string) => Money | undefined;
}) {
  const form = useAdForm();
  const amount = form.valueAt(path);
  const precision = form.valueAt(precisionPath);
  const held = typeof amount === 'number' ? { amount, precision: typeof precision === 'number' ? precision : defaultPrecision } : undefined;
  // What the user typed, while it still reads as what the ad holds ('1,000' stays as typed); once the
  // amount changes elsewhere (a new award type, a reload) the field shows the amount in dollars.
  const [typed, setTyped] = useState<string>();
  const text = typed !== undefined && sameMoney(parse(typed), held) ? typed : held ? formatMoney(held.amount, held.precision) : '';
  return (
    <TextInput
      label={label}
      name={path}
      prefix="$"
      value={text}
      onChange={(next) => {
        setTyped(next);
        const money = parse(next);
        form.update((d) => ({ ...d, ad: setAt(setAt(d.ad, path, money?.amount ?? null), precisionPath, money?.precision ?? held?.precision ?? defaultPrecision) }), path);
      }}
      inputMode="decimal"
      description={description}
      error={form.errorOf(path)}
      isRequired={isRequired}
      isReadOnly={isReadOnly}
    />
  );
}

export function AdSwitch({ path, label, isReadOnly, onChange }: Bound & { onChange?: (on: boolean) => void }) {
  const form = useAdForm();
  return (
    <ToggleSwitch isSelected={form.valueAt(path) === true} isDisabled={isReadOnly} onChange={(on) => (onChange ? onChange(on) : form.setAt(path, on))}>
      {label}
    </ToggleSwitch>
  );
}

export function AdSelect({ path, label, description, isRequired, isReadOnly, options, onChange, value: shown }: Bound & {
  options: readonly SelectOption[];
  onChange?: (value: string | null) => void;
  /** what the select shows when the path alone does not hold it (e.g. a product kept only in topicIds) */
  value?: string | null;
}) {
  const form = useAdForm();
  const value = shown !== undefined ? shown : form.valueAt(path);
  return (
    <SelectField
      label={label}
      options={options}
      value={value == null ? null : String(value)}
      onChange={(next) => (onChange ? onChange(next) : form.setAt(path, next))}
      description={description}
      errorMessage={form.errorOf(path)}
      isRequired={isRequired}
      isDisabled={isReadOnly}
    />
  );
}

export function AdTextList({ path, label, description, maxLength }: Bound & { maxLength?: number }) {
  const form = useAdForm();
  const value = form.valueAt(path);
  const entries = Array.isArray(value) ? (value as string[]) : [];
  // A rule on one entry ('impressionUrls.1': not a URL) is the list field's error too: there is no field per entry.
  const error = form.errorOf(path) ?? entries.map((_, i) => form.errorOf(`${path}.${i}`)).find(Boolean);
  return (
    <TagListField
      label={label}
      value={entries}
      onChange={(next) => form.setAt(path, next)}
      maxLength={maxLength}
      description={description}
      errorMessage={error}
    />
  );
}

/** An image of the ad, uploaded at the size the spec gives for it (spec 2 §9 'Images'). */
export function AdImage({ path, label, description, isRequired, size }: Bound & { size: ExpectedSize }) {
  const form = useAdForm();
  const value = form.valueAt(path);
  return (
    <ImageUploadField
      label={label}
      value={typeof value === 'string' ? value : null}
      onChange={(url) => form.setAt(path, url)}
      expected={size}
      imageAlt={label}
      description={description}
      isRequired={isRequired}
      errorMessage={form.errorOf(path)}
    />
  );
}
