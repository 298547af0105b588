import { and, eq, inArray, or } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Ad } from '#domain/ad/ad';
import type { AdSet } from '#domain/ad-set';
import type { Campaign } from '#domain/campaign';
import { BUNDLE_LINKABLE_FORMATS } from '#domain/ad/format';
import { LOCKED_FIELD_MESSAGES, lockedFieldChanges } from '#domain/ad/locked-fields';
import { adContextProblems, orderLinkProblems, type OrderView } from '#domain/ad/rules';
import { requiredTopicProblems } from '#domain/ad/required-topics';
import { isLookbook, linkedQuizOf, LOOKBOOK_RULE_MESSAGES, lookbookContextProblems } from '#domain/ad/lookbook-rules';
import { strayTapoutChains } from '#domain/ad/tapout-chains';
import { bigScanKicksProblem, postScanProblems } from '#domain/ad/scan-links';
import type { FieldError } from '#domain/validation';
import { findReferenceItem, REF } from '#server/repo/reference';
import type { StoredDocument } from '#server/repo/document-types';
import type { Db } from '#server/store/db';
import { ad, insertionOrder, topic } from '#server/store/schema';
import { withoutServerFields } from '#server/repo/server-fields';
import { chainRefProblems } from './chain-refs';
import { pastConstraintDates } from './level-dates';
import { topicRefProblems } from './topic-refs';

/** spec 2 §4: a linked card ad cannot be changed once created; saved again as read, it is taken (DESIGN). */
function linkedCardChange(body: Ad, stored: StoredDocument<Ad> | undefined): FieldError[] {
  if (stored?.format['@type'] !== 'LinkedCardFormat') return [];
  const content = (doc: unknown) => JSON.parse(JSON.stringify(withoutServerFields(doc)));
  return isDeepStrictEqual(content(stored), content({ ...stored, ...body })) ? [] : [{ fieldName: 'format', message: LOCKED_FIELD_MESSAGES.linkedCard }];
}

/** What an ad write is checked against: its campaign, ad set, the campaign's orders and product count. */
export interface AdScope {
  campaign: StoredDocument<Campaign>;
  adSet: StoredDocument<AdSet>;
  orders: OrderView[];
  productCount: number;
}

export async function loadAdScope(db: Db, campaign: StoredDocument<Campaign>, adSet: StoredDocument<AdSet>): Promise<AdScope> {
  // The campaign's orders: those it names and those tied to it.
  const named = (campaign.insertionOrderIds ?? []).filter(Boolean);
  const rows = await db
    .select({ id: insertionOrder.id, body: insertionOrder.body })
    .from(insertionOrder)
    .where(named.length ? or(inArray(insertionOrder.id, named), eq(insertionOrder.campaignId, campaign.id)) : eq(insertionOrder.campaignId, campaign.id));
  const orders = rows.map((r) => ({ id: r.id, orderLineItems: ((r.body.orderLineItems as OrderView['orderLineItems']) ?? []) }));
  const products = await db.select({ id: topic.id }).from(topic).where(and(eq(topic.campaignId, campaign.id), eq(topic.topicType, 'PromotedProduct'))).limit(2);
  return { campaign, adSet, orders, productCount: products.length };
}

/**
 * Rule checks of one ad against its scope, and the fields derived from it: the pricing model of
 * the chosen line item is filled in when the ad names none (spec 2 §4 auto-fill).
 * `knownIds` are ids being created in the same call (a chain's links point at them); `stored` is
 * the ad an update changes, whose locked fields it may not change.
 */
