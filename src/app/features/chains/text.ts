import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { CHAIN_FAVORITE_FIELD, CHAIN_MESSAGES } from '#domain/chain';

/** spec 3 'Chains list', 'Chain form', §8: the chain screens' texts, verbatim where the spec gives them. */
export const CHAIN_TEXT = {
  listTitle: 'Chains',
  newChain: 'New Chain',
  online: 'Online',
  offline: 'Offline',
  tabs: 'Chain kind',
  /** Not named by the spec: the other lists' wording, for chains. */
  search: 'Search chain',
  empty: CHAIN_MESSAGES.noRecords,
  name: 'Name',
  status: 'Status',
  priority: 'Priority',
  loyaltyPrograms: 'Loyalty Programs',
  active: 'Active',
  disabled: 'Disabled',
  preview: 'Chain summary',
  open: 'Edit chain',
  createTitle: (name: string) => `Create chain: ${name}`,
  editTitle: (name: string) => `Edit chain: ${name}`,
  back: 'Back to All Chains',
  cancel: 'Cancel',
  save: 'Save',
  created: CHAIN_MESSAGES.created,
  updated: CHAIN_MESSAGES.updated,
  createFailed: (detail: string) => `${CHAIN_MESSAGES.createFailed} ${detail}`,
  updateFailed: (detail: string) => `${CHAIN_MESSAGES.updateFailed} ${detail}`,
  readFailed: (detail: string) => `${CHAIN_MESSAGES.readFailed} ${detail}`,
  filterCategoriesFailed: (detail: string) => `${CHAIN_MESSAGES.filterCategoriesReadFailed} ${detail}`,
  filterCategoriesUpdateFailed: (detail: string) => `${CHAIN_MESSAGES.filterCategoriesUpdateFailed} ${detail}`,
  locationsFailed: 'The chain’s locations could not be loaded.',
} as const;

/** The form's sections, in the spec's order and words. */
export const CHAIN_SECTIONS = {
  configuration: 'Chain Configuration',
  walkIn: 'Walk-in Limits',
  stories: 'Story Limits',
  onlineStore: 'Online Store',
  images: 'Images',
  kicks: 'Kicks when you buy',
  affiliate: 'MCommerce Affiliate Display Configuration',
  locations: 'Locations',
} as const;

/** Each form field's label, by the draft key it edits (also the stale-save dialog's row names). */
export const CHAIN_FIELD_LABELS = {
  name: 'Name',
  status: 'Chain status',
  supports_online_store: 'Supports online store',
  country: 'Country',
  type: 'Type',
  enabled_start_time: 'Enabled start time',
  enabled_end_time: 'Enabled end time',
  priority: 'Priority',
  loyalty_program_ids: 'Loyalty Programs',
  category_ids: 'Filter categories',
  chain_aliases: 'Chain aliases',
  blink_ereceipt_merchant_names: 'Blink e-receipt merchant names',
  has_content: 'Has content',
  [CHAIN_FAVORITE_FIELD]: 'Favorite',
  supports_geofencing: 'Supports geofencing',
  always_show_in_indexer: 'Always show in indexer',
  visibility_radius: 'Visibility radius (metres)',
  max_per_user_walkins_per_day: 'Max walk-ins per user per day',
  max_per_user_walkins_per_30_days: 'Max walk-ins per user per 30 days',
  min_stories: 'Min stories',
  max_stories: 'Max stories',
  online_store_web_url: 'Online Store Web URL',
  online_store_subtitle: 'Online store subtitle',
  online_store_description: 'Online store description',
  supporting_client_platforms: 'Supporting client platforms',
  max_per_user_online_kicks_per_day: 'Max online kicks per user per day',
  max_per_user_online_kicks_per_7_days: 'Max online kicks per user per 7 days',
  max_per_user_online_kicks_per_30_days: 'Max online kicks per user per 30 days',
  is_kicks_for_purchase_online_disabled: 'Kicks for online purchases disabled',
  is_kicks_for_click_disabled: 'Kicks for clicks disabled',
  return_period: 'Return period (escrow days)',
  online_award_background_color_rgb: 'Online award background color (RGB)',
  online_product_family_ids_to_order: 'Online product family ids, in order',
  display_integration_type: 'Display integration type',
  button_url: 'Button URL',
  url_for_webview: 'Webview URL',
  header_title_for_webview: 'Webview header title',
  header_subtitle_for_webview: 'Webview header subtitle',
  impact_radius_campaign_id: 'Impact Radius campaign id',
  online_store_button_merchant_id: 'Online store button merchant id',
  button_ids: 'Button merchant ids',
  redirect_url: 'Ecommerce redirect URL',
  ...Object.fromEntries(CHAIN_IMAGE_SLOTS.map((s) => [s.field, s.label])),
} satisfies Record<string, string>;

const labelByKey = new Map<string, string>(Object.entries(CHAIN_FIELD_LABELS));
/** A label by any field name, for the gateway's field errors (none for a field the form does not label). */
export const chainFieldLabel = (key: string): string | undefined => labelByKey.get(key);

export const CHAIN_HINTS = {
  commaList: 'Separate entries with commas',
  priority: 'A date: yyyy-mm-dd',
  time: 'yyyy-mm-dd hh:mm:ss',
  onlineLocked: 'Fixed once the chain is created',
  minStories: CHAIN_MESSAGES.minStoriesLabel,
  maxStories: CHAIN_MESSAGES.maxStoriesLabel,
  noIntegration: 'None',
  /** the status radio when enabled_end_time was set outside the form */
  customEnd: (end: string) => `Ends at ${end}`,
} as const;

export const CHAIN_STALE_TEXT = {
  title: 'This chain was changed by someone else',
  body: 'Someone saved this chain after you opened it. These fields differ from what you started from:',
} as const;

