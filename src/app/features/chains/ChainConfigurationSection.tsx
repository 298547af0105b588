import { useMemo } from 'react';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { LOYALTY_PROGRAMS } from '#domain/catalogs/loyalty-programs';
import { CHAIN_FAVORITE_FIELD } from '#domain/chain';
import type { FilterCategory } from '#app/api/chain';
import type { SelectOption } from '#app/ui/SelectField';
import { statusOf, withStatus } from './chain-draft';
import { DraftMultiSelect, draftFields, FormSection, type SectionProps } from './fields';
import { CHAIN_FIELD_LABELS, CHAIN_HINTS, CHAIN_SECTIONS, CHAIN_TEXT } from './text';

/** Options with any stored value the list does not offer, so nothing stored is hidden. */
const withStored = (options: SelectOption[], values: readonly string[]) => [
  ...options,
  ...values.filter((v) => !options.some((o) => o.id === v)).map((v) => ({ id: v, label: v })),
];

const LOYALTY_OPTIONS = LOYALTY_PROGRAMS.map((l) => ({ id: l.value, label: l.label }));

/** spec 3 'Chain form': Chain Configuration, with the status radio (§4) and the online flag fixed once created. */
export function ChainConfigurationSection(p: SectionProps & { isNew: boolean; categories: readonly FilterCategory[] }) {
  const { draft, set, errorOf } = p;
  const f = draftFields(p);
  const status = statusOf(draft);
  const categoryIds = useMemo(() => draft.category_ids.map(String), [draft.category_ids]);
  const categoryOptions = useMemo(
    () => withStored(p.categories.map((c) => ({ id: String(c.filter_category_id), label: c.title })), categoryIds),
    [p.categories, categoryIds],
  );
  const loyaltyOptions = useMemo(() => withStored(LOYALTY_OPTIONS, draft.loyalty_program_ids), [draft.loyalty_program_ids]);
  return (
    <FormSection title={CHAIN_SECTIONS.configuration}>
      {f.text('name', { isRequired: true })}
      <RadioGroup
        className="form-field chain-status"
        orientation="horizontal"
        value={status === 'Custom' ? null : status}
        onChange={(s) => (s === 'Active' || s === 'Disabled') && p.set('enabled_end_time', withStatus(draft, s).enabled_end_time)}
      >
        <Label>{CHAIN_FIELD_LABELS.status}</Label>
        <div className="radio-row">
          <Radio value="Active" className="radio">{CHAIN_TEXT.active}</Radio>
          <Radio value="Disabled" className="radio">{CHAIN_TEXT.disabled}</Radio>
        </div>
        {status === 'Custom' && <Text slot="description" className="field-description">{CHAIN_HINTS.customEnd(draft.enabled_end_time)}</Text>}
      </RadioGroup>
      {f.flag('supports_online_store', { isDisabled: !p.isNew, description: p.isNew ? undefined : CHAIN_HINTS.onlineLocked })}
      {f.text('country')}
      {f.text('type')}
      {f.text('enabled_start_time', { description: CHAIN_HINTS.time })}
      {f.text('priority', { description: CHAIN_HINTS.priority })}
      <DraftMultiSelect fieldKey="loyalty_program_ids" set={set} options={loyaltyOptions} value={draft.loyalty_program_ids} error={errorOf('loyalty_program_ids')} />
      <DraftMultiSelect fieldKey="category_ids" set={set} options={categoryOptions} value={categoryIds} error={errorOf('category_ids')} />
      {f.text('chain_aliases', { description: CHAIN_HINTS.commaList })}
      {f.text('blink_ereceipt_merchant_names', { description: CHAIN_HINTS.commaList })}
      {f.number('visibility_radius')}
      {f.flag('has_content')}
      {f.flag(CHAIN_FAVORITE_FIELD)}
      {f.flag('supports_geofencing')}
      {f.flag('always_show_in_indexer')}
    </FormSection>
  );
}
