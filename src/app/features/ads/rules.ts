import { adSetRuleStatus } from '#domain/ad-set';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { AD_MESSAGES, priorityAsked, validateAdAtOnce } from '#domain/ad/ad';
import { kickAmountOf } from '#domain/ad/award';
import { AD_CONTEXT_MESSAGES, adContextProblems, isBoundMessage, orderLinkProblems, type AdContext, type OrderView } from '#domain/ad/rules';
import { ottChainProblems } from '#domain/ad/own-the-trip-chain';
import { requiredTopicProblems } from '#domain/ad/required-topics';
import { lookbookContextProblems } from '#domain/ad/lookbook-rules';
import { strayTapoutChains } from '#domain/ad/tapout-chains';
import { bigScanKicksProblem, postScanProblems } from '#domain/ad/scan-links';
import { FIXED_TARGETING_DEFINITIONS } from '#domain/ad/targeting';
import { datesOfConstraints, type Dates } from '#domain/ad/status';
import { AWARD_FORMATS, lineItemTypesFor } from '#domain/catalogs/formats';
import { bundleLinkProblem } from '#domain/ad/format';
import type { FieldError } from '#domain/validation';
import { adBodyOf, type AdDraft } from '#app/kit/ads/ad-draft';
import { AD_TEXT } from '#app/kit/ads/text';

/** One rule of the ad form: its line in the 'Missing values' banner, and the field (dot path) it concerns. */
export interface AdRule {
  rule: string;
  ok: boolean;
  field: string;
  message: string;
}

/** The stored ad as the rules that compare an ad with it read it. */
type StoredAd = NonNullable<Parameters<typeof postScanProblems>[1]> &
  NonNullable<Parameters<typeof lookbookContextProblems>[2]> &
  NonNullable<Parameters<typeof strayTapoutChains>[2]> & { id?: string };

export interface AdRuleContext extends Omit<AdContext, 'adSet'> {
  adSet: AdContext['adSet'];
  orders: readonly OrderView[];
  /** the campaign's ads: a big scan's Kicks are checked against its main scan's */
  campaignAds?: Parameters<typeof bigScanKicksProblem>[1];
  /** the dates the stored ad had: an unchanged date may lie in the past (a live ad) */
  stored?: Dates;
  /** the stored ad itself: what a post-scan video, a lookbook or a tapout already held it may keep, as on the gateway */
  storedAd?: StoredAd;
  now: Date;
  /** the type of the story group a lookbook names, once the story groups are loaded */
  storyGroupType?: string;
  /** the label of a targeting definition (its name where the node service gave one) */
  targetingLabel?: (definitionId: string) => string;
}

const TARGETING_ENTRY = /^shopperProfileConfiguration\.entries\.(\d+)(\.|$)/;

/**
 * A banner line names the targeting field a problem is about ('Purchase history: Only enter comma
 * separated numbers'), as the location lists' lines do: several entries share their messages, and
 * the banner lists each line once. The field keeps the message as it is.
 */
function ruleLine(draft: AdDraft, fieldName: string, message: string, label: AdRuleContext['targetingLabel']): string {
  const at = TARGETING_ENTRY.exec(fieldName);
  const definitionId = at ? draft.ad.shopperProfileConfiguration?.entries?.[Number(at[1])]?.definitionId : undefined;
  if (!definitionId) return message;
  const name = label?.(definitionId) ?? FIXED_TARGETING_DEFINITIONS.find((d) => d.definitionId === definitionId)?.label ?? definitionId;
  return `${name}: ${message}`;
}

/** Where a gateway-side 'constraints' message belongs on the form. */
function constraintField(message: string): string {
  if (message === AD_CONTEXT_MESSAGES.chainsRequired || message === AD_MESSAGES.oneChain) return 'chainIds';
  if (message === AD_MESSAGES.datesMandatory) return 'startDate';
  if (message === CAMPAIGN_RULES.endBeforeStart) return 'endDate';
  if (message === AD_MESSAGES.noBlacklist) return 'blacklist';
  return 'constraints';
}

/** The gateway names a chain constraint's ids by their place ('constraints.0.chainIds'); the form has one Chains field. */
const CHAIN_CONSTRAINT_IDS = /^constraints\.\d+\.chainIds$/;

/** The form field of a rule's or the gateway's error: a constraint message goes to the field it concerns. */
export const formFieldOf = (fieldName: string, message: string) =>
  fieldName === 'constraints' ? constraintField(message) : CHAIN_CONSTRAINT_IDS.test(fieldName) ? 'chainIds' : fieldName;


/**
 * The body holds the constraints the form edits as fields of their own (dates, chains, locations)
 * first, then the draft's (frequency, inventory, a linked card's limits): a rule on one of those
 * names its place in the body, its field its place in the draft, `shift` places earlier.
 */
