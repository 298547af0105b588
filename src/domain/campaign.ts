import * as v from 'valibot';
import { object, record } from './plain-object';
import { CAMPAIGN_CATEGORIES, CAMPAIGN_STATUSES } from './catalogs/categories';
import { constraintList } from './constraint';
import { isNotBefore, parseUtc, utcTimestamp } from './timestamp';
import { idList, integer, LIMITS, MIN_NAME_LENGTH, optionalText, requiredText, safeNumber, tagList } from './text';

/** The rule list behind the campaign form's 'Missing values' banner (spec 1 §5). */
/**
 * spec 1 §9: "Default ops associate for a new campaign is a placeholder e-mail {email}". The spec
 * leaves the address out; this one says what it is, and a manager replaces it with a real person.
 */
export const DEFAULT_OPS_ASSOCIATE = 'ops-associate@flightdeck.example';

export const CAMPAIGN_RULES = {
  name: 'Campaign name - at least 3 characters',
  accountManager: 'Account manager',
  campaignManager: 'Campaign manager',
  insertionOrder: 'Select at least one Insertion Order',
  company: 'Select at least one company',
  startDate: 'Start date',
  endDate: 'End date',
  endBeforeStart: 'End date cannot be before start date',
  startInPast: 'Start date cannot be in the past',
  endInPast: 'End date cannot be in the past',
} as const;

export const CAMPAIGN_MESSAGES = {
  campaignManager: 'You must select a campaign manager.',
  accountManager: 'You must select an account manager.',
  company: 'You must select a company.',
  insertionOrder: 'You must select an insertion order.',
  dates: 'You must set start and end dates.',
} as const;

/** A company or insertion order the campaign names that the gateway does not hold (an id from a link). */
export const unknownCompanyMessage = (ids: readonly string[]) => `Unknown company ${ids.join(', ')}`;
export const unknownOrderMessage = (ids: readonly string[]) => `Unknown insertion order ${ids.join(', ')}`;

/**
 * The gateway's word on an MCOMM campaign changed to another category while it still has retailer
 * categories, which only MCOMM campaigns take (catalogs/categories.ts): they would be kept but no
 * longer shown, so the change is refused until they are deleted.
 */
export const retailerCategoriesHeldMessage = (count: number) =>
  `This campaign has ${count === 1 ? 'a retailer category' : `${count} retailer categories`}, which only MCOMM campaigns take: delete ${count === 1 ? 'it' : 'them'} before changing its category`;

const requiredIds = (message: string) =>
  v.pipe(v.optional(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(LIMITS.id)), message), []), v.minLength(1, message), v.maxLength(LIMITS.listItems));

export const CampaignSchema = v.pipe(
  object({
    campaignName: v.pipe(v.optional(v.string(CAMPAIGN_RULES.name), ''), v.trim(), v.minLength(MIN_NAME_LENGTH, CAMPAIGN_RULES.name), v.maxLength(LIMITS.name)),
    status: v.optional(v.picklist(CAMPAIGN_STATUSES, `Must be one of ${CAMPAIGN_STATUSES.join(', ')}`), 'LIVE'),
    companyIds: requiredIds(CAMPAIGN_MESSAGES.company),
    insertionOrderIds: requiredIds(CAMPAIGN_MESSAGES.insertionOrder),
    description: optionalText(LIMITS.description),
    accountManager: requiredText(CAMPAIGN_MESSAGES.accountManager),
    campaignManager: requiredText(CAMPAIGN_MESSAGES.campaignManager),
    opsAssociate: optionalText(LIMITS.shortText),
    ontologyNodeId: optionalText(LIMITS.id),
    campaignNotes: optionalText(LIMITS.notes),
    tags: tagList(),
    walletIds: idList(),
    constraints: constraintList(),
    legacy: v.optional(v.nullable(record(v.pipe(v.string(), v.maxLength(LIMITS.id)), v.union([v.string(), v.number(), v.boolean(), v.null()])))),
    category: v.optional(v.picklist(CAMPAIGN_CATEGORIES, 'Must be BRAND, MCOMM or RETAIL'), 'BRAND'),
    budgetedCost: v.optional(v.nullable(integer(0))),
    roi: v.optional(v.nullable(safeNumber())),
    enabled: v.optional(v.boolean(), true),
    startDate: v.pipe(v.optional(v.string(CAMPAIGN_MESSAGES.dates), ''), v.minLength(1, CAMPAIGN_MESSAGES.dates), utcTimestamp()),
    endDate: v.pipe(v.optional(v.string(CAMPAIGN_MESSAGES.dates), ''), v.minLength(1, CAMPAIGN_MESSAGES.dates), utcTimestamp()),
    deleted: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((c) => !c.startDate || !c.endDate || isNotBefore(c.endDate, c.startDate), CAMPAIGN_RULES.endBeforeStart),
    ['endDate'],
  ),
);
export type Campaign = v.InferOutput<typeof CampaignSchema>;

export interface CampaignDraft {
  campaignName?: string;
  accountManager?: string | null;
  campaignManager?: string | null;
  insertionOrderIds?: readonly string[];
  companyIds?: readonly string[];
  startDate?: string | null;
  endDate?: string | null;
}

/** Every rule of the form with whether it passes; new campaigns also may not start or end in the past. */
export function campaignRuleStatus(c: CampaignDraft, options: { isNew: boolean; now: Date }) {
  const start = c.startDate ? parseUtc(c.startDate) : undefined;
  const end = c.endDate ? parseUtc(c.endDate) : undefined;
  const rules: { rule: string; ok: boolean }[] = [
    { rule: CAMPAIGN_RULES.name, ok: (c.campaignName ?? '').trim().length >= MIN_NAME_LENGTH },
    { rule: CAMPAIGN_RULES.accountManager, ok: Boolean(c.accountManager) },
    { rule: CAMPAIGN_RULES.campaignManager, ok: Boolean(c.campaignManager) },
    { rule: CAMPAIGN_RULES.insertionOrder, ok: (c.insertionOrderIds?.length ?? 0) > 0 },
    { rule: CAMPAIGN_RULES.company, ok: (c.companyIds?.length ?? 0) > 0 },
    { rule: CAMPAIGN_RULES.startDate, ok: Boolean(start) },
    { rule: CAMPAIGN_RULES.endDate, ok: Boolean(end) },
    { rule: CAMPAIGN_RULES.endBeforeStart, ok: !start || !end || end >= start },
  ];
  if (options.isNew) {
    rules.push({ rule: CAMPAIGN_RULES.startInPast, ok: !start || start >= options.now });
    rules.push({ rule: CAMPAIGN_RULES.endInPast, ok: !end || end >= options.now });
  }
  return rules;
}
