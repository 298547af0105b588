import { useQuery } from '@tanstack/react-query';
import { BUNDLE_LINKABLE_FORMATS, FORMAT_RULE_MESSAGES, MIN_BUNDLE_ADS } from '#domain/ad/format';
import { formatLabel } from '#domain/catalogs/formats';
import { campaignAdSetsQuery } from '#app/api/ad-set';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { MultiSelectField } from '#app/ui/MultiSelectField';
import { failureDetail } from '#app/api/errors';
import { useAdForm } from '#app/kit/ads/form-context';
import { AD_TEXT } from '#app/kit/ads/text';
import { FormatImage } from './FormatImage';

export const BUNDLE_TEXT = {
  linkedAds: 'Ads to link',
  linkedAdsHint: 'The campaign’s scan and receipt ads; choose at least two.',
  scanMissionImage: 'Scan mission image',
  offerBundleImage: 'Offer bundle image',
} as const;

/**
 * spec 2 §3 'BundleFormat' and §5: the scan and receipt ads of the campaign (every ad set) a Receipt
 * Bundle or Scan Mission links, and its image. Fewer than two such ads leave nothing to bundle: the
 * domain's rule on adIds keeps Submit disabled, and the section says why at once.
 */
export function BundleFields() {
  const form = useAdForm();
  const { campaign, version, stored } = form.scope;
  const sets = useQuery(campaignAdSetsQuery(version, campaign.id));
  const linkable = (sets.data ?? [])
    .flatMap((s) => s.ads)
    .filter((ad) => ad.id !== stored?.id && BUNDLE_LINKABLE_FORMATS.includes(ad.format['@type']))
    .map((ad) => ({ id: ad.id, label: `${ad.name} · ${formatLabel(ad.format)}` }));
  const chosen = form.draft.ad.format.adIds ?? [];
  const scanMission = form.valueAt('format.legacy.bundle_type') === 'SCAN_MISSION';
  return (
    <div className="form-grid">
      {sets.isPending ? (
        <LoadingIndicator />
      ) : sets.error ? (
        <InlineBanner type="error" title={AD_TEXT.adFailed(failureDetail(sets.error))} />
      ) : linkable.length < MIN_BUNDLE_ADS ? (
        <InlineBanner type="error" title={FORMAT_RULE_MESSAGES.bundleAds} />
      ) : (
        <MultiSelectField
          label={BUNDLE_TEXT.linkedAds}
          options={linkable}
          value={chosen}
          onChange={(ids) => form.setAt('format.adIds', ids)}
          description={BUNDLE_TEXT.linkedAdsHint}
          errorMessage={form.errorOf('format.adIds')}
          isRequired
          // named by its path: the summary's 'Choose at least two ads to link' leads here
          name="format.adIds"
        />
      )}
      {scanMission ? (
        <FormatImage name="scanMissionImage" label={BUNDLE_TEXT.scanMissionImage} size={{ width: 532, height: 624 }} />
      ) : (
        <FormatImage name="offerBundleImage" label={BUNDLE_TEXT.offerBundleImage} size={{ width: 532, height: 532 }} />
      )}
    </div>
  );
}
