import { describe, expect, it } from 'vitest';
import { adSetDateProblems, adSetRuleStatus, adSetStatus, type AdSetFormInput } from '#domain/ad-set';
import { parseLocationIdList } from '#domain/constraint';
import { showPacific } from '#domain/timestamp';

const NOW = new Date('2030-06-01T12:00:00Z');
const CAMPAIGN = { start: '2030-05-01T16:00:00Z[UTC]', end: '2030-08-01T06:59:00Z[UTC]' };
const input = (over: Partial<AdSetFormInput> = {}): AdSetFormInput => ({ name: 'Set', startDate: null, endDate: null, whitelist: '', blacklist: '', ...over });
const unmet = (over: Partial<AdSetFormInput>, stored?: { start?: string; end?: string }) =>
  adSetRuleStatus(input(over), { campaign: CAMPAIGN, stored, now: NOW }).filter((r) => !r.ok).map((r) => [r.field, r.rule]);

describe('ad set rules (spec 2 §5)', () => {
  it('a named ad set without dates or locations passes', () => {
    expect(unmet({})).toEqual([]);
  });

  it('names the field of each unmet rule', () => {
    expect(unmet({ name: '   ' })).toEqual([['name', 'Name is required']]);
    expect(unmet({ whitelist: '12, x4' })).toEqual([['whitelist', 'Whitelisted locations: Only enter comma separated numbers']]);
    expect(unmet({ blacklist: '1 2' })).toEqual([['blacklist', 'Blacklisted locations: Only enter comma separated numbers']]);
    expect(unmet({ whitelist: '7, 8', blacklist: '8' })).toEqual([['blacklist', 'A location cannot be both whitelisted and blacklisted']]);
  });

  it('allows 10000 locations per list and refuses one more', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1)).join(',');
    expect(unmet({ whitelist: ids(10000) })).toEqual([]);
    expect(unmet({ blacklist: ids(10001) })).toEqual([['blacklist', 'At most 10000 blacklisted locations']]);
  });

  it('dates must lie within the campaign, end after the start, and a new or changed date may not be in the past', () => {
    expect(unmet({ startDate: '2030-04-01T16:00:00Z[UTC]', endDate: '2030-09-01T06:59:00Z[UTC]' })).toEqual([
      ['startDate', 'Start date cannot be in the past'],
      ['startDate', 'Cannot start before May 01, 2030, 9:00 AM PDT'],
      ['endDate', 'Cannot end after Jul 31, 2030, 11:59 PM PDT'],
    ]);
    expect(unmet({ startDate: '2030-07-01T16:00:00Z[UTC]', endDate: '2030-06-15T06:59:00Z[UTC]' })).toEqual([['endDate', 'End date cannot be before start date']]);
    // A live ad set keeps its start in the past when it is not changed.
    expect(unmet({ startDate: '2030-05-10T16:00:00Z[UTC]' }, { start: '2030-05-10T16:00:00Z[UTC]' })).toEqual([]);
    expect(unmet({ startDate: '2030-05-11T16:00:00Z[UTC]' }, { start: '2030-05-10T16:00:00Z[UTC]' })).toEqual([['startDate', 'Start date cannot be in the past']]);
  });

  it('words the campaign bound in Pacific time, as gateway and portal both show it', () => {
    expect(adSetDateProblems({ start: '2030-04-01T16:00:00Z[UTC]' }, CAMPAIGN)).toEqual([{ field: 'startDate', message: `Cannot start before ${showPacific(CAMPAIGN.start)}` }]);
    expect(showPacific('2030-05-01T16:00:00Z[UTC]')).toBe('May 01, 2030, 9:00 AM PDT');
  });
});

describe('location id lists', () => {
  it('reads comma-separated ids, ignoring spaces around them and empty entries', () => {
    expect(parseLocationIdList('')).toEqual([]);
    expect(parseLocationIdList(' 12, 34 ,,56, ')).toEqual(['12', '34', '56']);
  });

  it('refuses anything but digits, including two numbers without a comma', () => {
    expect(parseLocationIdList('12 34')).toBeUndefined();
    expect(parseLocationIdList('12;34')).toBeUndefined();
    expect(parseLocationIdList('-5')).toBeUndefined();
  });
});

describe('ad set status (spec 2 §4)', () => {
  const campaign = { startDate: CAMPAIGN.start, endDate: CAMPAIGN.end };
  it('is disabled when switched off, else the date status of its own dates over the campaign', () => {
    expect(adSetStatus({ enabled: false }, campaign, NOW)).toBe('disabled');
    expect(adSetStatus({}, campaign, NOW)).toBe('live');
    expect(adSetStatus({ constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-07-01T16:00:00Z[UTC]' }] }, campaign, NOW)).toBe('upcoming');
    expect(adSetStatus({ constraints: [{ '@type': 'DateRangeConstraint', endTimestamp: '2030-05-20T16:00:00Z[UTC]' }] }, campaign, NOW)).toBe('expired');
  });
});
