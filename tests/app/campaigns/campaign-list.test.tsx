import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignListSearch } from '#app/features/campaigns/search';
import { resultsLine } from '#app/ui/list-screen/ResultsLine';
import * as v from 'valibot';
import { campaigns, fakeGateway } from '#tests/app/support/fake-gateway';
import { renderApp } from '#tests/app/support/render-app';

afterEach(() => vi.unstubAllGlobals());

const grid = () => screen.findByRole('grid', { name: 'Campaigns' });
const resultsText = () => document.querySelector('.results-line')?.textContent;

describe('campaign list', () => {
  it('lists campaigns with the spec’s columns, the results line and paging through cursors', async () => {
    const gw = fakeGateway(campaigns(120));
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns');
    const table = await grid();
    // The first column is the multi-selection's checkboxes (issue 28 §2).
    const [pickPage, ...headers] = within(table).getAllByRole('columnheader');
    expect(within(pickPage!).getByRole('checkbox', { name: 'Select all on this page' })).toBeTruthy();
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Status', 'Associate', 'Start Date', 'End Date']);
    expect(await screen.findByText('120 results found')).toBeTruthy();
    expect(table.getAttribute('aria-rowcount')).toBe('121');
    expect(within(table).getByText('Campaign 000').getAttribute('href')).toBe('/flightdeck/campaigns/view/1000');
    expect(within(table).getAllByText('Live').length).toBeGreaterThan(0);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?cursor=50'));
    await within(table).findByText('Campaign 050');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.getAttribute('aria-rowindex')).toBe('52');
    expect(gw.calls.at(-1)!.searchParams.get('next')).toBe('50');
  });

  it('searches by name into the URL and words the results line with the term', async () => {
    const user = userEvent.setup();
    fakeGateway();
    const app = renderApp('/flightdeck/campaigns');
    await grid();
    await user.click(screen.getByRole('searchbox', { name: 'Search campaign' }));
    await user.keyboard('harbor');
    expect(await screen.findByText('1 results found for "harbor"')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?q=harbor'));
    // Typing on after a pause replaces that entry; Back returns to the list before the search.
    await user.keyboard(' spring');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?q=harbor+spring'));
    app.history.back();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns'));
  });

  it('keeps the results line on the rows shown until the new term’s answer arrives', async () => {
    const user = userEvent.setup();
    const gw = fakeGateway();
    renderApp('/flightdeck/campaigns');
    expect(await screen.findByText('120 results found')).toBeTruthy();
    let release!: () => void;
    gw.gate = new Promise((r) => (release = r));
    await user.click(screen.getByRole('searchbox', { name: 'Search campaign' }));
    await user.keyboard('harbor');
    await waitFor(() => expect(gw.calls.at(-1)!.searchParams.get('campaignName')).toBe('harbor'));
    // The old rows are still on screen: never '120 results found for "harbor"'.
    expect(resultsText()).toBe('120 results found');
    release();
    await waitFor(() => expect(resultsText()).toBe('1 results found for "harbor"'));
  });

  it("shows the empty state, and 'Return' brings the whole list back", async () => {
    const user = userEvent.setup();
    fakeGateway();
    const app = renderApp('/flightdeck/campaigns?q=nothing-like-this');
    expect(await screen.findByText('No Campaigns found')).toBeTruthy();
    expect(screen.getByText('We were not able to find any campaigns matched to your search.')).toBeTruthy();
    screen.getByRole('button', { name: 'Return' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns'));
    expect(await screen.findByText('120 results found')).toBeTruthy();
  });

  it('sorts through the URL, previews the selected campaign, Escape closes the pane, Enter opens the summary', async () => {
    const user = userEvent.setup();
    const gw = fakeGateway();
    const app = renderApp('/flightdeck/campaigns');
    const table = await grid();
    await within(table).findByText('Campaign 000');
    within(table).getByRole('button', { name: 'Start Date' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?sort=startDate'));
    await waitFor(() => expect(gw.calls.at(-1)!.searchParams.get('sort')).toBe('startDate'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?sort=-startDate'));
    await user.tab(); // End Date
    await user.tab(); // first row
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?sort=-startDate&selected=1001'));
    const pane = await screen.findByRole('complementary', { name: 'Campaign summary' });
    expect(within(pane).getByRole('heading', { name: 'Harbor Launch' })).toBeTruthy();
    expect(within(pane).getByText('carl.campaign@flightdeck.example')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    // j goes on from the row focus was left on, selecting it again; Enter opens its summary.
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(app.history.location.pathname).toBe('/flightdeck/campaigns/view/1001'));
  });

  it('gives focus back to the selected row on coming Back from the summary, and to the main content when it is lost elsewhere', async () => {
    fakeGateway();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns?selected=1002');
    // Arrived at with a row selected, the list puts focus on it: j and Enter work at once.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe('1002'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.history.location.pathname).toBe('/flightdeck/campaigns/view/1002'));
    // The row that had focus is gone with its screen: focus is on the summary's main content, not the page's body.
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));
    app.history.back();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?selected=1002'));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe('1002'));
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?selected=1003'));
  });

  it('reopens the same state from a link', async () => {
    fakeGateway();
    renderApp('/flightdeck/campaigns?q=campaign&sort=-name&selected=1005');
    const pane = await screen.findByRole('complementary', { name: 'Campaign summary' });
    expect(within(pane).getByRole('heading', { name: 'Campaign 005' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search campaign' }) as HTMLInputElement).value).toBe('campaign');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('119 results found for "campaign"')).toBeTruthy();
  });

  it("shows 'Loading Campaigns...' in the notification bar while a search runs", async () => {
    const gw = fakeGateway();
    let release!: () => void;
    gw.gate = new Promise((r) => (release = r));
    renderApp('/flightdeck/campaigns?q=harbor');
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await within(region).findByText('Loading Campaigns...');
    release();
    expect(await screen.findByText('1 results found for "harbor"')).toBeTruthy();
    // The region itself goes away with its last notification.
    await waitFor(() => expect(screen.queryByText('Loading Campaigns...')).toBeNull());
  });

  it('a failed list keeps its error and a Retry on the page; Retry asks again and the list takes focus', async () => {
    const user = userEvent.setup();
    const gw = fakeGateway();
    gw.listFailure = { status: 400, errorMsg: 'Campaign store unavailable' };
    renderApp('/flightdeck/campaigns');
    const message = await screen.findByText('There was an issue fetching the campaign data. Error: Campaign store unavailable', {}, { timeout: 5000 });
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Campaigns' })).toBeNull();
    gw.listFailure = undefined;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const table = await grid();
    expect(await screen.findByText('120 results found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(table.contains(document.activeElement)).toBe(true));
  });

  it('validates its search params, falling back instead of failing', () => {
    expect(v.parse(campaignListSearch, { sort: 'bogus', q: 7, cursor: 'abc', selected: 1001 })).toEqual({ q: '7', sort: undefined, cursor: 'abc', selected: '1001' });
    expect(v.parse(campaignListSearch, { q: { nested: 1 } }).q).toBe('');
    expect(resultsLine(3, '')).toBe('3 results found');
    expect(resultsLine(3, 'x')).toBe('3 results found for "x"');
  });
});
