import { Checkbox } from 'react-aria-components';
import { defaultAward, type Award } from '#domain/ad/award';
import { WALK_IN_TAPOUT_LOCATION } from '#domain/ad/tapout';
import { AdSwitch } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { OwnTheTripFields } from './OwnTheTripFields';
import { TapoutFields } from './TapoutFields';
import { WalkInLevels } from './WalkInLevels';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

export const WALK_IN_TEXT = {
  bigWalkin: 'Big Walkin',
  hasLevels: 'Has Walkin levels',
  walkInPromotion: 'Walk-in promotion',
} as const;

const WALKIN_PROMOTION = 'WALKIN_PROMOTION';

/** spec 2 §3 walk-in tags: WALKIN_PROMOTION on or off, keeping the other tags (OTT_VIDEO). */
function WalkInPromotion() {
  const form = useAdForm();
  const { format } = form.draft.ad;
  const tags: readonly string[] = 'tags' in format ? (format.tags ?? []) : [];
  const others = tags.filter((t) => t !== WALKIN_PROMOTION);
  return (
    <Checkbox className="checkbox" isSelected={tags.includes(WALKIN_PROMOTION)} onChange={(on) => form.setAt('format.tags', on ? [...others, WALKIN_PROMOTION] : others)}>
      {WALK_IN_TEXT.walkInPromotion}
    </Checkbox>
  );
}

/** The award of the other kind, keeping the award's order and wallet. */
function switchedAward(award: Award | undefined, multiLevel: boolean): Award {
  const next = defaultAward(multiLevel ? 'MultiLevelWalkinAward' : 'CurrencyAward');
  const kept = award ? Object.fromEntries(Object.entries({ insertionOrderId: award.insertionOrderId, walletId: award.walletId }).filter(([, id]) => id != null)) : {};
  return { ...next, ...kept };
}

/**
 * spec 2 'Walk-in form': the Big Walkin switch; 'Has Walkin levels' on gives a multi-level award
 * (its levels here), off a single amount (the award section's Kicks); the walk-in's tapout (those of
 * its Nearby Tab placement, STORE_LIST) and its WALKIN_PROMOTION tag; the Own-The-Trip section.
 * The walk-in has no blacklist (the constraints section leaves it out).
 */
export function WalkInFields() {
  const form = useAdForm();
  const award = form.draft.ad.awards?.COMPLETED;
  const multiLevel = award?.['@type'] === 'MultiLevelWalkinAward';
  return (
    <>
      <div className="form-grid">
        <AdSwitch path="format.bigWalkin" label={WALK_IN_TEXT.bigWalkin} />
        <ToggleSwitch
          isSelected={multiLevel}
          onChange={(on) => form.update((d) => ({ ...d, ad: { ...d.ad, awards: { COMPLETED: switchedAward(d.ad.awards?.COMPLETED, on) } } }), 'awards.COMPLETED')}
        >
          {WALK_IN_TEXT.hasLevels}
        </ToggleSwitch>
      </div>
      {multiLevel && <WalkInLevels />}
      <div className="form-grid">
        <TapoutFields path="format.tapout" location={WALK_IN_TAPOUT_LOCATION} />
        <WalkInPromotion />
      </div>
      <OwnTheTripFields />
    </>
  );
}
