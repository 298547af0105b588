import './format-sections.css';
import { ELIGIBILITY_TYPES, withEligibility } from '#domain/ad/award';
import { isOneOf } from '#domain/lists';
import { SelectField } from '#app/ui/SelectField';
import { AdNumber } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';

export const ELIGIBILITY_TEXT = {
  legend: 'Promotion eligibility',
  type: 'Eligibility type',
  none: 'None',
  QuantityAwardConfiguration: 'Quantity',
  AmountAwardConfiguration: 'Amount',
  minQuantity: 'Minimum quantity',
  maxQuantity: 'Maximum quantity',
  maxQuantityHint: 'A multiple of the minimum.',
  minAmount: 'Minimum amount (cents)',
  maxAmount: 'Maximum amount (cents)',
  maxAmountHint: 'At most 5000 ($50).',
} as const;

const NONE = 'NONE';
const CONFIG = 'awards.COMPLETED.awardConfiguration';

/**
 * spec 2 'E-receipt block and promotion eligibility block': a type makes the award a receipt Kicks
 * award with a quantity (min/max) or amount (min/max cents) configuration; None makes it a plain
 * Kicks award again. The bounds' rules are the domain's (spec 2 §5), shown at each bound.
 */
export function ReceiptEligibility() {
  const form = useAdForm();
  const award = form.draft.ad.awards?.COMPLETED;
  const type = award?.['@type'] === 'ReceiptKicksCurrencyAward' ? award.awardConfiguration['@type'] : null;
  const choose = (next: string | null) =>
    form.update((d) => ({ ...d, ad: { ...d.ad, awards: { ...d.ad.awards, COMPLETED: withEligibility(d.ad.awards?.COMPLETED, isOneOf(ELIGIBILITY_TYPES, next) ? next : null) } } }), CONFIG);
  return (
    <fieldset className="format-block">
      <legend>{ELIGIBILITY_TEXT.legend}</legend>
      <div className="form-grid">
        <SelectField
          label={ELIGIBILITY_TEXT.type}
          options={[{ id: NONE, label: ELIGIBILITY_TEXT.none }, ...ELIGIBILITY_TYPES.map((t) => ({ id: t, label: ELIGIBILITY_TEXT[t] }))]}
          value={type ?? NONE}
          onChange={choose}
        />
        {type === 'QuantityAwardConfiguration' && (
          <>
            <AdNumber path={`${CONFIG}.minQuantity`} label={ELIGIBILITY_TEXT.minQuantity} isRequired />
            <AdNumber path={`${CONFIG}.maxQuantity`} label={ELIGIBILITY_TEXT.maxQuantity} description={ELIGIBILITY_TEXT.maxQuantityHint} isRequired />
          </>
        )}
        {type === 'AmountAwardConfiguration' && (
          <>
            <AdNumber path={`${CONFIG}.minAmount`} label={ELIGIBILITY_TEXT.minAmount} isRequired />
            <AdNumber path={`${CONFIG}.maxAmount`} label={ELIGIBILITY_TEXT.maxAmount} description={ELIGIBILITY_TEXT.maxAmountHint} isRequired />
          </>
        )}
      </div>
    </fieldset>
  );
}
