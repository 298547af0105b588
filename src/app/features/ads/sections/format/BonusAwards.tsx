import './format-sections.css';
import { useRef } from 'react';
import { Button } from 'react-aria-components';
import { AdNumber } from '#app/features/ads/AdFields';
import { buttonNamed, useRowRemoval } from '#app/features/ads/focus-after';
import { useAdForm } from '#app/kit/ads/form-context';

export const BONUS_TEXT = {
  legend: 'Bonus awards',
  kicks: (n: number) => `Bonus award ${n} kicks`,
  minAmount: (n: number) => `Bonus award ${n} min amount`,
  add: 'Add bonus award',
  remove: (n: number) => `Remove bonus award ${n}`,
} as const;

type BonusAward = { award: number | null; awardValidityConstraints: { '@type': 'AmountConstraint'; minAmount: number | null; currency: 'USD' }[] };
/** A new bonus award: its Kicks and the purchase amount it needs are typed in (digits only). */
const newBonusAward = (): BonusAward => ({ award: null, awardValidityConstraints: [{ '@type': 'AmountConstraint', minAmount: null, currency: 'USD' }] });

/** spec 2 §3 'Bonus award': extra Kicks once a purchase reaches a minimum amount (linked card, K4RR). */
export function BonusAwards() {
  const form = useAdForm();
  const { format } = form.draft.ad;
  // the rows' own fields read and write by path: here a row is only counted, removed or added
  const awards: readonly unknown[] = 'bonusAwards' in format ? (format.bonusAwards ?? []) : [];
  const write = (next: unknown[]) => form.setAt('format.bonusAwards', next);
  // the removed award's button goes with it: focus goes to the award now in its place, else the one before, else Add
  const ref = useRef<HTMLFieldSetElement>(null);
  const remove = useRowRemoval(ref, awards, write, BONUS_TEXT.remove, () => buttonNamed(ref.current, BONUS_TEXT.add));
  return (
    <fieldset className="format-block" ref={ref}>
      <legend>{BONUS_TEXT.legend}</legend>
      {awards.map((_, i) => (
        <div className="form-grid format-row" key={i}>
          <AdNumber path={`format.bonusAwards.${i}.award`} label={BONUS_TEXT.kicks(i + 1)} isRequired />
          <AdNumber path={`format.bonusAwards.${i}.awardValidityConstraints.0.minAmount`} label={BONUS_TEXT.minAmount(i + 1)} isRequired />
          <Button className="button" onPress={() => remove(i)}>
            {BONUS_TEXT.remove(i + 1)}
          </Button>
        </div>
      ))}
      <Button className="button" onPress={() => write([...awards, newBonusAward()])}>
        {BONUS_TEXT.add}
      </Button>
    </fieldset>
  );
}
