import './format-sections.css';
import '#app/ui/checkbox.css';
import { Checkbox } from 'react-aria-components';
import { BANNER_IMAGES } from '#domain/ad/banner';
import { hasVideoOtt, OTT_DESCRIPTION_LENGTH, OTT_LINK_LABELS, OTT_VIDEO_TAG } from '#domain/ad/own-the-trip';
import { AdText } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { ColourFields } from './ColourFields';
import { DeleteOttButton } from './DeleteOttButton';
import { FormatImage } from './FormatImage';
import { VideoSource } from './VideoFields';

export const OTT_TEXT = {
  legend: 'Own-The-Trip',
  ownTheTrip: 'Own-The-Trip',
  videoOtt: 'Video Own-The-Trip',
  locked: 'Locked: this walk-in already links to its next ad.',
  ottVideoHint: 'A post-scan video ad shown after the store details banner, once per shopper.',
  description: 'Store details description',
  descriptionHint: `${OTT_DESCRIPTION_LENGTH.min} to ${OTT_DESCRIPTION_LENGTH.max} characters.`,
} as const;

/**
 * spec 2 'Walk-in form', §4 'Walk-in chain': Own-The-Trip adds a Nearby Tab banner and a store
 * details banner after the walk-in, and Video Own-The-Trip a post-scan video (tag OTT_VIDEO). Both
 * boxes lock once the walk-in links to a next ad; 'Delete OTT' then undoes the chain. A video OTT's
 * store details banner needs the tapout colours and its description, its post-scan video a video
 * (kept as the walk-in's format.videoUrl, as the description is kept in its format).
 */
export function OwnTheTripFields() {
  const form = useAdForm();
  const { format } = form.draft.ad;
  const ott = format['@type'] === 'WalkInFormat' && format.isOwnTheTrip === true;
  const video = hasVideoOtt(format);
  const locked = Boolean(form.draft.ad.nextAdId);
  // A linked ad the campaign's orders have no line item for (the box's own problem, at the boxes).
  const chainProblem = form.errorOf('format.isOwnTheTrip');
  const choose = (next: { ott: boolean; video: boolean }) =>
    form.update((d) => {
      // the boxes are a walk-in's
      if (d.ad.format['@type'] !== 'WalkInFormat') return d;
      const { videoUrl, ...format } = d.ad.format;
      const tags = (format.tags ?? []).filter((t) => t !== OTT_VIDEO_TAG);
      // Video OTT is an option of Own-The-Trip: unchecking Own-The-Trip unchecks it too. The video
      // goes with it: a walk-in has no other use for one, and a hidden URL would hold the submit.
      const withVideo = next.ott && next.video;
      const video = withVideo && videoUrl != null ? { videoUrl } : {};
      return { ...d, ad: { ...d.ad, format: { ...format, isOwnTheTrip: next.ott, tags: withVideo ? [...tags, OTT_VIDEO_TAG] : tags, ...video } } };
    }, 'format.isOwnTheTrip');
  return (
    <fieldset className="format-block">
      <legend>{OTT_TEXT.legend}</legend>
      <Checkbox className="checkbox" isSelected={ott} isDisabled={locked} onChange={(on) => choose({ ott: on, video })}>
        {OTT_TEXT.ownTheTrip}
      </Checkbox>
      <Checkbox className="checkbox" isSelected={video} isDisabled={locked || !ott} onChange={(on) => choose({ ott, video: on })}>
        {OTT_TEXT.videoOtt}
      </Checkbox>
      {chainProblem && <p className="field-error">{chainProblem}</p>}
      {locked && <p className="field-description">{OTT_TEXT.locked}</p>}
      {locked && form.scope.stored?.nextAdId && <DeleteOttButton walkIn={form.scope.stored} />}
      {ott && (
        <>
          <fieldset className="format-block">
            <legend>{OTT_LINK_LABELS.nearbyTabBanner}</legend>
            <FormatImage name={BANNER_IMAGES.STORE_LIST.key} label={BANNER_IMAGES.STORE_LIST.label} size={BANNER_IMAGES.STORE_LIST.size} />
          </fieldset>
          <fieldset className="format-block">
            <legend>{OTT_LINK_LABELS.storeDetailsBanner}</legend>
            <FormatImage name={BANNER_IMAGES.STORE_DETAILS.key} label={BANNER_IMAGES.STORE_DETAILS.label} size={BANNER_IMAGES.STORE_DETAILS.size} />
            {video && (
              <>
                <ColourFields />
                <AdText path="format.legacy.storeDetailsDescription" label={OTT_TEXT.description} description={OTT_TEXT.descriptionHint} multiline isRequired />
              </>
            )}
          </fieldset>
          {video && (
            <fieldset className="format-block">
              <legend>{OTT_LINK_LABELS.videoOtt}</legend>
              <p className="field-description">{OTT_TEXT.ottVideoHint}</p>
              <div className="form-grid">
                <VideoSource isRequired />
              </div>
            </fieldset>
          )}
        </>
      )}
    </fieldset>
  );
}
