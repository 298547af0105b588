import { describe, expect, it } from 'vitest';
import {
  BLACKLISTED_LOCATION_IDS,
  chainRows,
  changeRows,
  DELETED_DOCUMENT_FIELD,
  filterByUser,
  documentLabel,
  documentTypeLabel,
  flattenContent,
  isWalkInAd,
  nextChainedAdId,
  sortChangeRows,
  WHITELISTED_LOCATION_IDS,
  type ChangelogVersion,
  type DocumentChangelog,
} from '#domain/changelog';

const at = (minute: number) => `2026-03-01T17:${String(minute).padStart(2, '0')}:00Z[UTC]`;

let seq = 0;
const version = (content: Record<string, unknown>, event = 'UPDATE', userId = 'ana@flightdeck.example', minute = seq): ChangelogVersion => ({
  id: String(++seq),
  created: at(minute),
  userId,
  event,
  content,
});
const log = (versions: ChangelogVersion[], extra: Partial<DocumentChangelog> = {}): DocumentChangelog => ({ id: '500', documentType: 'Campaign', parentIds: [], versions, ...extra });

const server = { id: '500', created: at(0), modified: at(1), version: 3, '@type': 'Campaign' };

describe('changelog diff', () => {
  it('gives one update row per changed field between consecutive versions, ignoring modified, created, id and @type', () => {
    const rows = changeRows(
      log([
        version({ ...server, campaignName: 'Spring', status: 'LIVE', tags: ['a'] }, 'CREATE', 'ana@x', 0),
        version({ ...server, modified: at(5), version: 4, campaignName: 'Spring Sale', status: 'LIVE', tags: ['a', 'b'] }, 'UPDATE', 'bob@x', 5),
      ]),
    );
    const update = rows.filter((r) => r.status === 'update');
    expect(update.map((r) => [r.fieldName, r.updatedValue, r.previousValue, r.user, r.date])).toEqual([
      ['campaignName', 'Spring Sale', 'Spring', 'bob@x', at(5)],
      ['tags', 'a, b', 'a', 'bob@x', at(5)],
    ]);
    expect(rows.some((r) => ['modified', 'created', 'id', '@type', 'version'].includes(r.fieldName))).toBe(false);
  });

  it('lists what the first version was created with, and puts the newest version first', () => {
    const rows = changeRows(log([version({ campaignName: 'Spring', enabled: true }, 'CREATE'), version({ campaignName: 'Summer', enabled: true })]));
    expect(rows.map((r) => `${r.status} ${r.fieldName}=${r.updatedValue}`)).toEqual(['update campaignName=Summer', 'create campaignName=Spring', 'create enabled=true']);
  });

  it('names nested fields by their path and ignores nested ids and types too', () => {
    const before = { orderLineItems: [{ id: '9', created: at(0), pricingModel: { '@type': 'CostPerKick', amount: 10, kicks: 100 } }] };
    const after = { orderLineItems: [{ id: '9', created: at(0), pricingModel: { '@type': 'CostPerKick', amount: 12, kicks: 100 } }] };
    const rows = changeRows(log([version(before, 'CREATE'), version(after)]));
    expect(rows[0]).toMatchObject({ fieldName: 'orderLineItems[id 9].pricingModel.amount', updatedValue: '12', previousValue: '10', status: 'update' });
    expect(rows.filter((r) => r.status === 'update')).toHaveLength(1);
  });

  it('reports a cleared or removed field with an empty updated value', () => {
    const rows = changeRows(log([version({ description: 'Old', notes: 'n' }, 'CREATE'), version({ description: '', notes: null })]));
    expect(rows.filter((r) => r.status === 'update').map((r) => [r.fieldName, r.updatedValue, r.previousValue])).toEqual([
      ['description', '', 'Old'],
      ['notes', '', 'n'],
    ]);
  });

  it("labels location ids set to false 'Blacklisted Location Ids'", () => {
    const constraint = (ids: Record<string, boolean>) => ({ constraints: [{ '@type': 'LocationConstraint', locationIds: ids }] });
    const rows = changeRows(log([version(constraint({ '10': true, '2': false }), 'CREATE'), version(constraint({ '10': true, '2': false, '30': false }))]));
    expect(rows[0]).toMatchObject({ fieldName: BLACKLISTED_LOCATION_IDS, updatedValue: '2, 30', previousValue: '2', status: 'update' });
    expect(rows.filter((r) => r.status === 'update')).toHaveLength(1);
    expect(rows.find((r) => r.status === 'create' && r.fieldName === WHITELISTED_LOCATION_IDS)?.updatedValue).toBe('10');
  });

  it('makes one row for a deletion', () => {
    const doc = { name: 'Acme' };
    const rows = changeRows(log([version(doc, 'CREATE'), version(doc, 'DELETE', 'carl@x')]));
    expect(rows[0]).toMatchObject({ fieldName: DELETED_DOCUMENT_FIELD, status: 'delete', user: 'carl@x' });
    expect(rows).toHaveLength(2);
  });

  it('makes no row for a save that changed nothing but the server fields', () => {
    const rows = changeRows(log([version({ ...server, name: 'A' }, 'CREATE'), version({ ...server, version: 4, modified: at(9), name: 'A' })]));
    expect(rows.map((r) => r.status)).toEqual(['create']);
  });

  it('flattens lists of plain values into one field and skips empty values', () => {
    expect([...flattenContent({ tags: [], ids: ['1', '2'], nested: {}, n: 0, off: false }).entries()]).toEqual([
      ['ids', { label: 'ids', value: '1, 2' }],
      ['n', { label: 'n', value: '0' }],
      ['off', { label: 'off', value: 'false' }],
    ]);
  });
});

