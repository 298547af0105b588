import { describe, expect, it } from 'vitest';
import { threeWayMerge } from '#domain/three-way-merge';

const sides = (changes: ReturnType<typeof threeWayMerge>['changes']) => changes.map((c) => `${c.path.join('.')}:${c.side}`);

describe('threeWayMerge: the current document with only the user\'s changes applied', () => {
  const base = { campaignName: 'Spring', description: 'Old text', campaignNotes: '', tags: ['a'] };

  it('keeps a field only someone else changed and applies a field only the user changed', () => {
    const theirs = { ...base, description: 'Their text' };
    const yours = { ...base, campaignNotes: 'My note' };
    const { merged, changes } = threeWayMerge(base, theirs, yours);
    expect(merged).toEqual({ campaignName: 'Spring', description: 'Their text', campaignNotes: 'My note', tags: ['a'] });
    expect(sides(changes)).toEqual(['description:theirs', 'campaignNotes:yours']);
  });

  it('marks a field both changed differently as a conflict, the user\'s value winning only there', () => {
    const theirs = { ...base, description: 'Their text', campaignName: 'Summer' };
    const yours = { ...base, description: 'My text' };
    const { merged, changes } = threeWayMerge(base, theirs, yours);
    expect(merged).toEqual({ ...base, campaignName: 'Summer', description: 'My text' });
    expect(changes.find((c) => c.path[0] === 'description')).toMatchObject({ side: 'conflict', base: 'Old text', theirs: 'Their text', yours: 'My text' });
  });

  it('does not call the same change on both sides a conflict', () => {
    const same = { ...base, description: 'Same' };
    expect(sides(threeWayMerge(base, same, { ...same }).changes)).toEqual(['description:same']);
  });

  it('merges nested objects field by field, at any depth', () => {
    const nested = { format: { legacy: { title: 'T', subtitle: 'S' }, url: 'u' } };
    const theirs = { format: { legacy: { title: 'Their title', subtitle: 'S' }, url: 'u' } };
    const yours = { format: { legacy: { title: 'T', subtitle: 'My subtitle' }, url: 'u2' } };
    const { merged, changes } = threeWayMerge(nested, theirs, yours);
    expect(merged).toEqual({ format: { legacy: { title: 'Their title', subtitle: 'My subtitle' }, url: 'u2' } });
    expect(sides(changes)).toEqual(['format.legacy.title:theirs', 'format.legacy.subtitle:yours', 'format.url:yours']);
  });

  it('takes an array as one value: the changed side\'s whole array, a conflict when both changed it', () => {
    const items = { orderLineItems: [{ id: '1', rate: 1 }, { id: '2', rate: 2 }], tags: ['a', 'b'] };
    const theirs = { ...items, orderLineItems: [{ id: '1', rate: 5 }, { id: '2', rate: 2 }] };
    const yours = { ...items, tags: ['a'] };
    expect(threeWayMerge(items, theirs, yours).merged).toEqual({ orderLineItems: theirs.orderLineItems, tags: ['a'] });

    // both edited different entries of one list: still one value, so a conflict and the user's list
    const mine = { ...items, orderLineItems: [{ id: '1', rate: 1 }, { id: '2', rate: 9 }] };
    const both = threeWayMerge(items, theirs, mine);
    expect(both.merged.orderLineItems).toEqual(mine.orderLineItems);
    expect(sides(both.changes)).toEqual(['orderLineItems:conflict']);
  });

  it('removes a field the user removed, and keeps one someone else added', () => {
    const withUrl: Record<string, unknown> = { name: 'Acme', url: 'https://acme.example' };
    const theirs = { ...withUrl, externalId: 'X-1' };
    const { url: _gone, ...yours } = withUrl;
    const { merged, changes } = threeWayMerge(withUrl, theirs, yours);
    expect(merged).toEqual({ name: 'Acme', externalId: 'X-1' });
    expect(merged).not.toHaveProperty('url');
    expect(sides(changes)).toEqual(['url:yours', 'externalId:theirs']);
  });

  it('keeps a field someone else removed when the user did not touch it, and conflicts when the user edited it', () => {
    const doc = { name: 'Acme', description: 'D' };
    const theirs = { name: 'Acme' };
    expect(threeWayMerge(doc, theirs, { ...doc, name: 'Acme Co' }).merged).toEqual({ name: 'Acme Co' });
    const edited = threeWayMerge<Record<string, unknown>>(doc, theirs, { ...doc, description: 'Mine' });
    expect(edited.merged).toEqual({ name: 'Acme', description: 'Mine' });
    expect(sides(edited.changes)).toEqual(['description:conflict']);
  });

  it('does not merge the fields the gateway derives: the current document\'s stay, unlisted', () => {
    const stored = { id: 'c1', version: 3, modified: 't3', insertionOrderIds: ['o1'], walletIds: ['w1'], description: 'D' };
    const theirs = { ...stored, version: 4, modified: 't4', insertionOrderIds: ['o1', 'o2'], walletIds: ['w1', 'w2'] };
    // a client that sent stale derived values along with its edit
    const yours = { ...stored, walletIds: [], description: 'Mine' };
    const { merged, changes } = threeWayMerge(stored, theirs, yours);
    expect(merged).toEqual({ id: 'c1', version: 4, modified: 't4', insertionOrderIds: ['o1', 'o2'], walletIds: ['w1', 'w2'], description: 'Mine' });
    expect(sides(changes)).toEqual(['insertionOrderIds:theirs', 'description:yours']);
  });

  it('does not count key order or a key holding undefined as a change', () => {
    const doc = { a: 1, b: { c: 2, d: 3 } };
    const reordered = { b: { d: 3, c: 2 }, a: 1, e: undefined };
    expect(threeWayMerge(doc, reordered, doc).changes).toEqual([]);
  });
});
