import { labelled } from './labelled';

/** How a chain's MCommerce affiliate offers are displayed (spec 3 §3 'Affiliate display configuration'). */
export const { entries: DISPLAY_INTEGRATION_TYPES, values: DISPLAY_INTEGRATION_TYPE_VALUES } = labelled([
  { value: 'BUTTON_SDK', label: 'Button SDK' },
  { value: 'SK_WEBVIEW_SDK', label: 'Webview SDK' },
  { value: 'IMPACT_RADIUS', label: 'Impact Radius' },
]);
export type DisplayIntegrationType = (typeof DISPLAY_INTEGRATION_TYPE_VALUES)[number];
