import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentChangelog } from '#domain/changelog';
import { renderApp } from '#tests/app/support/render-app';
import { ANA, at, BOB, storeChangelog } from '#tests/app/support/history';
import { realGateway } from '#tests/app/support/real-gateway';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const cells = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell').map((c) => c.textContent));

const dates = { '@type': 'DateRangeConstraint', startTimestamp: '2026-03-01T17:00:00Z[UTC]', endTimestamp: '2026-04-01T06:59:00Z[UTC]' };
const cap = (engagements: number, period: string, type = 'FrequencyConstraint') => ({ '@type': type, engagements, period });
const server = (minute: number, version: number) => ({ id: '3000', created: at(0), modified: at(minute), version });

/** The audit's ad: renamed, given a whitelist and a blacklist and its cap raised 3 → 4, then saved again unchanged. */
function adLog(): DocumentChangelog {
  const first = { name: 'Scan it', format: { '@type': 'ProductScanFormat' }, constraints: [dates, cap(3, 'WEEK'), cap(500, 'ALL_TIME', 'MaxEngagementsConstraint')] };
  const second = {
    ...first,
    name: 'Scan it now',
    constraints: [dates, { '@type': 'LocationConstraint', locationIds: { '101': true, '102': true, '201': false } }, cap(4, 'WEEK'), cap(500, 'ALL_TIME', 'MaxEngagementsConstraint')],
  };
  return {
    id: '3000',
    documentType: 'Ad',
    parentIds: ['1000', '2000'],
    versions: [
      { id: '11', created: at(1), userId: ANA, event: 'CREATE', content: { ...server(1, 1), ...first } },
      { id: '12', created: at(2), userId: BOB, event: 'UPDATE', content: { ...server(2, 2), ...second } },
      { id: '13', created: at(3), userId: BOB, event: 'UPDATE', content: { ...server(3, 3), ...second } },
    ],
  };
}

const topicLog = (id: string, type: string, name: string): DocumentChangelog => ({
  id,
  documentType: 'Topic',
  parentIds: ['1000'],
  versions: [{ id: `${id}1`, created: at(4), userId: ANA, event: 'CREATE', content: { id, '@type': type, name } }],
});

describe('change log of a document with constraints', () => {
  it('lists only the constraint fields that changed, named by their kind, and nothing for the unchanged save', async () => {
    await storeChangelog(gw, adLog());
    renderApp('/flightdeck/history/campaigns/1000/adsets/2000/ads/3000');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    expect(cells(grid).filter((r) => r[1] === 'update').map((r) => [r[0], r[2], r[3]])).toEqual([
      ['name', 'Scan it now', BOB],
      ['Blacklisted Location Ids', '201', BOB],
      ['Whitelisted Location Ids', '101, 102', BOB],
      ['constraints[FrequencyConstraint].engagements', '4', BOB],
    ]);
    // what the ad was created with is named by kind too, never by a place in the list
    expect(cells(grid).filter((r) => r[1] === 'create').map((r) => r[0])).toContain('constraints[MaxEngagementsConstraint].period');
    expect(cells(grid).filter((r) => /\[\d+\]/.test(r[0]!))).toEqual([]);
  });
});

describe("history names a topic's kind as spec 3 does", () => {
  it("calls a topic's change log a Promoted Product, or a Retailer Category", async () => {
    await storeChangelog(gw, topicLog('5000', 'PromotedProduct', 'Oat Milk'));
    renderApp('/flightdeck/history/campaigns/1000/topics/5000');
    expect(await screen.findByRole('link', { name: 'Open Promoted Product' })).toBeTruthy();
    expect(screen.getByText('Promoted Product', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText(/Topic/)).toBeNull();
  });

  it('a retailer category is named so', async () => {
    await storeChangelog(gw, topicLog('6000', 'PromotedCategory', 'Dairy'));
    renderApp('/flightdeck/history/campaigns/1000/topics/6000');
    expect(await screen.findByRole('link', { name: 'Open Retailer Category' })).toBeTruthy();
  });
});

describe('/history search names a topic by its kind', () => {
  it('reads the kind the gateway gives with each change (contentType), as spec 3 names it', async () => {
    await storeChangelog(gw, adLog());
    await storeChangelog(gw, topicLog('5000', 'PromotedProduct', 'Oat Milk'));
    // the category's change a minute after the product's: the search's newest
    const category = topicLog('6000', 'PromotedCategory', 'Dairy');
    await storeChangelog(gw, { ...category, versions: category.versions.map((v) => ({ ...v, created: at(5) })) });
    renderApp('/flightdeck/history?minDate=2026-03-01');
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    expect(cells(grid).map((r) => [r[0], r[4]])).toEqual([
      ['6000', 'Retailer Category'],
      ['5000', 'Promoted Product'],
      ['3000', 'Ad'],
      ['3000', 'Ad'],
      ['3000', 'Ad'],
    ]);
    expect(screen.queryByText(/Topic/)).toBeNull();
  });
});
