import { describe, expect, it } from 'vitest';
import { BULK_END_DATE_MESSAGES, bulkEndDateProblem, parsePacificDateTime } from '#domain/bulk-change';
import { CAMPAIGN_RULES } from '#domain/campaign';

describe("a bulk end date typed in the palette (issue 28 §2: 'Set end date of 12 ads…')", () => {
  it('reads a Pacific date and time, 12- or 24-hour, as stored UTC text, with the offset of that day', () => {
    expect(parsePacificDateTime('2030-06-30 11:59 PM')).toBe('2030-07-01T06:59:00Z[UTC]');
    expect(parsePacificDateTime('2030-06-30 23:59')).toBe('2030-07-01T06:59:00Z[UTC]');
    expect(parsePacificDateTime('2030-01-15 9:00 am')).toBe('2030-01-15T17:00:00Z[UTC]');
    expect(parsePacificDateTime('2030-01-15 12:30 AM')).toBe('2030-01-15T08:30:00Z[UTC]');
  });

  it('takes a day alone as its end, 23:59', () => {
    expect(parsePacificDateTime('2030-01-15')).toBe('2030-01-16T07:59:00Z[UTC]');
  });

  it('refuses what is no date and time, and an end in the past, with the rule’s own words', () => {
    const now = new Date('2026-12-07T12:00:00Z');
    for (const text of ['someday', '2030-02-30', '2030-06-30 25:00', '2030-06-30 13:00 PM']) expect(bulkEndDateProblem(text, now)).toBe(BULK_END_DATE_MESSAGES.format);
    expect(bulkEndDateProblem('2026-12-01 9:00 AM', now)).toBe(CAMPAIGN_RULES.endInPast);
    expect(bulkEndDateProblem('2030-06-30 11:59 PM', now)).toBeUndefined();
  });
});
