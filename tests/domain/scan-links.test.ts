import { describe, expect, it } from 'vitest';
import { bigScanKicksProblem, byCreation, linkedBigScans, mainScanOf, POST_SCAN_MESSAGES, postScanProblems, postScanVideos, withPostScanPlacement } from '#domain/ad/scan-links';

const kicks = (amount: number) => ({ COMPLETED: { '@type': 'CurrencyAward', amount } });
const scan = { id: '1', topicIds: ['p1'], format: { '@type': 'ProductScanFormat' }, awards: kicks(20) };
const big = { id: '2', topicIds: ['p1'], format: { '@type': 'BigScanFormat' }, awards: kicks(20) };
const otherBig = { id: '3', format: { '@type': 'BigScanFormat', promotedProductId: 'p2' }, awards: kicks(5) };
const video = { id: '4', format: { '@type': 'VideoFormat', placement: 'POST_SCAN' } };
const discover = { id: '5', format: { '@type': 'VideoFormat', placement: 'DISCOVER_TAB' } };
const ads = [scan, big, otherBig, video, discover];

describe('scan links (spec 2 scan Other section)', () => {
  it('offers the post-scan videos and lists the big scans of the same product', () => {
    expect(postScanVideos(ads).map((a) => a.id)).toEqual(['4']);
    expect(linkedBigScans(scan, ads).map((a) => a.id)).toEqual(['2']);
    expect(mainScanOf(big, ads)?.id).toBe('1');
    expect(mainScanOf(otherBig, ads)).toBeUndefined();
  });

  it("needs a big scan's Kicks above its main scan's", () => {
    expect(bigScanKicksProblem(big, ads)).toBe("Big scan Kicks must exceed the main scan's kick level (20 Kicks)");
    expect(bigScanKicksProblem({ ...big, awards: kicks(21) }, ads)).toBeUndefined();
    // without a main scan there is nothing to exceed
    expect(bigScanKicksProblem(otherBig, ads)).toBeUndefined();
    expect(bigScanKicksProblem(scan, ads)).toBeUndefined();
  });
});

describe("a big scan's main scan is its product's scan ad created first, whatever the list's order", () => {
  // The form lists the campaign's ad sets' ads, the gateway its query's rows: the same ads, in
  // different orders. Ids are numbers of one rising sequence: '9' was created before '10'.
  const older = { id: '9', topicIds: ['p1'], format: { '@type': 'ProductScanFormat' }, awards: kicks(40) };
  const newer = { id: '10', topicIds: ['p1'], format: { '@type': 'ProductScanFormat', promotedProductId: 'p1' }, awards: kicks(250) };
  const bigScan = { id: '11', topicIds: ['p1'], format: { '@type': 'BigScanFormat' }, awards: kicks(100) };
  const orders = [[older, newer, bigScan], [newer, older, bigScan], [bigScan, newer, older]];

  it('picks the lowest id, compared as a number, in every order', () => {
    for (const list of orders) expect(mainScanOf(bigScan, list)?.id, list.map((a) => a.id).join()).toBe('9');
    // a new big scan (no id yet) too
    const { id: _unsaved, ...draft } = bigScan;
    for (const list of orders) expect(mainScanOf(draft, list)?.id).toBe('9');
  });

  it('holds the Kicks to the same level in every order', () => {
    for (const list of orders) {
      expect(bigScanKicksProblem(bigScan, list)).toBeUndefined();
      expect(bigScanKicksProblem({ ...bigScan, awards: kicks(40) }, list)).toBe("Big scan Kicks must exceed the main scan's kick level (40 Kicks)");
    }
  });

  it('orders ids by number, then ids that are no number, then ads without an id', () => {
    const ids = ['10', 'b', '9', undefined, '0011', 'a', '100', '12345678901234567890', '2'];
    const sorted = ids.map((id) => (id === undefined ? {} : { id })).sort(byCreation).map((a) => a.id);
    expect(sorted).toEqual(['2', '9', '10', '0011', '100', '12345678901234567890', 'a', 'b', undefined]);
  });
});

describe('a post-scan video has no product or dates of its own (spec 2 §4)', () => {
  const range = { '@type': 'DateRangeConstraint' as const, startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' };
  const cap = { '@type': 'FrequencyConstraint' as const, engagements: 1, period: 'ALL_TIME' as const };
  const postScan = { format: { '@type': 'VideoFormat', placement: 'POST_SCAN', promotedProductId: 'p1' }, constraints: [range, cap] };

  it('choosing the placement clears the product and the date range, and nothing on another placement', () => {
    expect(withPostScanPlacement(postScan)).toEqual({ format: { '@type': 'VideoFormat', placement: 'POST_SCAN', promotedProductId: null }, constraints: [cap] });
    // the product goes from topicIds too, where the form also names it; other topics stay
    expect(withPostScanPlacement({ ...postScan, topicIds: ['p1', 'p9'], format: { ...postScan.format, promotedProductId: 'p1' } }).topicIds).toEqual(['p9']);
    const discoverTab = { ...postScan, format: { ...postScan.format, placement: 'DISCOVER_TAB' } };
    expect(withPostScanPlacement(discoverTab)).toBe(discoverTab);
  });

  it('a write bringing either is refused, naming the field; an update may keep what the stored one held', () => {
    expect(postScanProblems(postScan)).toEqual([
      { fieldName: 'format.promotedProductId', message: POST_SCAN_MESSAGES.noProduct },
      { fieldName: 'constraints', message: POST_SCAN_MESSAGES.noDates },
    ]);
    expect(postScanProblems(withPostScanPlacement(postScan))).toEqual([]);
    expect(postScanProblems(postScan, postScan)).toEqual([]);
    const moved = { ...range, endTimestamp: '2030-04-30T06:59:00Z[UTC]' };
    expect(postScanProblems({ ...postScan, constraints: [moved] }, postScan)).toEqual([{ fieldName: 'constraints', message: POST_SCAN_MESSAGES.noDates }]);
    expect(postScanProblems({ ...postScan, format: { ...postScan.format, placement: 'ONLINE' } })).toEqual([]);
  });

  it('the stored dates kept are the same dates whatever the order of their keys (the store gives its own order)', () => {
    const stored = { ...postScan, constraints: [{ endTimestamp: range.endTimestamp, '@type': 'DateRangeConstraint' as const, startTimestamp: range.startTimestamp }, cap] };
    expect(postScanProblems(postScan, stored).filter((e) => e.fieldName === 'constraints')).toEqual([]);
  });
});