const DRAFT_CONSTRAINT = /^constraints\.(\d+)\.(.+)$/;
function inDraft(path: string, shift: number) {
  const m = DRAFT_CONSTRAINT.exec(path);
  return m && Number(m[1]) >= shift ? `constraints.${Number(m[1]) - shift}.${m[2]}` : path;
}

/** Rules only the form asks (spec 2 §5 'Fields'; spec 1's 'You must select an insertion order.'). */
function formOnlyProblems(ad: AdDraft['ad'], campaignAds: AdRuleContext['campaignAds'] = [], storedId?: string): FieldError[] {
  const format = ad.format['@type'];
  const errors: FieldError[] = [];
  if (lineItemTypesFor(ad.format)) {
    if (!ad.insertionOrderId) errors.push({ fieldName: 'insertionOrderId', message: AD_TEXT.orderRequired });
    else if (!ad.orderLineItemId) errors.push({ fieldName: 'orderLineItemId', message: AD_TEXT.lineItemRequired });
  }
  // Required (spec 2 §5): a banner's or bundle's cleared priority is reported, not refilled with its default.
  if (priorityAsked(format) && !ad.format.legacy?.bannerPriority?.trim()) errors.push({ fieldName: 'format.legacy.bannerPriority', message: AD_TEXT.priorityRequired });
  const kicks = kickAmountOf(ad.awards);
  const award = ad.awards?.COMPLETED;
  const kicksAward = !award || award['@type'] === 'CurrencyAward' || award['@type'] === 'ReceiptKicksCurrencyAward';
  // Videos may go without an award (spec 2 §4: under 1 or empty clears it).
  if (AWARD_FORMATS.includes(format) && format !== 'VideoFormat' && format !== 'VastUrlFormat' && kicksAward && !(kicks !== undefined && Number.isInteger(kicks) && kicks >= 1)) {
    errors.push({ fieldName: 'awards.COMPLETED.amount', message: AD_TEXT.kicksRequired });
  }
  const bigScan = bigScanKicksProblem(ad, campaignAds);
  if (bigScan) errors.push({ fieldName: 'awards.COMPLETED.amount', message: bigScan });
  const bundle = bundleLinkProblem({ ...ad, id: storedId }, campaignAds);
  if (bundle) errors.push({ fieldName: 'format.adIds', message: bundle });
  return errors;
}

/**
 * Every rule of the ad form with whether it passes, in the order the form shows them: the ad set
 * form's name, date and location rules (bounded by the ad set's effective dates), then the ad's own
 * schema and the rules that need its surroundings — the very checks the gateway runs.
 */
export function adFormRules(draft: AdDraft, ctx: AdRuleContext): AdRule[] {
  const body = adBodyOf(draft);
  const adSetDates = datesOfConstraints(ctx.adSet.constraints);
  const parent = { start: adSetDates.start || ctx.campaign.startDate, end: adSetDates.end || ctx.campaign.endDate };
  const rules: AdRule[] = adSetRuleStatus({ ...draft, name: draft.ad.name }, { campaign: parent, stored: ctx.stored, now: ctx.now }).map((r) => ({ ...r }));
  // the schema's problems and, at once, the ad's own rules that can run while parts do not parse yet
  const parsed = validateAdAtOnce(body);
  const formOnly = formOnlyProblems(draft.ad, ctx.campaignAds, ctx.storedAd?.id);
  // A field the form already words a rule for is not listed again with the schema's message.
  const schema = parsed.ok ? [] : parsed.errors.filter((e) => !formOnly.some((f) => f.fieldName === e.fieldName));
  const problems: FieldError[] = [
    ...formOnly,
    ...schema,
    // dates against the ad set's are worded above in Pacific time
    ...adContextProblems(parsed.ok ? parsed.value : body, ctx).filter(
      (e) => !isBoundMessage(e.message),
    ),
    ...orderLinkProblems(body, ctx.orders),
    ...postScanProblems(body, ctx.storedAd),
    ...requiredTopicProblems(body, ctx.storedAd),
    ...lookbookContextProblems(body, { campaignCategory: ctx.campaign.category, storyGroupType: ctx.storyGroupType }, ctx.storedAd),
    ...strayTapoutChains(body, ctx.adSet.constraints, ctx.storedAd),
    ...ottChainProblems(body, ctx.orders),
  ];
  const shift = (body.constraints?.length ?? 0) - (draft.ad.constraints?.length ?? 0);
  for (const { fieldName: path, message } of problems) {
    const fieldName = formFieldOf(inDraft(path, shift), message);
    if (rules.some((r) => !r.ok && r.field === fieldName && r.message === message)) continue;
    rules.push({ rule: ruleLine(draft, fieldName, message, ctx.targetingLabel), ok: false, field: fieldName, message });
  }
  return rules;
}
