import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CampaignSchema } from '#domain/campaign';
import { validate } from '#domain/validation';

const errorOn = (schema: v.GenericSchema, input: unknown, field: string) => {
  const result = validate(schema, input);
  return result.ok ? undefined : result.errors.find((e) => e.fieldName === field)?.message;
};

describe('limits a schema states without a message of its own', () => {
  it("are worded for the person beside the field, not in valibot's terms", () => {
    expect(errorOn(CampaignSchema, { campaignName: 'n'.repeat(300) }, 'campaignName')).toBe('Must be at most 256 characters');
    expect(errorOn(v.object({ tags: v.pipe(v.array(v.string()), v.maxLength(2)) }), { tags: ['a', 'b', 'c'] }, 'tags')).toBe('At most 2 items');
    expect(errorOn(v.object({ ids: v.pipe(v.array(v.string()), v.minLength(1)) }), { ids: [] }, 'ids')).toBe('Add at least one');
    expect(errorOn(v.object({ n: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)) }), { n: 12 }, 'n')).toBe('Must be at most 9');
    expect(errorOn(v.object({ n: v.pipe(v.number(), v.integer()) }), { n: 1.5 }, 'n')).toBe('Must be a whole number');
  });
});