describe('lists of constraints and line items', () => {
  const dates = { '@type': 'DateRangeConstraint', startTimestamp: at(0), endTimestamp: at(59) };
  const cap = (engagements: number, period: string, type = 'FrequencyConstraint') => ({ '@type': type, engagements, period });
  const locations = (ids: Record<string, boolean>) => ({ '@type': 'LocationConstraint', locationIds: ids });
  const updates = (versions: ChangelogVersion[]) =>
    changeRows(log(versions, { documentType: 'Ad' }))
      .filter((r) => r.status === 'update')
      .map((r) => [r.fieldName, r.updatedValue, r.previousValue]);

  it('pairs constraints by kind, so adding one lists only what changed', () => {
    const before = { name: 'Scan it', constraints: [dates, cap(3, 'WEEK'), cap(500, 'ALL_TIME', 'MaxEngagementsConstraint')] };
    const after = {
      name: 'Scan it now',
      constraints: [dates, locations({ '101': true, '102': true, '201': false }), cap(4, 'WEEK'), cap(500, 'ALL_TIME', 'MaxEngagementsConstraint')],
    };
    expect(updates([version(before, 'CREATE'), version(after)])).toEqual([
      ['name', 'Scan it now', 'Scan it'],
      [BLACKLISTED_LOCATION_IDS, '201', ''],
      [WHITELISTED_LOCATION_IDS, '101, 102', ''],
      ['constraints[FrequencyConstraint].engagements', '4', '3'],
    ]);
  });

  it('lists a removed constraint under its kind, and a changed period of the one cap as an update', () => {
    const before = { constraints: [cap(3, 'MONTH'), locations({ '7': true })] };
    expect(updates([version(before, 'CREATE'), version({ constraints: [cap(3, 'WEEK')] })])).toEqual([
      ['constraints[FrequencyConstraint].period', 'WEEK', 'MONTH'],
      [WHITELISTED_LOCATION_IDS, '', '7'],
    ]);
  });

  it('tells caps of one kind apart by their period', () => {
    const before = { constraints: [cap(6, 'MONTH'), cap(4, 'WEEK')] };
    const after = { constraints: [cap(2, 'DAY'), cap(6, 'MONTH'), cap(3, 'WEEK')] };
    expect(updates([version(before, 'CREATE'), version(after)])).toEqual([
      ['constraints[FrequencyConstraint per DAY].engagements', '2', ''],
      ['constraints[FrequencyConstraint per DAY].period', 'DAY', ''],
      ['constraints[FrequencyConstraint per WEEK].engagements', '3', '4'],
    ]);
  });

  it('makes no row when the constraints only change order', () => {
    const versions = [version({ constraints: [dates, cap(3, 'WEEK')] }, 'CREATE'), version({ constraints: [cap(3, 'WEEK'), dates] })];
    expect(updates(versions)).toEqual([]);
  });

  it('pairs order line items by id and names them so, so removing the first does not rewrite the second', () => {
    const item = (id: string, description: string, amount: number) => ({ id, description, pricingModel: { '@type': 'CostPerKick', id: `p${id}`, amount } });
    const before = { orderLineItems: [item('1', 'Scans', 10), item('2', 'Receipts', 20)] };
    const after = { orderLineItems: [item('2', 'Receipts', 25)] };
    expect(updates([version(before, 'CREATE'), version(after)])).toEqual([
      ['orderLineItems[id 2].pricingModel.amount', '25', '20'],
      ['orderLineItems[id 1].description', '', 'Scans'],
      ['orderLineItems[id 1].pricingModel.amount', '', '10'],
    ]);
  });
});

