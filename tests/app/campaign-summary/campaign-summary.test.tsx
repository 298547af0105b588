import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_STATUS_TOOLTIPS } from '#domain/ad/status';
import { renderApp } from '#tests/app/support/render-app';
import { summaryGateway } from './summary-gateway';

afterEach(() => vi.unstubAllGlobals());

describe('campaign summary', () => {
  it('shows the header, fields, insertion orders with line items and the order failure text', async () => {
    summaryGateway('v1');
    renderApp('/flightdeck/campaigns/view/9001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Spring' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Campaign' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001');
    for (const label of ['Account manager', 'Campaign manager', 'Ops associate', 'Description', 'Created', 'Start', 'End', 'Category']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const order = await screen.findByRole('region', { name: 'Spring Order' });
    expect(within(order).getByRole('link', { name: 'Spring Order' }).getAttribute('href')).toBe('/flightdeck/orders/2');
    expect(await within(order).findByText('Acme Foods')).toBeTruthy();
    expect(within(order).getByText('Salesforce Link')).toBeTruthy();
    const items = within(order).getByRole('table');
    expect(within(items).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Description', 'Pricing Model', 'Rate']);
    expect(within(items).getByText('$25.50')).toBeTruthy();
    expect(await screen.findByText('Insertion order details failed to load')).toBeTruthy();
    // flag v1: no mapping UI
    expect(screen.queryByRole('button', { name: /Mapping status/ })).toBeNull();
  });

  it('shows the first 4 promoted products with Show More / Show Less, and retailer categories for MCOMM', async () => {
    summaryGateway('v1');
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns/view/9001');
    const products = await screen.findByRole('region', { name: 'Promoted Products' });
    await within(products).findByText('Product 0');
    expect(within(products).getAllByRole('listitem')).toHaveLength(4);
    expect(within(products).getByRole('link', { name: 'Product 0' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001/topics/p0');
    expect(within(products).getByRole('link', { name: 'Promoted Products' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001/topics');
    within(products).getByRole('button', { name: 'Show More' }).focus();
    await user.keyboard('{Enter}');
    expect(within(products).getAllByRole('listitem')).toHaveLength(6);
    await user.keyboard('{Enter}');
    expect(within(products).getByRole('button', { name: 'Show More' })).toBeTruthy();
    expect(within(products).getAllByRole('listitem')).toHaveLength(4);
    const categories = screen.getByRole('region', { name: 'Retailer Categories' });
    expect((await within(categories).findByRole('link', { name: 'Dairy aisle' })).getAttribute('href')).toBe('/flightdeck/campaigns/9001/categories/c1');
  });

  it('lists ad sets with the ads table, effective dates and status tooltips, the empty texts and the timeline', async () => {
    const gw = summaryGateway('v1');
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns/view/9001');
    const launch = await screen.findByRole('region', { name: 'Launch set' });
    const table = await within(launch).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type and Status', 'Name and Description', 'Kicks', 'Freq Cap', 'Start', 'End', 'Modified']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Product Scan')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Scan me' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001/adsets/31/ads/41');
    expect(within(rows[0]!).getByText('50')).toBeTruthy();
    expect(within(rows[0]!).getByText('2 / month')).toBeTruthy();
    // the ad has no dates: the ad set's dates stand in (ad over ad set over campaign)
    const set = gw.adSets[0]!.constraints[0] as { startTimestamp: string };
    expect(rows[0]!.textContent).toContain(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'short', day: '2-digit', year: 'numeric' }).format(new Date(set.startTimestamp.replace('[UTC]', ''))).replace(',', ''));
    // keyboard reaches the status badge and its tooltip says why
    const disabled = within(rows[1]!).getByRole('button', { name: /Disabled/ });
    disabled.focus();
    await user.keyboard('{Tab}{Shift>}{Tab}{/Shift}');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', AD_STATUS_TOOLTIPS.adDisabled);
    const empty = screen.getByRole('region', { name: 'Empty set' });
    expect(within(empty).getByText('There are no ads added yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Empty set' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001/adsets/32');
    const timeline = screen.getByRole('list', { name: 'Ads by effective dates' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(within(timeline).getByText(/Upcoming|Disabled/)).toBeTruthy();
  });

  it("says 'This campaign has no ad sets yet.' and 'This campaign has no promoted products.'", async () => {
    const gw = summaryGateway('v1');
    gw.adSets = [];
    gw.products = [];
    renderApp('/flightdeck/campaigns/view/9001');
    expect(await screen.findByText('This campaign has no ad sets yet.')).toBeTruthy();
    expect(await screen.findByText('This campaign has no promoted products.')).toBeTruthy();
  });

  it("says 'Campaign details failed to load' when the campaign does not load", async () => {
    const gw = summaryGateway('v1');
    gw.campaignStatus = 500;
    renderApp('/flightdeck/campaigns/view/9001');
    await waitFor(() => expect(screen.getByText('Campaign details failed to load')).toBeTruthy(), { timeout: 5000 });
  });
});
