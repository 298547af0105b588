import { describe, expect, it } from 'vitest';
import { bigScanKicksProblem, linkedBigScans, mainScanOf, postScanVideos } from '../../src/domain/ad/scan-links';

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
