import * as v from 'valibot';
import { CHAIN_IMAGE_SLOTS } from '#domain/catalogs/chain-image-slots';
import type { DisplayIntegrationType } from '#domain/catalogs/display-integration-types';
import {
  buttonIdList, type Chain, CHAIN_MESSAGES, chainDefaults, ChainSchema, chainStatus, endTimeForStatus, missingRequiredImages, splitCommaList,
} from '#domain/chain';
import type { ChainDocument, ChainInput } from '#app/api/chain';

/** Lists typed as comma-separated text (spec 3 §5). */
const LIST_FIELDS = ['chain_aliases', 'online_product_family_ids_to_order', 'blink_ereceipt_merchant_names'] as const;
type ListField = (typeof LIST_FIELDS)[number];

/** Optional texts: a blank one is saved as null. */
const OPTIONAL_TEXTS = [
  ...CHAIN_IMAGE_SLOTS.map((s) => s.field),
  'online_store_web_url', 'online_store_subtitle', 'online_store_description', 'priority', 'online_award_background_color_rgb',
  'online_store_button_merchant_id', 'impact_radius_campaign_id',
] as const;
type OptionalText = (typeof OPTIONAL_TEXTS)[number];

type Fields = Omit<Chain, ListField | OptionalText | 'affiliate_display_configuration' | 'ecommerce_configuration'>;

/**
 * What the chain form edits: the chain's fields, with comma lists and optional texts as the text
 * typed and the affiliate display configuration flattened (its variant is rebuilt on save).
 */
export type ChainDraft = Fields &
  Record<ListField | OptionalText | 'button_ids' | 'redirect_url' | 'button_url' | 'url_for_webview' | 'header_title_for_webview' | 'header_subtitle_for_webview', string> & {
    display_integration_type: DisplayIntegrationType | null;
  };
export type ChainDraftKey = keyof ChainDraft;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const listText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');

function draftFrom(chain: Chain, buttonIds: readonly string[]): ChainDraft {
  const { affiliate_display_configuration: affiliate, ecommerce_configuration: ecommerce, ...rest } = chain;
  const webview = affiliate && 'webview_display_details' in affiliate ? affiliate.webview_display_details : undefined;
  const button = affiliate && 'button_webview_display_details' in affiliate ? affiliate.button_webview_display_details : undefined;
  const draft = {
    ...rest,
    ...Object.fromEntries(LIST_FIELDS.map((f) => [f, listText(chain[f])])),
    ...Object.fromEntries(OPTIONAL_TEXTS.map((f) => [f, textOf(chain[f])])),
    button_ids: buttonIds.join(', '),
    display_integration_type: affiliate?.display_integration_type ?? null,
    button_url: textOf(button?.button_url),
    url_for_webview: textOf(webview?.url_for_webview),
    header_title_for_webview: textOf(webview?.header_title_for_webview),
    header_subtitle_for_webview: textOf(webview?.header_subtitle_for_webview),
    redirect_url: textOf(ecommerce?.redirect_url),
  };
  return draft as unknown as ChainDraft;
}

/** A new chain: every default of spec 3 §3. */
export const emptyDraft = (): ChainDraft => draftFrom(chainDefaults(), []);

/** The stored chain as the form shows it; fields the gateway filled by default are kept as they are. */
export function draftOf(doc: ChainDocument): ChainDraft {
  const { chain_id: _id, created: _c, modified: _m, ...chain } = doc.chain;
  return draftFrom({ ...chainDefaults(), ...chain } as Chain, doc.button_ids ?? []);
}

function affiliateOf(d: ChainDraft): Chain['affiliate_display_configuration'] {
  const blank = (s: string) => s.trim() || null;
  switch (d.display_integration_type) {
    case 'BUTTON_SDK':
      return { display_integration_type: 'BUTTON_SDK', button_webview_display_details: { button_url: blank(d.button_url) } };
    case 'SK_WEBVIEW_SDK':
    case 'IMPACT_RADIUS':
      return {
        display_integration_type: d.display_integration_type,
        webview_display_details: {
          url_for_webview: blank(d.url_for_webview),
          header_title_for_webview: blank(d.header_title_for_webview),
          header_subtitle_for_webview: blank(d.header_subtitle_for_webview),
        },
      };
    default:
      return null;
  }
}

/** The body of the save (not yet validated): the draft over the stored chain's other fields. */
export function bodyOf(d: ChainDraft): { chain: Record<string, unknown>; button_ids: string[] } {
  const {
    button_ids, display_integration_type: _t, button_url: _b, url_for_webview: _u, header_title_for_webview: _h, header_subtitle_for_webview: _s, redirect_url,
    ...fields
  } = d;
  const chain: Record<string, unknown> = {
    ...fields,
    name: d.name.trim(),
    ...Object.fromEntries(LIST_FIELDS.map((f) => [f, splitCommaList(d[f])])),
    ...Object.fromEntries(OPTIONAL_TEXTS.map((f) => [f, d[f].trim() || null])),
    affiliate_display_configuration: affiliateOf(d),
    ecommerce_configuration: redirect_url.trim() ? { redirect_url: redirect_url.trim() } : null,
  };
  return { chain, button_ids: splitCommaList(button_ids) };
}

/** The draft key an issue path of the body names ('chain.affiliate_display_configuration.webview_display_details.url_for_webview' → 'url_for_webview'). */
export function draftKeyOf(path: string): string {
  const inChain = path.replace(/^chain\./, '');
  const top = inChain.replace(/\..*$/s, '');
  if (top === 'affiliate_display_configuration' || top === 'ecommerce_configuration') {
    return inChain.split('.').reverse().find((p) => !/^\d+$/.test(p)) ?? top;
  }
  return top;
}

const BodySchema = v.object({ chain: ChainSchema, button_ids: buttonIdList() });

/** The domain's verdict on the draft (the gateway's own rules), plus the form's required logos; by draft key. */
export function chainProblems(d: ChainDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const body = bodyOf(d);
  const result = v.safeParse(BodySchema, body);
  if (!result.success) {
    for (const issue of result.issues) problems[draftKeyOf(v.getDotPath(issue) ?? '')] ??= issue.message;
  }
  for (const field of missingRequiredImages(body.chain)) problems[field] ??= CHAIN_MESSAGES.imageRequired;
  return problems;
}

/** The valid body to send (call only when chainProblems is empty). */
export const inputOf = (d: ChainDraft): ChainInput => v.parse(BodySchema, bodyOf(d));

export const sameDraft = (a: ChainDraft, b: ChainDraft) => JSON.stringify(a) === JSON.stringify(b);

/** The 'Chain status' radio's value. */
export const statusOf = (d: Pick<ChainDraft, 'enabled_end_time'>) => chainStatus(d);
export const withStatus = (d: ChainDraft, status: 'Active' | 'Disabled'): ChainDraft => ({ ...d, enabled_end_time: endTimeForStatus(status) });
