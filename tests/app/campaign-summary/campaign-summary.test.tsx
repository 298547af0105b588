import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { AD_STATUS_TOOLTIPS } from '#domain/ad/status';
import { seedCampaign, seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { seedSummaryWorld } from './summary-world';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
// as develop, stage and production run: campaign service v1, no mapping
const gw = realGateway({ appEnv: 'dev' });
beforeEach(() => gw.reset());

/** A campaign with an order and nothing else (no ad sets, no promoted products), through the API; answers its id. */
async function bareCampaign(): Promise<string> {
  const company = await seedCompany(gw, 'Harbor Foods');
  const order = await seedOrder(gw, company.id, 'Spring order');
  return (await seedCampaign(gw, 'Harbor Spring', company.id, [order.id])).id;
}

describe('campaign summary', () => {
  it('shows the header, fields, insertion orders with line items and the order failure text', async () => {
    const w = await seedSummaryWorld(gw);
    // a second order the campaign names, gone when read: through its API the gateway never deletes a named order
    const autumn = await seedOrder(gw, w.companyId, 'Autumn order');
    const campaign = (await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`)).json;
    const put = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { ...campaign, insertionOrderIds: [w.orderId, autumn.id] }, { 'If-Match': `"${campaign.version}"` });
    expect(put.status).toBe(200);
    gw.answerInstead('GET', new RegExp(`^/order/v1/insertionOrders/${autumn.id}$`), () => Response.json({ errorMsg: `Insertion order ${autumn.id} not found` }, { status: 404 }));
    renderApp(`/flightdeck/campaigns/view/${w.campaignId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Spring' })).toBeTruthy();
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Campaign' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${w.campaignId}`);
    for (const label of ['Account manager', 'Campaign manager', 'Ops associate', 'Description', 'Created', 'Start', 'End', 'Category']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    const order = await screen.findByRole('region', { name: 'Spring order' });
    expect(within(order).getByRole('link', { name: 'Spring order' }).getAttribute('href')).toBe(`/flightdeck/orders/${w.orderId}`);
    expect(await within(order).findByText('Harbor Foods')).toBeTruthy();
    expect(within(order).getByText('Salesforce Link')).toBeTruthy();
    const items = within(order).getByRole('table');
    expect(within(items).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type', 'Description', 'Pricing Model', 'Rate']);
    expect(within(items).getByText('$25.50')).toBeTruthy();
    expect(await screen.findByText('Insertion order details failed to load')).toBeTruthy();
    // flag v1: no mapping UI
    expect(screen.queryByRole('button', { name: /Mapping status/ })).toBeNull();
  });

  it('shows the first 4 promoted products with Show More / Show Less, and retailer categories for MCOMM', async () => {
    const w = await seedSummaryWorld(gw);
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/view/${w.campaignId}`);
    const products = await screen.findByRole('region', { name: 'Promoted Products' });
    await within(products).findByText('Product 0');
    expect(within(products).getAllByRole('listitem')).toHaveLength(4);
    expect(within(products).getByRole('link', { name: 'Product 0' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${w.campaignId}/topics/${w.products['Product 0']}`);
    expect(within(products).getByRole('link', { name: 'Promoted Products' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${w.campaignId}/topics`);
    within(products).getByRole('button', { name: 'Show More' }).focus();
    await user.keyboard('{Enter}');
    expect(within(products).getAllByRole('listitem')).toHaveLength(6);
    await user.keyboard('{Enter}');
    expect(within(products).getByRole('button', { name: 'Show More' })).toBeTruthy();
    expect(within(products).getAllByRole('listitem')).toHaveLength(4);
    const categories = screen.getByRole('region', { name: 'Retailer Categories' });
    expect((await within(categories).findByRole('link', { name: 'Dairy aisle' })).getAttribute('href')).toBe(`/flightdeck/campaigns/${w.campaignId}/categories/${w.categoryId}`);
  });

  it('lists ad sets with the ads table, effective dates and status tooltips, the empty texts and the timeline', async () => {
    const w = await seedSummaryWorld(gw);
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/view/${w.campaignId}`);
    const launch = await screen.findByRole('region', { name: 'Launch set' });
    const table = await within(launch).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Type and Status', 'Name and Description', 'Kicks', 'Freq Cap', 'Start', 'End', 'Modified']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Product Scan')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Scan me' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${w.campaignId}/adsets/${w.launchSetId}/ads/${w.scanId}`);
    expect(within(rows[0]!).getByText('50')).toBeTruthy();
    expect(within(rows[0]!).getByText('2 / month')).toBeTruthy();
    // the ad has no dates: the ad set's dates stand in (ad over ad set over campaign)
    expect(rows[0]!.textContent).toContain(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'short', day: '2-digit', year: 'numeric' }).format(new Date(w.launchStart.replace('[UTC]', ''))).replace(',', ''));
    // keyboard reaches the status badge and its tooltip says why
    const disabled = within(rows[1]!).getByRole('button', { name: /Disabled/ });
    disabled.focus();
    await user.keyboard('{Tab}{Shift>}{Tab}{/Shift}');
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', AD_STATUS_TOOLTIPS.adDisabled);
    const empty = screen.getByRole('region', { name: 'Empty set' });
    expect(within(empty).getByText('There are no ads added yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Empty set' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${w.campaignId}/adsets/${w.emptySetId}`);
    const timeline = screen.getByRole('list', { name: 'Ads by effective dates' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(2);
    expect(within(timeline).getByText(/Upcoming|Disabled/)).toBeTruthy();
  });

  it("says 'This campaign has no ad sets yet.' and 'This campaign has no promoted products.'", async () => {
    renderApp(`/flightdeck/campaigns/view/${await bareCampaign()}`);
    expect(await screen.findByText('This campaign has no ad sets yet.')).toBeTruthy();
    expect(await screen.findByText('This campaign has no promoted products.')).toBeTruthy();
  });

  it('offers no mapping UI with flag v1, though a link asks for the mapping popup', async () => {
    renderApp(`/flightdeck/campaigns/view/${await bareCampaign()}?mapping=open`);
    await screen.findByRole('heading', { level: 1, name: 'Harbor Spring' });
    expect(screen.queryByRole('button', { name: /Mapping status/ })).toBeNull();
    expect(gw.calls.some((c) => c.path.includes('/stream'))).toBe(false);
  });

  it("says 'Campaign details failed to load' when the campaign does not load", async () => {
    // the gateway answers a stored campaign: its failure is stood in
    const campaign = await bareCampaign();
    gw.answerInstead('GET', new RegExp(`^/campaign/v1/campaigns/${campaign}$`), () => Response.json({ errorMsg: 'boom' }, { status: 500 }));
    renderApp(`/flightdeck/campaigns/view/${campaign}`);
    await waitFor(() => expect(screen.getByText('Campaign details failed to load')).toBeTruthy(), { timeout: 5000 });
  });
});
