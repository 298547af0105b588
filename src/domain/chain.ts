import * as v from 'valibot';
import { object } from './plain-object';
import { CHAIN_IMAGE_SLOTS } from './catalogs/chain-image-slots';
import { CLIENT_PLATFORMS } from './catalogs/client-platforms';
import { DISPLAY_INTEGRATION_TYPE_VALUES } from './catalogs/display-integration-types';
import { PLATFORM_KEY } from './catalogs/platform';
import { httpUrl, integer, LIMITS, text } from './text';
import { isStoredYear } from './timestamp';

/** A retail chain (spec 3 §3 'Chain'), its form rules (§5), status (§4) and list view. */

/** Chain times travel as 'yyyy-mm-dd hh:mm:ss' text: the day, hours, minutes and seconds. */
export const CHAIN_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** Four digits, dash, two digits, dash, two digits (spec 3 §5): year, month and day. */
export const CHAIN_PRIORITY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is yyyy-mm-dd naming a day the calendar has (not 2024-13-45, not 2023-02-29), in the stored years (not 0000). */
function isCalendarDay(ymd: string): boolean {
  const [, y, m, d] = CHAIN_PRIORITY_PATTERN.exec(ymd)?.map(Number) ?? [];
  if (y === undefined || m === undefined || d === undefined || !isStoredYear(y)) return false;
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A priority is a date text yyyy-mm-dd (spec 3 §9): the pattern, and a day the calendar has. */
export const isChainPriority = (s: string): boolean => isCalendarDay(s);

/** A chain time 'yyyy-mm-dd hh:mm:ss': the pattern, a calendar day and a time of day (00:00:00 to 23:59:59). */
export function isChainTime(s: string): boolean {
  const [, day, h, min, sec] = CHAIN_TIME_PATTERN.exec(s) ?? [];
  return day !== undefined && isCalendarDay(day) && Number(h) < 24 && Number(min) < 60 && Number(sec) < 60;
}

export const CHAIN_DEFAULT_START = '1900-01-01 00:00:00';
/** enabled_end_time of an active chain: the far-future value. */
export const CHAIN_ACTIVE_END = '9999-12-31 23:59:59';
/** enabled_end_time of a disabled chain: the 1900 start value. */
export const CHAIN_DISABLED_END = '1900-01-01 00:00:00';

export const CHAIN_DEFAULTS = {
  country: 'US',
  type: 'LARGE_CHAIN',
  enabled_start_time: CHAIN_DEFAULT_START,
  enabled_end_time: CHAIN_ACTIVE_END,
} as const;

/** The favourite flag's name carries the platform's name (spec: is_{product}_favorite). */
export const CHAIN_FAVORITE_FIELD = `is_${PLATFORM_KEY}_favorite` as const;

export const CHAIN_MESSAGES = {
  nameRequired: 'Name is required.',
  onlineStoreUrlRequired: 'Online Store Web URL is required.',
  invalidUrl: 'Please make sure to add a valid URL.',
  priority: 'Priority must be a date in the form yyyy-mm-dd',
  time: 'Must be a time such as 1900-01-01 00:00:00',
  /** the spec's story labels (§5), used in the story limit messages */
  minStoriesLabel: 'should be greater than or equal to',
  maxStoriesLabel: 'should be less than or equal to',
  minStories: 'Min stories should be greater than or equal to 0',
  maxStories: 'Max stories should be greater than or equal to 0',
  minAboveMax: 'Min stories should be less than or equal to max stories',
  onlineLocked: 'A chain cannot change between online and offline once it is created',
  imageRequired: 'This image is required',
  // notifications (spec 3 §8)
  created: 'Chain created successfully',
  updated: 'Chain updated successfully',
  createFailed: 'There was an issue creating chain.',
  updateFailed: 'There was an issue updating chain.',
  readFailed: 'There was an issue retrieving chain.',
  filterCategoriesReadFailed: 'There was an issue retrieving filter categories.',
  filterCategoriesUpdateFailed: 'There was an issue updating filter categories.',
  noRecords: 'No records found',
} as const;

/**
 * The gateway's word on a chain id a write names (a chain constraint, a tapout, a retailer category)
 * that no chain holds: checked when set or changed, as insertion orders are (decision 016).
 */
export const unknownChainMessage = (ids: readonly string[]) => `Unknown chain ${ids.join(', ')}`;

const count = () => v.optional(integer(0, 1_000_000_000), 0);
const flag = () => v.optional(v.boolean('Must be true or false'), false);
const optionalString = (max: number = LIMITS.shortText) => v.optional(v.nullable(text(max)));
const optionalUrl = () => v.optional(v.nullable(httpUrl()));
const stringList = (max: number = LIMITS.id) => v.optional(v.pipe(v.array(text(max)), v.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} items`)), []);
const chainTime = (fallback: string) => v.optional(v.pipe(v.string(CHAIN_MESSAGES.time), v.check(isChainTime, CHAIN_MESSAGES.time)), fallback);

export const WebviewDisplayDetailsSchema = object({
  url_for_webview: optionalUrl(),
  header_title_for_webview: optionalString(),
  header_subtitle_for_webview: optionalString(),
});
export const ButtonWebviewDisplayDetailsSchema = object({ button_url: optionalUrl() });

/** The MCommerce affiliate display configuration, one variant per display_integration_type. */
export const AffiliateDisplayConfigurationSchema = v.variant(
  'display_integration_type',
  [
    object({
      display_integration_type: v.literal('BUTTON_SDK'),
      button_webview_display_details: v.optional(v.nullable(ButtonWebviewDisplayDetailsSchema)),
    }),
    object({
      display_integration_type: v.literal('SK_WEBVIEW_SDK'),
      webview_display_details: v.optional(v.nullable(WebviewDisplayDetailsSchema)),
    }),
    // Impact Radius links open in the web view too; the campaign id is the chain's impact_radius_campaign_id.
    object({
      display_integration_type: v.literal('IMPACT_RADIUS'),
      webview_display_details: v.optional(v.nullable(WebviewDisplayDetailsSchema)),
    }),
  ],
  `Must be one of ${DISPLAY_INTEGRATION_TYPE_VALUES.join(', ')}`,
);
export type AffiliateDisplayConfiguration = v.InferOutput<typeof AffiliateDisplayConfigurationSchema>;

export const EcommerceConfigurationSchema = object({ redirect_url: optionalUrl() });

const imageEntries = Object.fromEntries(CHAIN_IMAGE_SLOTS.map((s) => [s.field, optionalString(LIMITS.url)])) as Record<
  (typeof CHAIN_IMAGE_SLOTS)[number]['field'],
  ReturnType<typeof optionalString>
>;

const ChainFieldsSchema = object({
  name: v.pipe(v.optional(v.string(CHAIN_MESSAGES.nameRequired), ''), v.trim(), v.minLength(1, CHAIN_MESSAGES.nameRequired), v.maxLength(LIMITS.name, `Must be at most ${LIMITS.name} characters`)),
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Must be a two-letter country code such as US')), CHAIN_DEFAULTS.country),
  type: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'Must be a chain type such as LARGE_CHAIN')), CHAIN_DEFAULTS.type),
  enabled_start_time: chainTime(CHAIN_DEFAULTS.enabled_start_time),
  enabled_end_time: chainTime(CHAIN_DEFAULTS.enabled_end_time),
  supports_online_store: flag(),
  loyalty_program_ids: stringList(),
  ...imageEntries,
  online_store_web_url: optionalUrl(),
  online_store_subtitle: optionalString(),
  online_store_description: optionalString(LIMITS.description),
  supporting_client_platforms: v.optional(
    v.pipe(v.array(v.picklist(CLIENT_PLATFORMS, `Must be one of ${CLIENT_PLATFORMS.join(', ')}`)), v.maxLength(CLIENT_PLATFORMS.length * 2)),
    [],
  ),
  max_per_user_online_kicks_per_day: count(),
  max_per_user_online_kicks_per_7_days: count(),
  max_per_user_online_kicks_per_30_days: count(),
  is_kicks_for_purchase_online_disabled: flag(),
  is_kicks_for_click_disabled: flag(),
  priority: v.optional(v.nullable(v.pipe(v.string(CHAIN_MESSAGES.priority), v.check((s) => s === '' || isChainPriority(s), CHAIN_MESSAGES.priority)))),
  online_award_background_color_rgb: optionalString(32),
  online_product_family_ids_to_order: stringList(),
  chain_aliases: stringList(LIMITS.name),
  blink_ereceipt_merchant_names: stringList(LIMITS.name),
  has_content: flag(),
  [CHAIN_FAVORITE_FIELD]: flag(),
  supports_geofencing: flag(),
  always_show_in_indexer: flag(),
  visibility_radius: count(),
  /** ids of the chain's categories (the filter categories of /adminBackend/legacy/v1/filter/categories) */
  category_ids: v.optional(v.pipe(v.array(integer(1, 1_000_000)), v.maxLength(LIMITS.listItems)), []),
  max_per_user_walkins_per_day: count(),
  max_per_user_walkins_per_30_days: count(),
  min_stories: v.optional(v.pipe(v.number('Must be a number'), v.integer('Must be a whole number'), v.minValue(0, CHAIN_MESSAGES.minStories), v.maxValue(1_000_000)), 0),
  max_stories: v.optional(v.pipe(v.number('Must be a number'), v.integer('Must be a whole number'), v.minValue(0, CHAIN_MESSAGES.maxStories), v.maxValue(1_000_000)), 0),
  /** escrow period in days */
  return_period: v.optional(v.nullable(integer(0, 3650))),
  online_store_button_merchant_id: optionalString(LIMITS.id),
  impact_radius_campaign_id: optionalString(LIMITS.id),
  affiliate_display_configuration: v.optional(v.nullable(AffiliateDisplayConfigurationSchema)),
  ecommerce_configuration: v.optional(v.nullable(EcommerceConfigurationSchema)),
});

/**
 * The chain as the form saves it (chain_id is the path's or the server's). Cross-field rules: an
 * online store needs its web URL; a non-zero max_stories may not be below min_stories
 * (0 leaves the limit unset).
 */
export const ChainSchema = v.pipe(
  ChainFieldsSchema,
  v.forward(
    v.check((c) => !c.supports_online_store || Boolean(c.online_store_web_url), CHAIN_MESSAGES.onlineStoreUrlRequired),
    ['online_store_web_url'],
  ),
  v.forward(v.check((c) => c.max_stories === 0 || c.min_stories <= c.max_stories, CHAIN_MESSAGES.minAboveMax), ['min_stories']),
);
export type Chain = v.InferOutput<typeof ChainSchema>;
export type StoredChain = Chain & { chain_id: string };

/** Button merchant ids travel beside the chain, not in it. */
export const buttonIdList = () =>
  v.optional(v.pipe(v.array(v.pipe(v.string('Must be a list of button merchant ids'), v.trim(), v.minLength(1, 'Must not be empty'), v.maxLength(LIMITS.id))), v.maxLength(LIMITS.listItems)), []);

/** Chain aliases, product family ids and button merchant ids are typed as comma-separated text. */
export function splitCommaList(input: string | null | undefined): string[] {
  return (input ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export type ChainStatus = 'Active' | 'Disabled' | 'Custom';

/** Active: far-future end; Disabled: the 1900 end; anything else was set outside the form's radio. */
export function chainStatus(chain: { enabled_end_time?: string | null }): ChainStatus {
  const end = chain.enabled_end_time ?? CHAIN_ACTIVE_END;
  if (end === CHAIN_ACTIVE_END) return 'Active';
  if (end === CHAIN_DISABLED_END) return 'Disabled';
  return 'Custom';
}

export const isChainDisabled = (chain: { enabled_end_time?: string | null }) => chainStatus(chain) === 'Disabled';

/** The 'Chain status' radio: the enabled_end_time each choice sets. */
export function endTimeForStatus(status: 'Active' | 'Disabled'): string {
  return status === 'Active' ? CHAIN_ACTIVE_END : CHAIN_DISABLED_END;
}

export interface ChainListItem {
  label: string;
  id: string;
  loyaltyPrograms: string[];
  isOnline: boolean;
  isDisabled: boolean;
  priority: string | null;
}

/** A chain as the chains list shows it (spec 3 §3). */
export function chainListItem(chain: StoredChain): ChainListItem {
  return {
    label: chain.name,
    id: chain.chain_id,
    loyaltyPrograms: chain.loyalty_program_ids ?? [],
    isOnline: Boolean(chain.supports_online_store),
    isDisabled: isChainDisabled(chain),
    priority: chain.priority || null,
  };
}

/** The logo images the form requires that are still empty (spec 3 §5: the first six). */
export function missingRequiredImages(chain: Partial<Record<string, unknown>>): string[] {
  return CHAIN_IMAGE_SLOTS.filter((s) => s.required && !chain[s.field]).map((s) => s.field);
}

/** Sort keys of the chains list: by name (default), by the disabled flag (Status column), by priority. */
export const CHAIN_SORTS = ['name', 'status', 'priority'] as const;

/** A new chain as the form starts it: every default of spec 3 §3, from the schema itself. */
export const chainDefaults = () => v.getDefaults(ChainSchema) as unknown as Chain;