describe('document kinds', () => {
  it("names a topic by spec 3's noun: Promoted Product, or Retailer Category when its content says so", () => {
    expect(documentTypeLabel('Topic')).toBe('Promoted Product');
    const topic = (type: string) => log([version({ '@type': type, name: 'T' }, 'CREATE')], { documentType: 'Topic' });
    expect(documentLabel(topic('PromotedProduct'))).toBe('Promoted Product');
    expect(documentLabel(topic('PromotedCategory'))).toBe('Retailer Category');
    expect(documentLabel(log([version({ name: 'C' }, 'CREATE')], { documentType: 'AdSet' }))).toBe('Ad Set');
  });
});

describe('walk-in chains', () => {
  const ad = (id: string, name: string, format: string | Record<string, unknown>, nextAdId: string | undefined, minute: number): DocumentChangelog => ({
    id,
    documentType: 'Ad',
    parentIds: ['1', '2'],
    versions: [version({ name, format: typeof format === 'string' ? { '@type': format } : format, nextAdId }, 'CREATE', 'ana@x', minute)],
  });

  it('follows next-ad ids from walk-in ads only', () => {
    expect(isWalkInAd(ad('1', 'Walk', 'WalkInFormat', '2', 0))).toBe(true);
    expect(isWalkInAd(ad('1', 'Banner', 'BannerFormat', '2', 0))).toBe(false);
    expect(nextChainedAdId(ad('1', 'Walk', 'WalkInFormat', '2', 0))).toBe('2');
    expect(nextChainedAdId(ad('1', 'Walk', 'WalkInFormat', undefined, 0))).toBeUndefined();
  });

  it('merges the chain newest first, naming the chained ads in their field names', () => {
    const rows = chainRows([ad('1', 'Walk', 'WalkInFormat', '2', 1), ad('2', 'Nearby banner', 'BannerFormat', undefined, 3)]);
    expect(rows[0]!.fieldName).toBe('Nearby banner › name');
    expect(rows.at(-1)!.fieldName).toBe('nextAdId');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("names an Own-The-Trip chain's ads by their place in it, as they all carry the walk-in's name", () => {
    const banner = (location: string) => ({ '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: location }] });
    const rows = chainRows([
      ad('1', 'Walk', 'WalkInFormat', '2', 1),
      ad('2', 'Walk', banner('STORE_LIST'), '3', 2),
      ad('3', 'Walk', banner('STORE_DETAILS'), '4', 3),
      ad('4', 'Walk', { '@type': 'VideoFormat', placement: 'POST_SCAN' }, undefined, 4),
    ]);
    expect([...new Set(rows.filter((r) => r.fieldName.endsWith(' › name')).map((r) => r.fieldName))]).toEqual([
      'OTT Video › name',
      'Post Walk-In: Store Details Banner › name',
      'Walk-in Promo: Nearby Tab Banner › name',
    ]);
  });
});

describe('sorting and the user filter', () => {
  const rows = changeRows(
    log([
      version({ a: 'x' }, 'CREATE', 'zed@x', 1),
      version({ a: 'y', b: 'item 10' }, 'UPDATE', 'amy@x', 2),
      version({ a: 'y', b: 'item 9' }, 'UPDATE', 'Bob@x', 3),
    ]),
  );

  it('sorts ascending, descending, or keeps the newest-first order without a sort', () => {
    expect(sortChangeRows(rows, undefined).map((r) => r.date)).toEqual(rows.map((r) => r.date));
    expect(sortChangeRows(rows, 'date').map((r) => r.date)).toEqual([at(1), at(2), at(2), at(3)]);
    expect(sortChangeRows(rows, '-user').map((r) => r.user)).toEqual(['zed@x', 'Bob@x', 'amy@x', 'amy@x']);
    expect(sortChangeRows(rows, 'updatedValue').map((r) => r.updatedValue)).toEqual(['item 9', 'item 10', 'x', 'y']);
  });

  it('filters by user, any case', () => {
    expect(filterByUser(rows, 'BOB').map((r) => r.user)).toEqual(['Bob@x']);
    expect(filterByUser(rows, '  ')).toHaveLength(rows.length);
    expect(filterByUser(rows, 'nobody')).toEqual([]);
  });
});
