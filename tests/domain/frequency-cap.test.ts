import { describe, expect, it } from 'vitest';
import { frequencyCapOf } from '#domain/constraint';

describe("the Freq Cap column (spec 1 'Campaign summary', spec 2 §9 period options)", () => {
  it('reads the period as the form names it, All-time included', () => {
    expect(frequencyCapOf([{ '@type': 'FrequencyConstraint', engagements: 1, period: 'ALL_TIME' }])).toBe('1 / all-time');
    expect(frequencyCapOf([{ '@type': 'FrequencyConstraint', engagements: 4, period: 'WEEK' }])).toBe('4 / week');
    expect(frequencyCapOf([{ '@type': 'MaxEngagementsConstraint', engagements: 500, period: 'ALL_TIME' }])).toBe('');
  });
});
