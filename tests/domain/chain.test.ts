import { describe, expect, it } from 'vitest';
import {
  CHAIN_ACTIVE_END,
  CHAIN_DISABLED_END,
  CHAIN_FAVORITE_FIELD,
  chainListItem,
  ChainSchema,
  chainStatus,
  endTimeForStatus,
  missingRequiredImages,
  splitCommaList,
} from '#domain/chain';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import { CLIENT_PLATFORMS } from '#domain/catalogs/client-platforms';
import { EXTERNAL_CAMPAIGN_PROVIDERS } from '#domain/catalogs/external-campaign-providers';
import { LOYALTY_PROGRAM_VALUES } from '#domain/catalogs/loyalty-programs';
import { MERCHANTS } from '#domain/catalogs/merchants';
import { validate } from '#domain/validation';

const errorsOf = (input: unknown) => {
  const r = validate(ChainSchema, input);
  return r.ok ? [] : r.errors;
};

describe('chain schema', () => {
  it('fills every default of spec 3 §3', () => {
    const r = validate(ChainSchema, { name: 'Corner Grocer' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      name: 'Corner Grocer',
      country: 'US',
      type: 'LARGE_CHAIN',
      enabled_start_time: '1900-01-01 00:00:00',
      enabled_end_time: '9999-12-31 23:59:59',
      supports_online_store: false,
      max_per_user_online_kicks_per_day: 0,
      max_per_user_online_kicks_per_7_days: 0,
      max_per_user_online_kicks_per_30_days: 0,
      is_kicks_for_purchase_online_disabled: false,
      is_kicks_for_click_disabled: false,
      has_content: false,
      [CHAIN_FAVORITE_FIELD]: false,
      supports_geofencing: false,
      always_show_in_indexer: false,
      visibility_radius: 0,
      max_per_user_walkins_per_day: 0,
      max_per_user_walkins_per_30_days: 0,
      min_stories: 0,
      max_stories: 0,
      loyalty_program_ids: [],
      category_ids: [],
    });
  });

  it('requires a name', () => {
    expect(errorsOf({})).toEqual([{ fieldName: 'name', message: 'Name is required.' }]);
    expect(errorsOf({ name: '   ' })).toEqual([{ fieldName: 'name', message: 'Name is required.' }]);
  });

  it('requires a URL-typed online store web URL when the online store is on', () => {
    expect(errorsOf({ name: 'Web Mart', supports_online_store: true })).toEqual([{ fieldName: 'online_store_web_url', message: 'Online Store Web URL is required.' }]);
    expect(errorsOf({ name: 'Web Mart', supports_online_store: true, online_store_web_url: 'not a url' })).toEqual([
      { fieldName: 'online_store_web_url', message: 'Please make sure to add a valid URL.' },
    ]);
    expect(errorsOf({ name: 'Web Mart', supports_online_store: true, online_store_web_url: 'https://webmart.example' })).toEqual([]);
    expect(errorsOf({ name: 'Corner', supports_online_store: false })).toEqual([]);
  });

  it('takes a priority of the form yyyy-mm-dd only', () => {
    expect(errorsOf({ name: 'A', priority: '2026-03-01' })).toEqual([]);
    expect(errorsOf({ name: 'A', priority: '' })).toEqual([]);
    expect(errorsOf({ name: 'A', priority: '2026/03/01' })).toEqual([{ fieldName: 'priority', message: 'Priority must be a date in the form yyyy-mm-dd' }]);
    expect(errorsOf({ name: 'A', priority: '26-03-01' })[0]?.fieldName).toBe('priority');
  });

  it('checks the story limits', () => {
    expect(errorsOf({ name: 'A', min_stories: -1 })).toEqual([{ fieldName: 'min_stories', message: 'Min stories should be greater than or equal to 0' }]);
    expect(errorsOf({ name: 'A', min_stories: 5, max_stories: 2 })).toEqual([{ fieldName: 'min_stories', message: 'Min stories should be less than or equal to max stories' }]);
    expect(errorsOf({ name: 'A', min_stories: 5, max_stories: 0 })).toEqual([]);
    expect(errorsOf({ name: 'A', min_stories: 2, max_stories: 5 })).toEqual([]);
  });

  it('refuses unknown platforms, display integration types and wrong number types', () => {
    expect(errorsOf({ name: 'A', supporting_client_platforms: ['IOS', 'PALM'] })[0]?.fieldName).toBe('supporting_client_platforms.1');
    expect(errorsOf({ name: 'A', affiliate_display_configuration: { display_integration_type: 'FAX' } })[0]?.fieldName).toBe('affiliate_display_configuration.display_integration_type');
    expect(errorsOf({ name: 'A', visibility_radius: '100' })[0]?.fieldName).toBe('visibility_radius');
    expect(errorsOf({ name: 'A', enabled_end_time: '9999-12-31' })[0]?.fieldName).toBe('enabled_end_time');
  });

  it('keeps the affiliate display configuration of each variant', () => {
    const button = { display_integration_type: 'BUTTON_SDK', button_webview_display_details: { button_url: 'https://button.example/x' } };
    const webview = { display_integration_type: 'SK_WEBVIEW_SDK', webview_display_details: { url_for_webview: 'https://shop.example', header_title_for_webview: 'Shop', header_subtitle_for_webview: 'Deals' } };
    for (const config of [button, webview]) {
      const r = validate(ChainSchema, { name: 'A', affiliate_display_configuration: config });
      expect(r.ok && r.value.affiliate_display_configuration).toEqual(config);
    }
    expect(errorsOf({ name: 'A', affiliate_display_configuration: { ...button, button_webview_display_details: { button_url: 'nope' } } })[0]?.fieldName).toBe(
      'affiliate_display_configuration.button_webview_display_details.button_url',
    );
  });
});

