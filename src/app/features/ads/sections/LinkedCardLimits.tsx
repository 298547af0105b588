import type { Constraint } from '#domain/constraint';
import { LINKED_CARD_LIMIT_PERIODS, LINKED_CARD_LIMIT_TEXT, linkedCardLimitAt, type LinkedCardLimitPeriod } from '#domain/ad/linked-card-limits';
import { NumberInput } from '#app/ui/form-fields';
import { useAdForm } from '#app/kit/ads/form-context';

/**
 * spec 2 §9: a linked card's per-user limits per Month, Week and Day (0 = unlimited), each the
 * frequency constraint of its period. Editable while the linked card is created; a saved one cannot
 * change (spec 2 §4), so they are read-only there.
 */
export function LinkedCardLimits() {
  const form = useAdForm();
  const constraints = form.draft.ad.constraints ?? [];
  const isReadOnly = Boolean(form.scope.stored);
  const field = (period: LinkedCardLimitPeriod) => {
    const at = linkedCardLimitAt(constraints, period);
    const held = at >= 0 ? constraints[at] : undefined;
    const path = `constraints.${at >= 0 ? at : constraints.length}.engagements`;
    const write = (engagements: number | null) =>
      form.update((d) => {
        const list = [...(d.ad.constraints ?? [])];
        const index = linkedCardLimitAt(list, period);
        const entry = { '@type': 'FrequencyConstraint', engagements, period } as Constraint;
        if (index >= 0) list[index] = entry;
        else list.push(entry);
        return { ...d, ad: { ...d.ad, constraints: list } };
      }, path);
    return (
      <NumberInput
        key={period}
        label={LINKED_CARD_LIMIT_TEXT.label(period)}
        name={path}
        value={held?.['@type'] === 'FrequencyConstraint' ? held.engagements : null}
        onChange={write}
        description={LINKED_CARD_LIMIT_TEXT.hint}
        error={form.errorOf(path)}
        isRequired={!isReadOnly}
        isReadOnly={isReadOnly}
      />
    );
  };
  return (
    <fieldset className="ad-cap">
      <legend>{LINKED_CARD_LIMIT_TEXT.legend}</legend>
      {LINKED_CARD_LIMIT_PERIODS.map(field)}
    </fieldset>
  );
}
