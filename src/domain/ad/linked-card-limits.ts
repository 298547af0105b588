import { FREQUENCY_PERIOD_LABELS, type Constraint } from '#domain/constraint';

/**
 * spec 2 §9: a linked card's per-user limits per Month, Week and Day (0 = unlimited), each a
 * FrequencyConstraint of its period. Each is a whole number of 0 or more: the constraint schema's
 * rule (`FrequencyConstraintSchema`), which the form and the gateway both run.
 */
export const LINKED_CARD_LIMIT_PERIODS = ['MONTH', 'WEEK', 'DAY'] as const;
export type LinkedCardLimitPeriod = (typeof LINKED_CARD_LIMIT_PERIODS)[number];

/** A new linked card's limits: 6 a month, 4 a week, 2 a day (spec 2 §9 'Defaults'). */
export const DEFAULT_LINKED_CARD_LIMITS: Readonly<Record<LinkedCardLimitPeriod, number>> = { MONTH: 6, WEEK: 4, DAY: 2 };

export const LINKED_CARD_LIMIT_TEXT = {
  legend: 'Per-user limits',
  label: (period: LinkedCardLimitPeriod) => `Limit per ${FREQUENCY_PERIOD_LABELS[period]}`,
  hint: 'Engagements per user; 0 = unlimited',
} as const;

/** Where the limit for the period is in the ad's constraints, -1 when it has none. */
export const linkedCardLimitAt = (constraints: readonly Constraint[], period: LinkedCardLimitPeriod) =>
  constraints.findIndex((c) => c['@type'] === 'FrequencyConstraint' && c.period === period);
