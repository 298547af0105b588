import { useRef } from 'react';
import './format-sections.css';
import { Button } from 'react-aria-components';
import { BANNER_IMAGES, bannerImageSlots } from '#domain/ad/banner';
import type { BannerPlacement } from '#domain/ad/format-parts';
import { ottColoursRequired } from '#domain/ad/own-the-trip';
import { defaultTapoutFor } from '#domain/ad/tapout';
import { BANNER_LOCATION_VALUES, BANNER_LOCATIONS, type BannerLocation } from '#domain/catalogs/placements';
import { isOneOf } from '#domain/lists';
import type { Constraint } from '#domain/constraint';
import { IMAGE_MESSAGES } from '#domain/images';
import { LIMITS } from '#domain/text';
import { TagListField } from '#app/ui/TagListField';
import { AdSelect, AdTextList } from '#app/features/ads/AdFields';
import { AdTopicPicker } from '#app/features/ads/AdTopicPicker';
import { buttonNamed, firstFocusable, useRowRemoval } from '#app/features/ads/focus-after';
import { useFocusAfterRemoval } from '#app/ui/focus-after-removal';
import { useAdForm } from '#app/kit/ads/form-context';
import { setAt } from '#app/features/ads/path';
import { ColourFields } from './ColourFields';
import { FormatImage } from './FormatImage';
import { TapoutFields } from './TapoutFields';

/** spec 2 §8: a failed full-width upload names no cause in its notification (the field shows it). */
const fullWidthUploadFailed = () => IMAGE_MESSAGES.uploadFailedTryAgain;

export const BANNER_TEXT = {
  promotedProduct: 'Promoted Product',
  promotedProductHint: 'Required for a tapout on Store Details, and on the Nearby Tab when the tapout names no chain.',
  placement: (n: number) => `Placement ${n}`,
  bannerPlacement: 'Banner placement',
  addPlacement: 'Add placement',
  removePlacement: (n: number) => `Remove placement ${n}`,
  regionWhitelist: 'Region whitelist',
  regionHint: 'Region keys the banner is shown in; empty for every region.',
  tags: 'Banner tags',
  ottHint: 'A store details banner of a video Own-The-Trip (tagged OTT_VIDEO) needs the tapout colours and a description of 72 to 112 characters.',
} as const;

type Region = Extract<Constraint, { '@type': 'RegionConstraint' }>;

/** spec 2 'Banner form': the region whitelist, a RegionConstraint whose keys are the whitelisted regions. */
function RegionWhitelist() {
  const form = useAdForm();
  const region = (form.draft.ad.constraints ?? []).find((c): c is Region => c['@type'] === 'RegionConstraint');
  const keys = region ? Object.keys(region.regionKeys).filter((k) => region.regionKeys[k]) : [];
  const change = (next: string[]) =>
    form.update((d) => {
      const others = (d.ad.constraints ?? []).filter((c) => c['@type'] !== 'RegionConstraint');
      const region: Region = { '@type': 'RegionConstraint', regionKeys: Object.fromEntries(next.map((k) => [k, true])) };
      const constraints = next.length ? [...others, region] : others;
      return { ...d, ad: { ...d.ad, constraints } };
    }, 'constraints');
  return <TagListField label={BANNER_TEXT.regionWhitelist} value={keys} onChange={change} maxLength={LIMITS.id} description={BANNER_TEXT.regionHint} />;
}

/**
 * spec 2 §4: the banner's placements (at most one per location), each with its tapout; changing a
 * placement resets its tapout to the placement's default (Scan Camera on Store Details, Location
 * Scans on the Discover Tab, none on the Nearby Tab).
 */
function Placements() {
  const form = useAdForm();
  const placements = form.draft.ad.format.bannerPlacements ?? [];
  const write = (next: BannerPlacement[]) => form.setAt('format.bannerPlacements', next);
  const placed = (location: BannerLocation) => ({ bannerLocation: location, tapout: defaultTapoutFor(location) ?? null });
  const unused = BANNER_LOCATIONS.filter((l) => !placements.some((p) => p.bannerLocation === l.value));
  // a removed placement's button goes, Add disables once every location is placed: focus goes on
  const ref = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRemoval();
  const remove = useRowRemoval(ref, placements, write, BANNER_TEXT.removePlacement, () => buttonNamed(ref.current, BANNER_TEXT.addPlacement));
  const add = () => {
    // Add is disabled once every location is placed
    const [next] = unused;
    if (!next) return;
    write([...placements, placed(next.value)]);
    focusAfter(() => firstFocusable(buttonNamed(ref.current, BANNER_TEXT.removePlacement(placements.length + 1))));
  };
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {placements.map((p, i) => {
        const path = `format.bannerPlacements.${i}`;
        const locations = BANNER_LOCATIONS.filter((l) => l.value === p.bannerLocation || unused.includes(l));
        return (
          <fieldset className="format-block" key={i}>
            <legend>{BANNER_TEXT.placement(i + 1)}</legend>
            <div className="form-grid">
              <AdSelect
                path={`${path}.bannerLocation`}
                label={BANNER_TEXT.bannerPlacement}
                options={locations.map((l) => ({ id: l.value, label: l.label }))}
                onChange={(location) => isOneOf(BANNER_LOCATION_VALUES, location) && form.update((d) => ({ ...d, ad: setAt(d.ad, path, placed(location)) }), path)}
                isRequired
              />
              <TapoutFields path={`${path}.tapout`} location={p.bannerLocation} />
            </div>
            {placements.length > 1 && (
              <Button className="button" onPress={() => remove(i)}>
                {BANNER_TEXT.removePlacement(i + 1)}
              </Button>
            )}
          </fieldset>
        );
      })}
      {form.errorOf('format.bannerPlacements') && <p className="field-error" role="alert">{form.errorOf('format.bannerPlacements')}</p>}
      <Button className="button" isDisabled={unused.length === 0} onPress={add}>
        {BANNER_TEXT.addPlacement}
      </Button>
    </div>
  );
}

/**
 * spec 2 'Banner form': the promoted product the tapouts may need, placements and tapouts, region
 * whitelist, banner tags, an image per placement at its size and the full-width one, and for a
 * video OTT's store details banner the tapout colours (its description is the ad's description).
 */
export function BannerFields() {
  const form = useAdForm();
  const { ad } = form.draft;
  const pickProduct = (id: string | null) =>
    form.update((d) => ({ ...d, ad: setAt({ ...d.ad, topicIds: id ? [id] : [] }, 'format.promotedProductId', id) }), 'format.promotedProductId');
  const locations = (ad.format.bannerPlacements ?? []).map((p) => p.bannerLocation);
  return (
    <>
      <div className="form-grid">
        <AdTopicPicker path="format.promotedProductId" label={BANNER_TEXT.promotedProduct} type="PromotedProduct" description={BANNER_TEXT.promotedProductHint} onChange={pickProduct} />
      </div>
      <Placements />
      <div className="form-grid">
        <RegionWhitelist />
        <AdTextList path="format.tags" label={BANNER_TEXT.tags} maxLength={LIMITS.tag} />
        {bannerImageSlots(locations).map((slot) => (
          <FormatImage key={slot.key} name={slot.key} label={slot.label} size={slot.size} failureMessage={slot === BANNER_IMAGES.fullWidth ? fullWidthUploadFailed : undefined} />
        ))}
      </div>
      {locations.includes('STORE_DETAILS') && <p className="field-description">{BANNER_TEXT.ottHint}</p>}
      {ottColoursRequired(ad) && <ColourFields />}
    </>
  );
}
