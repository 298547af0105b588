import { DISPLAY_INTEGRATION_TYPE_VALUES, DISPLAY_INTEGRATION_TYPES } from '#domain/catalogs/display-integration-types';
import { isOneOf } from '#domain/lists';
import { SelectField } from '#app/ui/SelectField';
import { draftFields, FormSection, type SectionProps } from './fields';
import { CHAIN_FIELD_LABELS, CHAIN_HINTS, CHAIN_SECTIONS } from './text';

const NONE = 'NONE';
const OPTIONS = [{ id: NONE, label: CHAIN_HINTS.noIntegration }, ...DISPLAY_INTEGRATION_TYPES.map((t) => ({ id: t.value, label: t.label }))];

/**
 * spec 3 'Chain form': MCommerce Affiliate Display Configuration. The integration type picks which
 * display details apply (button URL, or the web view's URL and headers); the button merchant ids,
 * Impact Radius campaign id and the ecommerce redirect URL sit beside it.
 */
export function AffiliateSection(p: SectionProps) {
  const f = draftFields(p);
  const type = p.draft.display_integration_type;
  return (
    <FormSection title={CHAIN_SECTIONS.affiliate}>
      <SelectField
        label={CHAIN_FIELD_LABELS.display_integration_type}
        options={OPTIONS}
        value={type ?? NONE}
        onChange={(t) => p.set('display_integration_type', isOneOf(DISPLAY_INTEGRATION_TYPE_VALUES, t) ? t : null)}
        errorMessage={p.errorOf('display_integration_type')}
      />
      {type === 'BUTTON_SDK' && f.text('button_url', { type: 'url' })}
      {(type === 'SK_WEBVIEW_SDK' || type === 'IMPACT_RADIUS') && (
        <>
          {f.text('url_for_webview', { type: 'url' })}
          {f.text('header_title_for_webview')}
          {f.text('header_subtitle_for_webview')}
        </>
      )}
      {f.text('impact_radius_campaign_id')}
      {f.text('online_store_button_merchant_id')}
      {f.text('button_ids', { description: CHAIN_HINTS.commaList })}
      {f.text('redirect_url', { type: 'url' })}
    </FormSection>
  );
}
