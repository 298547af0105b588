import { describe, expect, it } from 'vitest';
import { activeFilterCount, parseIdList } from '#domain/ad-browser';

describe('ad browser filter fields (spec 3 §5)', () => {
  it('reads digits separated by commas, dropping blanks and repeats', () => {
    expect(parseIdList(' 555, 12,,555 ,')).toEqual({ ids: ['555', '12'] });
    expect(parseIdList('')).toEqual({ ids: [] });
  });

  it("refuses anything else with the spec's message, and more ids than the gateway takes", () => {
    expect(parseIdList('12, 3a')).toEqual({ error: 'Only enter comma separated numbers' });
    expect(parseIdList('12 34')).toEqual({ error: 'Only enter comma separated numbers' });
    expect(parseIdList('-5')).toEqual({ error: 'Only enter comma separated numbers' });
    expect(parseIdList(Array.from({ length: 1001 }, (_, i) => i).join(','))).toEqual({ error: 'At most 1000 ids' });
    expect(parseIdList(Array.from({ length: 1000 }, (_, i) => i).join(',')).ids).toHaveLength(1000);
  });

  it('counts each filled filter once for the badge', () => {
    expect(activeFilterCount({ chainIds: [], locationIds: [], adIds: [] })).toBe(0);
    expect(activeFilterCount({ chainIds: ['1', '2'], locationIds: ['5'], adIds: [] })).toBe(2);
  });
});
