import { describe, expect, it } from 'vitest';
import { adDraftOf } from '../../../src/app/features/ads/ad-draft';
import { adStaleChanges } from '../../../src/app/features/ads/stale';
import { showPacific } from '../../../src/domain/timestamp';
import { scanAd } from './format-sections-gateway';

const dates = (start: string) => ({ '@type': 'DateRangeConstraint', startTimestamp: start, endTimestamp: '2030-03-31T06:59:00Z[UTC]' });
const cap = { '@type': 'FrequencyConstraint', engagements: 3, period: 'WEEK' };
const region = { '@type': 'RegionConstraint', regionKeys: ['CA'] };

describe("the stale-save dialog of an ad: what someone else changed", () => {
  it('lists only their real changes, a constraint added before others included, with dates in Pacific time', () => {
    const start = adDraftOf(scanAd('51', 'Cereal scan', { constraints: [dates('2030-03-01T17:00:00Z[UTC]'), cap, region] }) as never);
    // They moved the start and put a location constraint first, which shifts every other constraint's place.
    const theirs = adDraftOf(scanAd('51', 'Cereal scan', {
      constraints: [{ '@type': 'LocationConstraint', locationIds: { '555': true } }, dates('2030-03-05T17:00:00Z[UTC]'), cap, region],
    }) as never);
    const yours = adDraftOf(scanAd('51', 'Cereal scan, renamed', { constraints: [dates('2030-03-01T17:00:00Z[UTC]'), cap, region] }) as never);
    const rows = adStaleChanges(start, theirs, yours);
    expect(rows.map((r) => r.label)).toEqual(['constraints[DateRangeConstraint].startTimestamp', 'Whitelisted Location Ids']);
    expect(rows[0]).toMatchObject({ theirs: showPacific('2030-03-05T17:00:00Z[UTC]'), yours: showPacific('2030-03-01T17:00:00Z[UTC]') });
    expect(rows[0]!.theirs).toBe('Mar 05, 2030, 9:00 AM PST');
  });
});