describe('chain status and list view', () => {
  it('reads Active from the far-future end and Disabled from the 1900 end', () => {
    expect(chainStatus({ enabled_end_time: CHAIN_ACTIVE_END })).toBe('Active');
    expect(chainStatus({ enabled_end_time: CHAIN_DISABLED_END })).toBe('Disabled');
    expect(chainStatus({ enabled_end_time: '2030-01-01 00:00:00' })).toBe('Custom');
    expect(endTimeForStatus('Active')).toBe('9999-12-31 23:59:59');
    expect(endTimeForStatus('Disabled')).toBe('1900-01-01 00:00:00');
  });

  it('maps a chain onto the list row', () => {
    const r = validate(ChainSchema, { name: 'Web Mart', supports_online_store: true, online_store_web_url: 'https://w.example', loyalty_program_ids: ['VISA'], priority: '2026-01-02', enabled_end_time: CHAIN_DISABLED_END });
    if (!r.ok) throw new Error('invalid');
    expect(chainListItem({ ...r.value, chain_id: '77' })).toEqual({ label: 'Web Mart', id: '77', loyaltyPrograms: ['VISA'], isOnline: true, isDisabled: true, priority: '2026-01-02' });
  });

  it('splits comma lists and names the missing logo images', () => {
    expect(splitCommaList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(splitCommaList(undefined)).toEqual([]);
    expect(missingRequiredImages({ logo_image_name_38x38: 'a.png' })).toEqual(CHAIN_IMAGE_SLOTS.slice(1, 6).map((s) => s.field));
  });
});

describe('catalogs', () => {
  it('hold the spec lists', () => {
    expect(MERCHANTS).toHaveLength(17);
    expect(CLIENT_PLATFORMS).toEqual(['IOS', 'ANDROID', 'IPHONE_4S', 'WEB']);
    expect(LOYALTY_PROGRAM_VALUES).toEqual(['MASTERCARD', 'VISA']);
    expect(EXTERNAL_CAMPAIGN_PROVIDERS).toContain('PRODEGE');
    expect(CHAIN_IMAGE_SLOTS).toHaveLength(9);
    expect(CHAIN_IMAGE_SLOTS.filter((s) => s.required)).toHaveLength(6);
    expect(CHAIN_IMAGE_SLOTS.find((s) => s.field === 'default_banner_image_name')?.size2x).toBe('640x320');
  });
});