export async function checkAd(
  db: Db,
  body: Ad,
  scope: AdScope,
  options: { id?: string; knownIds?: ReadonlySet<string>; prefix?: string; stored?: StoredDocument<Ad> },
): Promise<{ ad: Ad; errors: FieldError[] }> {
  const errors: FieldError[] = [
    ...(options.stored ? lockedFieldChanges(options.stored, body) : []),
    ...linkedCardChange(body, options.stored),
    ...pastConstraintDates(body.constraints, options.stored),
    ...orderLinkProblems(body, scope.orders),
    // spec 2 §4: a post-scan video has no product or dates of its own (the form clears them on the placement)
    ...postScanProblems(body, options.stored),
    // spec 2: scan, receipt and big scan ads name their product, a retailer category award its category
    ...requiredTopicProblems(body, options.stored),
    ...adContextProblems(body, {
      adSet: { constraints: scope.adSet.constraints },
      campaign: { startDate: scope.campaign.startDate, endDate: scope.campaign.endDate, category: scope.campaign.category },
      productCount: scope.productCount,
    }),
  ];
  // spec 2 §5: a sponsored story group's lookbook needs its sponsored cover; global engagement URLs are a brand's
  errors.push(...lookbookContextProblems(body, { campaignCategory: scope.campaign.category, storyGroupType: await storyGroupTypeOf(db, body) }, options.stored));
  errors.push(...(await topicRefProblems(db, scope.campaign.id, [
    { fieldName: 'topicIds', ids: body.topicIds ?? [], kept: options.stored?.topicIds },
    { fieldName: 'format.promotedProductId', ids: [formatProduct(body.format)], kept: [formatProduct(options.stored?.format)], type: 'PromotedProduct' },
  ])));
  // the chains of its constraints and tapouts, when newly named (decision 016)
  const unknownChains = await chainRefProblems(db, body, options.stored);
  errors.push(...unknownChains);
  // a tapout leads to a chain the ad runs at, its own or its ad set's (an unknown one is said above)
  const stray = strayTapoutChains(body, scope.adSet.constraints, options.stored);
  errors.push(...stray.filter((e) => !unknownChains.some((u) => u.fieldName === e.fieldName)));
  // Checked when set or changed (decision 016): the ad it links may have been deleted since, and what
  // a GET answered can still be PUT back as it is.
  if (body.nextAdId && body.nextAdId !== options.stored?.nextAdId) {
    if (body.nextAdId === options.id) errors.push({ fieldName: 'nextAdId', message: 'An ad cannot link to itself' });
    else if (!options.knownIds?.has(body.nextAdId)) {
      const [next] = await db.select({ id: ad.id, campaignId: ad.campaignId }).from(ad).where(eq(ad.id, body.nextAdId)).limit(1);
      if (!next) errors.push({ fieldName: 'nextAdId', message: `Unknown ad ${body.nextAdId}` });
      // a chain (scan to post-scan video, walk-in to its banners) stays within its campaign (spec 2 §1)
      else if (next.campaignId !== scope.campaign.id) errors.push({ fieldName: 'nextAdId', message: `Ad ${body.nextAdId} is not an ad of this campaign` });
    }
  }
  errors.push(...(await linkedQuizProblems(db, body.format, options.stored?.format, scope.campaign.id, options.knownIds)));
  if (body.format['@type'] === 'BundleFormat') {
    // as nextAdId: only the links it adds (a linked ad may have been deleted since)
    const storedFormat = options.stored?.format;
    const kept = new Set((storedFormat && 'adIds' in storedFormat ? storedFormat.adIds : undefined) ?? []);
    errors.push(...(await bundleLinkProblems(db, body.format.adIds.filter((id) => !kept.has(id)), scope.campaign.id, options.knownIds)));
  }
  if (body.format['@type'] === 'BigScanFormat') {
    // spec 2 §5: a big scan's Kicks must exceed its main scan's: the campaign's scan ad of its product
    // created first (mainScanOf), as the form picks it, whatever order these rows come in
    const scans = await db.select({ id: ad.id, body: ad.body }).from(ad).where(and(eq(ad.campaignId, scope.campaign.id), eq(ad.formatType, 'ProductScanFormat')));
    const problem = bigScanKicksProblem({ ...body, id: options.id }, scans.map((r) => ({ ...(r.body as unknown as Ad), id: r.id })));
    if (problem) errors.push({ fieldName: 'awards.COMPLETED.amount', message: problem });
  }
  let pricingModelId = body.pricingModelId;
  if (!pricingModelId && body.orderLineItemId && errors.length === 0) {
    const item = scope.orders.flatMap((o) => o.orderLineItems).find((li) => li.id === body.orderLineItemId);
    pricingModelId = item?.pricingModel?.id ?? pricingModelId;
  }
  const prefix = options.prefix ?? '';
  return {
    ad: { ...body, pricingModelId, campaignId: scope.campaign.id, adSetId: scope.adSet.id },
    errors: errors.map((e) => ({ ...e, fieldName: prefix + e.fieldName })),
  };
}

/** The type of the story group a lookbook names (a story group the store does not know has none). */
async function storyGroupTypeOf(db: Db, body: Ad): Promise<string | undefined> {
  const id = body.format.legacy?.storyGroupId;
  if (!isLookbook(body.format) || !id) return undefined;
  return (await findReferenceItem<{ story_group_type?: string }>(db, REF.storyGroup, id))?.story_group_type;
}

/** The promoted product a format names, if it has one. */
const formatProduct = (format: Ad['format'] | undefined) => (format && 'promotedProductId' in format ? format.promotedProductId : undefined);

/** A bundle links the campaign's own scan or receipt ads (spec 2 §5: 'a minimum of two scans/receipts Ads'). */
async function bundleLinkProblems(db: Db, adIds: readonly string[], campaignId: string, knownIds?: ReadonlySet<string>): Promise<FieldError[]> {
  const ids = adIds.filter((id) => !knownIds?.has(id));
  if (ids.length === 0) return [];
  const rows = await db.select({ id: ad.id, campaignId: ad.campaignId, formatType: ad.formatType }).from(ad).where(inArray(ad.id, ids));
  const linkable = new Set(rows.filter((r) => r.campaignId === campaignId && BUNDLE_LINKABLE_FORMATS.includes(r.formatType)).map((r) => r.id));
  return ids.filter((id) => !linkable.has(id)).map((id) => ({ fieldName: 'format.adIds', message: `Ad ${id} is not a scan or receipt ad of this campaign` }));
}

/**
 * A lookbook links a quiz ad of its campaign (spec 2 'Lookbook form', decision 015). As nextAdId,
 * checked when set or changed: the quiz it keeps may have been deleted since.
 */
async function linkedQuizProblems(db: Db, format: Ad['format'], stored: Ad['format'] | undefined, campaignId: string, knownIds?: ReadonlySet<string>): Promise<FieldError[]> {
  const quizId = linkedQuizOf(format);
  if (!quizId || quizId === (stored && linkedQuizOf(stored)) || knownIds?.has(quizId)) return [];
  const [quiz] = await db.select({ campaignId: ad.campaignId, formatType: ad.formatType }).from(ad).where(eq(ad.id, quizId)).limit(1);
  return quiz?.campaignId === campaignId && quiz.formatType === 'QuizFormat' ? [] : [{ fieldName: 'format.nextAdId', message: LOOKBOOK_RULE_MESSAGES.linkedQuiz(quizId) }];
}
