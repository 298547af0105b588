import { mapNonEmpty } from '#domain/lists';
/** How a chain's MCommerce affiliate offers are displayed (spec 3 §3 'Affiliate display configuration'). */
export const DISPLAY_INTEGRATION_TYPES = [
  { value: 'BUTTON_SDK', label: 'Button SDK' },
  { value: 'SK_WEBVIEW_SDK', label: 'Webview SDK' },
  { value: 'IMPACT_RADIUS', label: 'Impact Radius' },
] as const;
export type DisplayIntegrationType = (typeof DISPLAY_INTEGRATION_TYPES)[number]['value'];
export const DISPLAY_INTEGRATION_TYPE_VALUES = mapNonEmpty(DISPLAY_INTEGRATION_TYPES, (t) => t.value);
