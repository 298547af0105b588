import './format-sections.css';
import { THIRD_PARTY_RECEIPT_PROVIDER } from '#domain/ad/format';
import { lockedFields } from '#domain/ad/locked-fields';
import { EXTERNAL_CAMPAIGN_PROVIDERS } from '#domain/catalogs/external-campaign-providers';
import { AdNumber, AdSelect, AdSwitch, AdText } from '#app/features/ads/AdFields';
import type { AdDraft } from '#app/kit/ads/ad-draft';
import { useAdForm } from '#app/kit/ads/form-context';
import { FORMAT_TEXT } from './format-text';
import { ReceiptEligibility } from './ReceiptEligibility';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

export const RECEIPT_TEXT = {
  retailerReceipt: 'Retailer receipt',
  retailerReceiptHint: 'Off: a Product Receipt ad; on: a Retailer Receipt ad. The format is fixed once the ad is saved.',
  manualAwardingOnly: 'Manual awarding only',
  provider: 'External campaign provider',
  providerLocked: 'Fixed once the ad is saved.',
  offerId: 'External offer id',
  duplicateDetection: 'External duplicate detection',
  minPurchaseQuantity: 'Min purchase quantity',
  /** spec 2 gives the cap no unit (nor a precision, as money amounts have), so it is taken as the whole number stored. */
  maxTransactionHint: 'A whole number, at least 0, stored as typed: no decimal point.',
  ereceipt: 'E-receipt',
  offerType: 'Offer type',
  webviewUrl: 'Webview URL',
} as const;

const RECEIPT_FORMATS = ['ProductReceiptFormat', 'RetailerReceiptFormat'] as const;

/** A product receipt names its promoted product; a retailer receipt has none, so the switch drops it. */
function asReceiptFormat(d: AdDraft, retailer: boolean): AdDraft {
  const current = d.ad.format;
  // the switch is a receipt's
  if (current['@type'] !== 'ProductReceiptFormat' && current['@type'] !== 'RetailerReceiptFormat') return d;
  const format = { ...current, '@type': RECEIPT_FORMATS[retailer ? 1 : 0] };
  if (!retailer) return { ...d, ad: { ...d.ad, format } };
  const product = d.ad.format.promotedProductId;
  return { ...d, ad: { ...d.ad, format: { ...format, promotedProductId: null }, topicIds: (d.ad.topicIds ?? []).filter((id) => id !== product) } };
}

/**
 * spec 2 §3 'Receipt' and §5: manual awarding, the external campaign provider (the third-party one
 * needs an external offer id, and once saved with it both are fixed), duplicate detection, purchase
 * and transaction limits, the E-receipt block and the promotion eligibility block.
 */
export function ReceiptFields() {
  const form = useAdForm();
  const saved = Boolean(form.scope.stored);
  const locked = form.scope.stored ? lockedFields(form.scope.stored) : [];
  const format = form.draft.ad.format;
  const thirdParty = form.valueAt('format.externalCampaignProvider') === THIRD_PARTY_RECEIPT_PROVIDER;
  const ereceiptOn = form.valueAt('format.ereceipt') != null;
  return (
    <>
      <div className="form-grid">
        {!saved && (
          <ToggleSwitch
            isSelected={format['@type'] === 'RetailerReceiptFormat'}
            onChange={(on) => form.update((d) => asReceiptFormat(d, on), 'format.@type')}
            aria-describedby="receipt-kind-hint"
          >
            {RECEIPT_TEXT.retailerReceipt}
          </ToggleSwitch>
        )}
        {!saved && <p id="receipt-kind-hint" className="field-description">{RECEIPT_TEXT.retailerReceiptHint}</p>}
        <AdSwitch path="format.manualAwardingOnly" label={RECEIPT_TEXT.manualAwardingOnly} />
        <AdSelect
          path="format.externalCampaignProvider"
          label={RECEIPT_TEXT.provider}
          options={EXTERNAL_CAMPAIGN_PROVIDERS.map((p) => ({ id: p, label: p }))}
          isReadOnly={locked.includes('externalCampaignProvider')}
          description={locked.includes('externalCampaignProvider') ? RECEIPT_TEXT.providerLocked : undefined}
        />
        <AdText path="format.externalOfferId" label={RECEIPT_TEXT.offerId} isRequired={thirdParty} isReadOnly={locked.includes('externalOfferId')} />
        <AdSwitch path="format.externalDuplicateDetection" label={RECEIPT_TEXT.duplicateDetection} />
        <AdNumber path="format.minPurchaseQuantity" label={RECEIPT_TEXT.minPurchaseQuantity} />
        <AdNumber path="format.maxTransactionAmountToAward" label={FORMAT_TEXT.maxTransactionAmount} description={RECEIPT_TEXT.maxTransactionHint} />
      </div>
      <fieldset className="format-block">
        <legend>{RECEIPT_TEXT.ereceipt}</legend>
        {/* spec 2 §4: on gives an empty offer type and webview URL; off clears them */}
        <ToggleSwitch isSelected={ereceiptOn} onChange={(on) => form.setAt('format.ereceipt', on ? { offerType: '', webviewURL: '' } : null)}>
          {RECEIPT_TEXT.ereceipt}
        </ToggleSwitch>
        {ereceiptOn && (
          <div className="form-grid">
            <AdText path="format.ereceipt.offerType" label={RECEIPT_TEXT.offerType} />
            <AdText path="format.ereceipt.webviewURL" label={RECEIPT_TEXT.webviewUrl} />
          </div>
        )}
      </fieldset>
      <ReceiptEligibility />
    </>
  );
}
