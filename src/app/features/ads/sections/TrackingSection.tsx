import { FORMATS } from '../../../../domain/catalogs/formats';
import { AdTextList } from '../AdFields';
import { useAdForm } from '../form-context';
import { AD_TEXT } from '../text';

/** spec 2 'Lookbook form': a lookbook's engagement URLs are global ones, for brand campaigns only. */
function showsEngagementUrls(formatType: string, category: string | undefined): boolean {
  const lookbook = FORMATS.some((f) => f.type === formatType && f.group === 'Lookbook');
  return !lookbook || category === 'BRAND';
}

/** spec 2 'Ad form' tracking URLs: impressions and engagements, each an http(s) URL. */
export function TrackingSection() {
  const form = useAdForm();
  return (
    <section className="ad-form-section" aria-labelledby="ad-tracking">
      <h2 id="ad-tracking">{AD_TEXT.tracking}</h2>
      <div className="form-grid">
        <AdTextList path="impressionUrls" label={AD_TEXT.impressionUrls} />
        {showsEngagementUrls(form.draft.ad.format['@type'], form.scope.campaign.category) && <AdTextList path="engagementUrls" label={AD_TEXT.engagementUrls} />}
      </div>
    </section>
  );
}
