import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignListSearch } from '#app/features/campaigns/search';
import { resultsLine } from '#app/ui/list-screen/ResultsLine';
import * as v from 'valibot';
import { seedCampaign, seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { day } from '#tests/app/support/seed-ads';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
const LIST = /^\/campaign\/v3\/campaigns\/$/;
const RUNNING = { startDate: day(-10), endDate: day(60) };
/** 'Campaign 000' to 'Campaign 119', the second named 'Harbor Launch'. */
const NAMES = Array.from({ length: 120 }, (_, i) => (i === 1 ? 'Harbor Launch' : `Campaign ${String(i).padStart(3, '0')}`));
/** The campaigns' ids by name. */
const ids: Record<string, string> = {};

// The tests only read, so one seed serves them all. Made from the last name to the first, the list's
// newest-first order (and, as all start together, its latest-start-first order) reads them by name.
beforeAll(async () => {
  const company = await seedCompany(gw, 'Harbor Foods');
  const order = await seedOrder(gw, company.id, 'Spring order');
  for (const name of NAMES.toReversed()) {
    const created = await seedCampaign(gw, name, company.id, [order.id]);
    // a new campaign starts ahead (spec 1 §5); an edit sets it running
    const running = await gw.call('PUT', `/campaign/v1/campaigns/${created.id}`, { ...created, ...RUNNING }, { 'If-Match': `"${created.version}"` });
    if (running.status !== 200) throw new Error(`seeding campaign ${name}: ${running.status} ${JSON.stringify(running.json)}`);
    ids[name] = created.id;
  }
});

const grid = () => screen.findByRole('grid', { name: 'Campaigns' });
const resultsText = () => document.querySelector('.results-line')?.textContent;
/** The portal's requests for a page of the campaign list, in order. */
const listCalls = () => gw.calls.filter((c) => c.method === 'GET' && LIST.test(c.path));

describe('campaign list', () => {
  it('lists campaigns with the spec’s columns, the results line and paging through cursors', async () => {
    // the cursor the gateway gives out for the first page of 50, newest first, as the portal asks for it
    const cursor: string = (await gw.call('GET', '/campaign/v3/campaigns/?limit=50')).json.pagination.next;
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns');
    const table = await grid();
    // The first column is the multi-selection's checkboxes (issue 28 §2).
    const [pickPage, ...headers] = within(table).getAllByRole('columnheader');
    expect(within(pickPage!).getByRole('checkbox', { name: 'Select all on this page' })).toBeTruthy();
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Status', 'Associate', 'Start Date', 'End Date']);
    expect(await screen.findByText('120 results found')).toBeTruthy();
    expect(table.getAttribute('aria-rowcount')).toBe('121');
    expect(within(table).getByText('Campaign 000').getAttribute('href')).toBe(`/flightdeck/campaigns/view/${ids['Campaign 000']}`);
    expect(within(table).getAllByText('Live').length).toBeGreaterThan(0);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns?${new URLSearchParams({ cursor })}`));
    await within(table).findByText('Campaign 050');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.getAttribute('aria-rowindex')).toBe('52');
    expect(listCalls().at(-1)?.search.get('next')).toBe(cursor);
  });

  it('searches by name into the URL and words the results line with the term', async () => {
    const user = userEvent.setup();
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
    renderApp('/flightdeck/campaigns');
    expect(await screen.findByText('120 results found')).toBeTruthy();
    const answer = gw.hold('GET', LIST);
    await user.click(screen.getByRole('searchbox', { name: 'Search campaign' }));
    await user.keyboard('harbor');
    await waitFor(() => expect(listCalls().at(-1)?.search.get('campaignName')).toBe('harbor'));
    // The old rows are still on screen: never '120 results found for "harbor"'.
    expect(resultsText()).toBe('120 results found');
    answer.release();
    await waitFor(() => expect(resultsText()).toBe('1 results found for "harbor"'));
  });

  it("shows the empty state, and 'Return' brings the whole list back", async () => {
    const user = userEvent.setup();
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
    const app = renderApp('/flightdeck/campaigns');
    const table = await grid();
    await within(table).findByText('Campaign 000');
    within(table).getByRole('button', { name: 'Start Date' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?sort=startDate'));
    await waitFor(() => expect(listCalls().at(-1)?.search.get('sort')).toBe('startDate'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns?sort=-startDate'));
    await user.tab(); // End Date
    await user.tab(); // first row
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns?sort=-startDate&selected=${ids['Harbor Launch']}`));
    const pane = await screen.findByRole('complementary', { name: 'Campaign summary' });
    expect(within(pane).getByRole('heading', { name: 'Harbor Launch' })).toBeTruthy();
    expect(within(pane).getByText('carl.campaign@flightdeck.example')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    // j goes on from the row focus was left on, selecting it again; Enter opens its summary.
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(app.history.location.pathname).toBe(`/flightdeck/campaigns/view/${ids['Harbor Launch']}`));
  });

  it('gives focus back to the selected row on coming Back from the summary, and to the summary’s title when the row is gone with its screen', async () => {
    const [third, fourth] = [ids['Campaign 002'], ids['Campaign 003']];
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns?selected=${third}`);
    // Arrived at with a row selected, the list puts focus on it: j and Enter work at once.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe(third));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.history.location.pathname).toBe(`/flightdeck/campaigns/view/${third}`));
    // The row that had focus is gone with its screen: the shell's main content takes focus, and the
    // summary's title takes it from there (a reader starts at the campaign's name), not the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Campaign 002' })));
    app.history.back();
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns?selected=${third}`));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe(third));
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns?selected=${fourth}`));
  });

  it('reopens the same state from a link', async () => {
    // by name from Z to A, the first page of 'campaign' runs from Campaign 119 to Campaign 070
    renderApp(`/flightdeck/campaigns?q=campaign&sort=-name&selected=${ids['Campaign 105']}`);
    const pane = await screen.findByRole('complementary', { name: 'Campaign summary' });
    expect(within(pane).getByRole('heading', { name: 'Campaign 105' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search campaign' }) as HTMLInputElement).value).toBe('campaign');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('119 results found for "campaign"')).toBeTruthy();
  });

  it("shows 'Loading Campaigns...' in the notification bar while a search runs", async () => {
    const answer = gw.hold('GET', LIST);
    renderApp('/flightdeck/campaigns?q=harbor');
    const region = await screen.findByRole('region', { name: /Notifications/ });
    await within(region).findByText('Loading Campaigns...');
    answer.release();
    expect(await screen.findByText('1 results found for "harbor"')).toBeTruthy();
    // The region itself goes away with its last notification.
    await waitFor(() => expect(screen.queryByText('Loading Campaigns...')).toBeNull());
  });

  it('a failed list keeps its error and a Retry on the page; Retry asks again and the list takes focus', async () => {
    const user = userEvent.setup();
    // a refusal the gateway has no rule for, until it passes: Retry then reaches the gateway
    const failure = gw.answerInstead('GET', LIST, () => Response.json({ errorMsg: 'Campaign store unavailable' }, { status: 400 }));
    renderApp('/flightdeck/campaigns');
    const message = await screen.findByText('There was an issue fetching the campaign data. Error: Campaign store unavailable', {}, { timeout: 5000 });
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Campaigns' })).toBeNull();
    failure.stop();
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
