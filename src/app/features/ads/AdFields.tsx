import { Switch } from 'react-aria-components';
import type { ExpectedSize } from '../../../domain/images';
import { digitsOnly, TextInput } from '../../ui/form-fields';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { SelectField, type SelectOption } from '../../ui/SelectField';
import { TagListField } from '../../ui/TagListField';
import { useAdForm } from './form-context';

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

/** A whole number typed as digits (spec 2 §5: kicks, frequency, inventory are digits only). */
export function AdNumber({ path, label, description, isRequired, isReadOnly }: Bound) {
  const form = useAdForm();
  const value = form.valueAt(path);
  return (
    <TextInput
      label={label}
      name={path}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(next) => {
        const digits = digitsOnly(next);
        form.setAt(path, digits === '' ? null : Number(digits));
      }}
      inputMode="numeric"
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
    <Switch className="switch" isSelected={form.valueAt(path) === true} isDisabled={isReadOnly} onChange={(on) => (onChange ? onChange(on) : form.setAt(path, on))}>
      <span className="switch-indicator" aria-hidden="true" />
      {label}
    </Switch>
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
  return (
    <TagListField
      label={label}
      value={Array.isArray(value) ? (value as string[]) : []}
      onChange={(next) => form.setAt(path, next)}
      maxLength={maxLength}
      description={description}
      errorMessage={form.errorOf(path)}
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
