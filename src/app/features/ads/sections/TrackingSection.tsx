import { isLookbook } from '#domain/ad/lookbook-rules';
import { AdTextList } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';

/**
 * spec 2 'Ad form' tracking URLs: impressions and engagements, each an http(s) URL. A lookbook's
 * engagement URLs are global ones, in its own section (spec 2 'Lookbook form', brand only).
 */
export function TrackingSection() {
  const form = useAdForm();
  return (
    <section className="ad-form-section" aria-labelledby="ad-tracking">
      <h2 id="ad-tracking">{AD_TEXT.tracking}</h2>
      <div className="form-grid">
        <AdTextList path="impressionUrls" label={AD_TEXT.impressionUrls} />
        {!isLookbook(form.draft.ad.format) && <AdTextList path="engagementUrls" label={AD_TEXT.engagementUrls} />}
      </div>
    </section>
  );
}
