import { describe, expect, it } from 'vitest';
import { adDraftOf, type AdDraft } from '#app/kit/ads/ad-draft';
import { adStaleChanges } from '#app/features/ads/stale';
import { showPacific } from '#domain/timestamp';
import { threeWayMerge } from '#domain/three-way-merge';

const dates = (start: string) => ({ '@type': 'DateRangeConstraint', startTimestamp: start, endTimestamp: '2030-03-31T06:59:00Z[UTC]' });
const cap = { '@type': 'FrequencyConstraint', engagements: 3, period: 'WEEK' };
const region = { '@type': 'RegionConstraint', regionKeys: ['CA'] };
/** A stored scan ad of that name and those constraints, as the gateway answers one. */
const ad = (name: string, constraints: object[]) =>
  adDraftOf({
    id: '51', adSetId: '500', campaignId: '700', name, description: `${name} description`, enabled: true, topicIds: ['t1'], insertionOrderId: '2', orderLineItemId: 'li-SCAN',
    format: { '@type': 'ProductScanFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25 } },
    constraints, created: '2026-01-01T00:00:00Z[UTC]', modified: '2026-01-01T00:00:00Z[UTC]', version: 1,
  } as never);
const rowsOf = (base: AdDraft, theirs: AdDraft, yours: AdDraft) => adStaleChanges({ base, theirs, yours, ...threeWayMerge(base, theirs, yours) });

describe('the stale-save dialog of an ad: what someone else and this user changed', () => {
  it('lists both sides\' real changes, a constraint added before others included, with dates in Pacific time', () => {
    const start = ad('Cereal scan', [dates('2030-03-01T17:00:00Z[UTC]'), cap, region]);
    // They moved the start and put a location constraint first, which shifts every other constraint's place.
    const theirs = ad('Cereal scan', [{ '@type': 'LocationConstraint', locationIds: { '555': true } }, dates('2030-03-05T17:00:00Z[UTC]'), cap, region]);
    const yours = ad('Cereal scan, renamed', [dates('2030-03-01T17:00:00Z[UTC]'), cap, region]);
    const rows = rowsOf(start, theirs, yours);
    expect(rows).toEqual([
      { label: 'constraints[DateRangeConstraint].startTimestamp', theirs: showPacific('2030-03-05T17:00:00Z[UTC]'), yours: undefined, conflict: false },
      // (the test ad's description follows its name)
      { label: 'description', theirs: undefined, yours: 'Cereal scan, renamed description', conflict: false },
      { label: 'name', theirs: undefined, yours: 'Cereal scan, renamed', conflict: false },
      { label: 'Whitelisted Location Ids', theirs: '555', yours: undefined, conflict: false },
    ]);
    expect(rows[0]!.theirs).toBe('Mar 05, 2030, 9:00 AM PST');
  });

  it('marks every field of a list both sides changed as a conflict, this user\'s list winning', () => {
    const start = ad('Cereal scan', [cap, region]);
    const theirs = ad('Cereal scan', [{ ...cap, engagements: 5 }, region]);
    const yours = ad('Cereal scan', [cap, { ...region, regionKeys: ['CA', 'NV'] }]);
    const merge = threeWayMerge(start, theirs, yours);
    expect(merge.merged.ad.constraints).toEqual(yours.ad.constraints);
    expect(adStaleChanges({ base: start, theirs, yours, ...merge })).toEqual([
      { label: 'constraints[FrequencyConstraint].engagements', theirs: '5', yours: '3', conflict: true },
      { label: 'constraints[RegionConstraint].regionKeys', theirs: 'CA', yours: 'CA, NV', conflict: true },
    ]);
  });
});
