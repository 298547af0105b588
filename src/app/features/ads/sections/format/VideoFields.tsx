import { VIDEO_PLACEMENTS } from '#domain/catalogs/placements';
import { isPostScanVideo, withPostScanPlacement } from '#domain/ad/scan-links';
import { AdSelect, AdText } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { setAt } from '#app/features/ads/path';
import { VideoUpload } from './VideoUpload';

export const VIDEO_TEXT = {
  videoUrl: 'Video URL',
  videoUrlHint: 'An http:// or https:// address of the video file (mp4).',
} as const;

/**
 * The ad's video (format.videoUrl, spec 2 'Video form'): an uploaded mp4 or an external video URL.
 * A video ad has it, and a walk-in for the post-scan video of its video Own-The-Trip.
 */
export function VideoSource({ isRequired }: { isRequired?: boolean }) {
  return (
    <>
      <VideoUpload />
      <AdText path="format.videoUrl" label={VIDEO_TEXT.videoUrl} description={VIDEO_TEXT.videoUrlHint} isRequired={isRequired} />
    </>
  );
}

/**
 * spec 2 'Video form': placement (fixed once saved; POST_SCAN clears the promoted product and the
 * dates), an uploaded mp4 or an external video URL, and the title.
 */
export function VideoFields() {
  const form = useAdForm();
  const choose = (placement: string | null) =>
    form.update((d) => {
      // the domain's rule, shared with the gateway; the draft holds the date range as its own fields
      const ad = withPostScanPlacement(setAt(d.ad, 'format.placement', placement));
      return isPostScanVideo(ad.format) ? { ...d, ad, startDate: null, endDate: null } : { ...d, ad };
    }, 'format.placement');
  return (
    <div className="form-grid">
      <AdSelect path="format.placement" label="Placement" options={VIDEO_PLACEMENTS.map((p) => ({ id: p.value, label: p.label }))} isReadOnly={Boolean(form.scope.stored)} onChange={choose} isRequired />
      <VideoSource isRequired />
      <AdText path="format.title" label="Title" />
    </div>
  );
}

/** A VAST video: the ad server's VAST URL, title and thumbnail. */
export function VastUrlFields() {
  return (
    <div className="form-grid">
      <AdText path="format.vastUrl" label="VAST URL" isRequired />
      <AdText path="format.title" label="Title" />
      <AdText path="format.thumbnail" label="Thumbnail URL" />
    </div>
  );
}
