import { kickAmountOf } from '#domain/ad/award';
import { datesOfConstraints } from '#domain/ad/status';
import { linkedBigScans, postScanVideos } from '#domain/ad/scan-links';
import { formatDate } from '#app/ui/format';
import { AdNumber, AdSelect, AdSwitch, AdText } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { LinkedReceipt } from './LinkedReceipt';

export const POST_SCAN_SURVEY_QUERY = '?user_id={user_id}&product_family_id={product_family_id}';
/** spec 2 §5: the survey URL gets the shopper and product family parameters on blur when absent. */
export const withSurveyQuery = (url: string) => (url && !url.includes(POST_SCAN_SURVEY_QUERY) ? `${url}${POST_SCAN_SURVEY_QUERY}` : url);

const NO_VIDEO = '-';

/** spec 2 'Scan' fields and the scan ad's 'Other' section: limits, max price (MCOMM), survey, post-scan video, linked receipt, linked big scans. */
export function ProductScanFields() {
  const form = useAdForm();
  const mcomm = form.scope.campaign.category === 'MCOMM';
  const videos = postScanVideos(form.scope.campaignAds);
  const bigScans = linkedBigScans(form.draft.ad, form.scope.campaignAds);
  return (
    <>
      <div className="form-grid">
        <AdSwitch path="format.legalAgeRequired" label="Legal age required" />
        <AdNumber path="format.maxScansPerLocation" label="Max scans per location" description="Required together with the rollover time." />
        <AdNumber path="format.rolloverTimePerLocation" label="Rollover time per location (hours)" description="At least 6 hours; required together with the max scans." />
        {mcomm && <AdNumber path="format.legacy.maxPriceInCents" label="Max price in cents" isRequired />}
        <AdText path="format.legacy.postScanSurveyUrl" label="Post-scan survey URL" onBlurValue={withSurveyQuery} />
        <AdSelect
          path="nextAdId"
          label="Post-scan video"
          description={videos.length ? 'The video shoppers see after scanning.' : 'The campaign has no post-scan video yet.'}
          options={[{ id: NO_VIDEO, label: 'None' }, ...videos.map((v) => ({ id: v.id, label: `${v.name} (${v.id})` }))]}
          onChange={(id) => form.setAt('nextAdId', !id || id === NO_VIDEO ? null : id)}
        />
      </div>
      <LinkedReceipt />
      {bigScans.length > 0 && (
        <table className="ad-linked-table" aria-label="Linked Big Scan awards">
          <thead>
            <tr>
              <th scope="col">Big scan</th>
              <th scope="col">Start date</th>
              <th scope="col">End date</th>
              <th scope="col">Inventory count</th>
              <th scope="col">Kicks</th>
            </tr>
          </thead>
          <tbody>
            {bigScans.map((b) => {
              const dates = datesOfConstraints(b.constraints);
              return (
                <tr key={b.id}>
                  <td>{b.name}</td>
                  <td>{formatDate(dates.start) || '—'}</td>
                  <td>{formatDate(dates.end) || '—'}</td>
                  <td>{b.format['@type'] === 'BigScanFormat' ? (b.format.inventory ?? '—') : '—'}</td>
                  <td>{kickAmountOf(b.awards) ?? '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}
