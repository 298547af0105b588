import { AWARD_TYPES, DEFAULT_DOLLARS, defaultAward, parseDollars, videoAwards, type Award, type Awards } from '#domain/ad/award';
import { AWARD_FORMATS } from '#domain/catalogs/formats';
import { isOneOf } from '#domain/lists';
import { NumberInput } from '#app/ui/form-fields';
import { SelectField } from '#app/ui/SelectField';
import { AdMoney, AdNumber } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';

/** Formats with an award of their own beyond the award section's list (spec 2 §3 'Awards', §9). */
const OTHER_AWARD_FORMATS: readonly string[] = ['LinkedCardFormat', 'K4RRFormat', 'McommRuleFormat', 'InstantSurpriseFormat', 'WalkInFormat'];
const VIDEO_FORMATS: readonly string[] = ['VideoFormat', 'VastUrlFormat'];
/** spec 2 §5: 'award type required (Kicks/Dollar or Kicks/Flat Transaction)'. */
const PER_TRANSACTION_OPTIONS = [
  { id: 'KicksPerCurrencyUnitAward', label: 'Kicks/Dollar' },
  { id: 'CurrencyAward', label: 'Kicks/Flat Transaction' },
];

/**
 * The awards once Kicks are typed: a video's whole number under 1 or empty clears them (spec 2 §4);
 * elsewhere, and for a minus, a decimal or text that is no number, the amount as typed goes into the
 * award there is (a receipt's eligibility award keeps its configuration), or a Kicks award when there
 * is none yet, so the Kicks rule names what is wrong rather than another number being saved.
 */
function awardsWithKicks(format: string, ad: { insertionOrderId?: string | null; awards?: Awards | null }, amount: number | null): Awards {
  if (VIDEO_FORMATS.includes(format) && (amount === null || (Number.isInteger(amount) && amount >= 0))) return videoAwards(amount, ad);
  const award = ad.awards?.COMPLETED ?? { ...defaultAward('CurrencyAward'), insertionOrderId: ad.insertionOrderId ?? null, walletId: null };
  return { COMPLETED: { ...award, amount } as Award };
}

export const hasAwardSection = (format: string) => isOneOf(AWARD_FORMATS, format) || OTHER_AWARD_FORMATS.includes(format);

/**
 * spec 2 'Ad form' award fields: Kicks for the COMPLETED slot; a video's Kicks under 1 or empty
 * clear its award; linked card, K4RR and retailer category awards choose Kicks per dollar or per
 * transaction. Walk-in levels and receipt eligibility live in their formats' sections.
 */
export function AwardSection() {
  const form = useAdForm();
  const type = form.draft.ad.format['@type'];
  const award = form.draft.ad.awards?.COMPLETED;
  const perTransaction = type === 'LinkedCardFormat' || type === 'K4RRFormat' || type === 'McommRuleFormat';
  if (!hasAwardSection(type) || award?.['@type'] === 'MultiLevelWalkinAward') return null;
  return (
    <section className="ad-form-section" aria-labelledby="ad-award">
      <h2 id="ad-award">{AD_TEXT.awards}</h2>
      <div className="form-grid">
        {perTransaction && (
          <SelectField
            label={AD_TEXT.awardType}
            options={PER_TRANSACTION_OPTIONS}
            value={award?.['@type'] ?? null}
            onChange={(next) => isOneOf(AWARD_TYPES, next) && form.update((d) => ({ ...d, ad: { ...d.ad, awards: { COMPLETED: defaultAward(next) } } }), 'awards.COMPLETED')}
            isRequired
          />
        )}
        {award?.['@type'] === 'KicksPerCurrencyUnitAward' ? (
          <>
            <AdNumber path="awards.COMPLETED.numberOfKicks" label={AD_TEXT.numberOfKicks} isRequired />
            {/* dollars, not a whole number: the amount is scaled by its precision (spec 2 §3) */}
            <AdMoney
              path="awards.COMPLETED.amount"
              precisionPath="awards.COMPLETED.precision"
              defaultPrecision={DEFAULT_DOLLARS.precision}
              parse={parseDollars}
              label={AD_TEXT.numberOfDollars}
              description={AD_TEXT.dollarsHint}
              isRequired
            />
          </>
        ) : (
          <NumberInput
            label={AD_TEXT.kicks}
            name="awards.COMPLETED.amount"
            value={award && 'amount' in award && typeof award.amount === 'number' ? award.amount : null}
            onChange={(amount) => form.update((d) => ({ ...d, ad: { ...d.ad, awards: awardsWithKicks(type, d.ad, amount) } }), 'awards.COMPLETED.amount')}
            description={AD_TEXT.kicksHint}
            error={form.errorOf('awards.COMPLETED.amount')}
            isRequired={!VIDEO_FORMATS.includes(type)}
            // spec 2 §4: a big scan's Kicks cannot change after saving
            isReadOnly={type === 'BigScanFormat' && Boolean(form.scope.stored)}
          />
        )}
      </div>
    </section>
  );
}
