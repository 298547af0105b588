import { defaultFrequencyPeriod, defaultMaxEngagementsPeriod, FREQUENCY_PERIOD_OPTIONS } from '#domain/ad/defaults';
import type { Constraint } from '#domain/constraint';
import { StartEndDatesEditor } from '#app/ui/PacificDateEditor';
import { SelectField } from '#app/ui/SelectField';
import { NumberInput } from '#app/ui/form-fields';
import { ChainPicker } from '#app/kit/chains/ChainPicker';
import { LocationEditor } from '#app/kit/chains/LocationEditor';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';
import { LinkedCardLimits } from './LinkedCardLimits';

type CapKind = 'FrequencyConstraint' | 'MaxEngagementsConstraint';

/**
 * A cap of engagements per period (frequency per user, or inventory over all users): one
 * constraint of its kind in the ad's list, added when a number is typed and removed when emptied.
 */
function CapFields({ kind, label, engagementsLabel, periodLabel, description, defaultPeriod }: {
  kind: CapKind;
  label: string;
  /** each field names its own cap: the two fieldsets' fields are told apart by name alone */
  engagementsLabel: string;
  periodLabel: string;
  description?: string;
  defaultPeriod: string;
}) {
  const form = useAdForm();
  const constraints = form.draft.ad.constraints ?? [];
  const isCap = (c: Constraint): c is Extract<Constraint, { '@type': CapKind }> => c['@type'] === kind;
  const at = constraints.findIndex(isCap);
  const cap = constraints.find(isCap);
  const write = (next: { engagements?: number | null; period?: string }) =>
    form.update((d) => {
      const list = [...(d.ad.constraints ?? [])];
      const engagements = next.engagements === undefined ? cap?.engagements : next.engagements;
      const entry = { '@type': kind, engagements, period: next.period ?? cap?.period ?? defaultPeriod } as Constraint;
      if (engagements == null) return { ...d, ad: { ...d.ad, constraints: list.filter((c) => c['@type'] !== kind) } };
      if (at >= 0) list[at] = entry;
      else list.push(entry);
      return { ...d, ad: { ...d.ad, constraints: list } };
    }, `constraints.${kind}`);
  return (
    <fieldset className="ad-cap">
      <legend>{label}</legend>
      <NumberInput
        label={engagementsLabel}
        // the path the rules name, so the summary's line is named by this field and links to it
        name={cap ? `constraints.${at}.engagements` : undefined}
        value={cap ? cap.engagements : null}
        onChange={(engagements) => write({ engagements })}
        description={description}
        error={form.errorOf(`constraints.${at}.engagements`)}
      />
      <SelectField label={periodLabel} options={FREQUENCY_PERIOD_OPTIONS.map((o) => ({ id: o.value, label: o.label }))} value={cap?.period ?? defaultPeriod} onChange={(period) => period && write({ period })} isDisabled={!cap} />
    </fieldset>
  );
}

/**
 * spec 2 'Ad form' Constraints: dates (Pacific time), chains, locations, frequency (a linked card's
 * per-user limits per Month, Week and Day in its place) and inventory.
 */
export function ConstraintsSection() {
  const form = useAdForm();
  const { draft } = form;
  const { format } = draft.ad;
  const type = format['@type'];
  // spec 2 §4: a post-scan video has no dates of its own.
  const postScan = format['@type'] === 'VideoFormat' && format.placement === 'POST_SCAN';
  return (
    <section className="ad-form-section" aria-labelledby="ad-constraints">
      <h2 id="ad-constraints">{AD_TEXT.constraints}</h2>
      {!postScan && (
        <>
          <p className="field-description">{AD_TEXT.datesHint}</p>
          <StartEndDatesEditor start={draft.startDate} end={draft.endDate} errorOf={form.errorOf} onProblem={form.reportDateProblem} onChange={({ start, end }) => form.update((d) => ({ ...d, startDate: start, endDate: end }), 'startDate')} />
        </>
      )}
      <ChainPicker value={draft.chainIds} onChange={(chainIds) => form.update((d) => ({ ...d, chainIds }), 'chainIds')} />
      {form.errorOf('chainIds') && <p className="field-error" role="alert">{form.errorOf('chainIds')}</p>}
      <LocationEditor
        whitelist={draft.whitelist}
        blacklist={draft.blacklist}
        withBlacklist={type !== 'WalkInFormat'}
        onChange={(patch) => form.update((d) => ({ ...d, ...patch }), patch.whitelist !== undefined ? 'whitelist' : 'blacklist')}
        whitelistError={form.errorOf('whitelist')}
        blacklistError={form.errorOf('blacklist')}
      />
      <div className="form-grid">
        {type === 'LinkedCardFormat' ? (
          <LinkedCardLimits />
        ) : (
          <CapFields kind="FrequencyConstraint" label={AD_TEXT.frequency} engagementsLabel={AD_TEXT.frequencyEngagements} periodLabel={AD_TEXT.frequencyPeriod} defaultPeriod={defaultFrequencyPeriod(type)} />
        )}
        <CapFields kind="MaxEngagementsConstraint" label={AD_TEXT.inventory} engagementsLabel={AD_TEXT.inventoryEngagements} periodLabel={AD_TEXT.inventoryPeriod} description={AD_TEXT.inventoryHint} defaultPeriod={defaultMaxEngagementsPeriod(type)} />
      </div>
      {form.errorOf('constraints') && <p className="field-error" role="alert">{form.errorOf('constraints')}</p>}
    </section>
  );
}
