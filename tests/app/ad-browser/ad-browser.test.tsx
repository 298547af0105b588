import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { putChainLocations } from '#server/repo/chain-locations';
import { renderApp } from '#tests/app/support/render-app';
import { shownAndNamed } from '#tests/app/support/label-in-name';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, scanAdBody, seedAd, seedAdWorld, storeAdFields, type AdWorld } from '#tests/app/support/seed-ads';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const BROWSER = '/flightdeck/adBrowser';
const range = (start: string, end: string) => ({ '@type': 'DateRangeConstraint' as const, startTimestamp: start, endTimestamp: end });
const chains = (...ids: string[]) => ({ '@type': 'ChainConstraint' as const, chainIds: Object.fromEntries(ids.map((id) => [id, true])) });
const locations = (...ids: string[]) => ({ '@type': 'LocationConstraint' as const, locationIds: Object.fromEntries(ids.map((id) => [id, true])) });
const monthly = { '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' };

/** Campaign 'Spring Push', ad set 'Launch set', chains Fresh Mart and Corner Grocer; three ads (Alpha, Bravo, Charlie), each of its own place. */
async function someAds() {
  const w = await seedAdWorld(gw, {
    campaign: { campaignName: 'Spring Push', endDate: '2027-12-31T07:59:00Z[UTC]' }, adSetName: 'Launch set',
    chains: [{ name: 'Fresh Mart' }, { name: 'Corner Grocer' }],
  });
  const fresh = w.chains['Fresh Mart']!;
  const corner = w.chains['Corner Grocer']!;
  const alpha = await seedAd(gw, w, scanAdBody(w, 'Alpha Cereal', { description: 'crunchy oats', constraints: [monthly, chains(fresh), range('2027-03-01T17:00:00Z[UTC]', '2027-04-01T06:59:00Z[UTC]')] }));
  const bravo = await seedAd(gw, w, adBody(w, 'VIDEO', 'Bravo Video', {
    format: { '@type': 'VideoFormat', placement: 'POST_SCAN', videoUrl: 'https://videos.example/bravo.mp4' }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 40 } }, constraints: [monthly, locations('555')],
  }));
  const charlie = await seedAd(gw, w, scanAdBody(w, 'Charlie Chips', { description: 'salty', awards: {}, constraints: [monthly, chains(corner)] }));
  const formOf = (id: string) => `/flightdeck/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${id}`;
  return { w, fresh, corner, alpha: alpha.id, bravo: bravo.id, charlie: charlie.id, formOf };
}

/** An ad without a name that leads to `nextAdId`: stored past the gateway (which asks a name now), as older ads are. */
async function seedUnnamed(w: AdWorld, nextAdId: string) {
  const made = await seedAd(gw, w, scanAdBody(w, 'Unnamed', { nextAdId }));
  await storeAdFields(gw, made.id, { name: '' });
}

/** The ad searches the portal asked in this test: the query and the body (filters). */
const searches = () => gw.calls.filter((c) => c.method === 'POST' && c.path === '/ad/v1/ads').map((c) => ({ query: c.search, body: c.body as { chainIds: string[]; locationIds: string[]; adIds: string[] } }));

// Each row's first cell is its checkbox (the multi-selection, issue 28 §2): the columns follow it.
const rowTexts = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell').slice(1).map((c) => c.textContent));

describe('ad browser', () => {
  it('lists every ad with Name, Format (a video with its placement), Kick Amount and dates, "-" where missing', async () => {
    await someAds();
    renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    expect(screen.getByRole('heading', { name: 'Ad Browser', level: 1 })).toBeTruthy();
    const [pickPage, ...headers] = within(grid).getAllByRole('columnheader');
    expect(within(pickPage!).getByRole('checkbox', { name: 'Select all on this page' })).toBeTruthy();
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Format', 'Kick Amount', 'Start Date', 'End Date']);
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    expect(rowTexts(grid)).toEqual([
      ['Alpha Cereal', 'Product Scan', '25', 'Mar 01 2027', 'Mar 31 2027'],
      ['Bravo Video', 'Video (Post-Scan)', '40', '-', '-'],
      ['Charlie Chips', 'Product Scan', '-', '-', '-'],
    ]);
    expect(screen.getByText('3 results found')).toBeTruthy();
    // The first search: all filters empty.
    expect(searches()[0]!.body).toEqual({ chainIds: [], locationIds: [], adIds: [] });
    // Name, Format and Kick Amount sort; the dates do not.
    expect(within(grid).getAllByRole('button').map((b) => b.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Format', 'Kick Amount']);
  });

  it('searches name or description on the gateway with the term in the URL, sorts there, and says when nothing matches', async () => {
    await someAds();
    const user = userEvent.setup();
    const app = renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await tabTo(user, 'Search by name');
    await user.keyboard('SALTY');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?q=SALTY`));
    expect(await screen.findByText('1 results found for "SALTY"')).toBeTruthy();
    expect(rowTexts(grid).map((r) => r[0])).toEqual(['Charlie Chips']);
    expect(searches().at(-1)!.query.get('name')).toBe('SALTY');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    within(grid).getByRole('button', { name: /Kick Amount/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?sort=kickAmount`));
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Charlie Chips', 'Alpha Cereal', 'Bravo Video']));
    expect(searches().at(-1)!.query.get('sort')).toBe('kickAmount');

    await tabTo(user, 'Search by name');
    await user.keyboard('nothing like this');
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.getByText('Try changing your search filters')).toBeTruthy();
  });

  it('filters by chains or location ids in a popup (ids checked), with a badge counting them and the filters in the URL', async () => {
    const { fresh } = await someAds();
    const user = userEvent.setup();
    const app = renderApp(BROWSER);
    await screen.findByRole('grid', { name: 'Ad Browser' });
    await tabTo(user, 'Filters');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?dialog=filters`));
    expect(within(dialog).getByText('OR')).toBeTruthy();

    // A chain found by name on the chain service.
    await tabTo(user, 'Chains');
    await user.keyboard('fresh');
    // the gateway's answer for what is typed: the list holds the match alone
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Fresh Mart']));
    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = await within(dialog).findByRole('grid', { name: 'Chosen Chains' });
    expect(within(chosen).getByRole('row').textContent).toContain('Fresh Mart');

    await tabTo(user, /^Location Ids/);
    await user.keyboard('555, 6a');
    expect(await within(dialog).findByText('Only enter comma separated numbers')).toBeTruthy();
    await tabTo(user, 'Apply');
    await user.keyboard('{Enter}');
    // Refused: the popup stays, nothing searched with it.
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    expect(searches().every((s) => s.body.locationIds.length === 0)).toBe(true);

    await tabTo(user, /^Location Ids/);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText('Only enter comma separated numbers')).toBeNull());
    await tabTo(user, 'Apply');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?chains=${fresh}&locations=555`));
    await waitFor(() => expect(searches().at(-1)!.body).toEqual({ chainIds: [fresh], locationIds: ['555'], adIds: [] }));
    const grid = screen.getByRole('grid', { name: 'Ad Browser' });
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Alpha Cereal', 'Bravo Video']));
    // Its badge reads as a word of its own: the name starts with what the button shows ('Filters 2').
    const filtersButton = screen.getByRole('button', { name: 'Filters, 2 active' });
    const { shown, named } = shownAndNamed(filtersButton, 'button');
    expect(named).toEqual(shown);

    // A filter tag removed with the keyboard runs the search without it.
    const active = screen.getByRole('grid', { name: 'Active filters' });
    within(active).getByRole('row', { name: /Location Ids: 555/ }).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?chains=${fresh}`));
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Alpha Cereal']));
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeTruthy();
  });

  it('leaving the Filters popup (Apply, Cancel, Escape) replaces its history entry: Back goes to the list before it, not the popup', async () => {
    await someAds();
    const user = userEvent.setup();
    const app = renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    const openFilters = async () => {
      await tabTo(user, /^Filters/);
      await user.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Filters' });
      await waitFor(() => expect(app.location()).toMatch(/dialog=filters/));
    };
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());

    // Apply: Back is the unfiltered list, the popup stays shut.
    await openFilters();
    await tabTo(user, /^Location Ids/);
    await user.keyboard('555');
    await tabTo(user, 'Apply');
    await user.keyboard('{Enter}');
    await closed();
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?locations=555`));
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Bravo Video']));
    app.history.back();
    await waitFor(() => expect(app.location()).toBe(BROWSER));
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();

    // Cancel, then Escape: nothing left behind that Back would open again.
    await openFilters();
    await tabTo(user, 'Cancel');
    await user.keyboard('{Enter}');
    await closed();
    await waitFor(() => expect(app.location()).toBe(BROWSER));
    await openFilters();
    await user.keyboard('{Escape}');
    await closed();
    await waitFor(() => expect(app.location()).toBe(BROWSER));
    app.history.back();
    // A moment for the entry Back reaches (and any popup it would open).
    await new Promise((r) => setTimeout(r, 200));
    expect(app.location()).toBe(BROWSER);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it("adds location ids by ticking a chain's stores, and ad ids with the same rule", async () => {
    const { corner, bravo } = await someAds();
    const location = (id: string, n: number) => ({ id, chain_id: corner, name: `Corner Grocer #${n}`, address: `${n} Main St`, city: 'Reno', state: 'NV', zip: '89501', latitude: 39.5, longitude: -119.8 });
    await gw.store.tx((db) => putChainLocations(db, [location('555', 1), location('556', 2)]));
    const user = userEvent.setup();
    const app = renderApp(`${BROWSER}?dialog=filters&locations=9`);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await tabTo(user, /^Add stores of a chain/);
    await user.keyboard('corner');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Corner Grocer']));
    await user.keyboard('{ArrowDown}{Enter}');
    // The picked chain stays in the box and its list closes, so its stores below are not covered.
    const chainBox = within(dialog).getByRole('combobox', { name: /^Add stores of a chain/ }) as HTMLInputElement;
    await waitFor(() => expect(chainBox.value).toBe('Corner Grocer'));
    expect(chainBox.getAttribute('aria-expanded')).toBe('false');
    const stores = await within(dialog).findByRole('listbox', { name: 'Stores of Corner Grocer' });
    const store = await within(stores).findByRole('option', { name: /Corner Grocer #2/ });
    store.focus();
    await user.keyboard(' ');
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: /^Location Ids/ }) as HTMLInputElement).value).toBe('9, 556'));

    await tabTo(user, /^Ad Ids/);
    await user.keyboard(`${bravo}, x`);
    expect(await within(dialog).findByText('Only enter comma separated numbers')).toBeTruthy();
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    await tabTo(user, 'Apply');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?locations=9%2C556&ads=${bravo}`));
    await waitFor(() => expect(searches().at(-1)!.body).toEqual({ chainIds: [], locationIds: ['9', '556'], adIds: [bravo] }));
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeTruthy();
  });

  it('previews the selected ad (j moves) with its campaign and ad set, and Enter redirects to its ad form', async () => {
    const { w, alpha, formOf } = await someAds();
    const user = userEvent.setup();
    const app = renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?selected=${alpha}`));
    const pane = await screen.findByRole('complementary', { name: 'Ad summary' });
    expect(within(pane).getByRole('heading', { name: 'Alpha Cereal' })).toBeTruthy();
    expect(within(pane).getByText('crunchy oats')).toBeTruthy();
    expect(within(pane).getByText('Mar 01, 2027 9:00:00 am')).toBeTruthy();
    expect(await within(pane).findByText('Fresh Mart')).toBeTruthy();
    expect(await within(pane).findByText('Spring Push')).toBeTruthy();
    expect(await within(pane).findByText('Launch set')).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Open campaign summary' }).getAttribute('href')).toBe(`/flightdeck/campaigns/view/${w.campaignId}`);
    expect(within(pane).getByRole('link', { name: 'Edit ad' }).getAttribute('href')).toBe(formOf(alpha));
    // The name links where Enter goes.
    expect(within(grid).getByRole('link', { name: 'Alpha Cereal' }).getAttribute('href')).toBe(formOf(alpha));

    gw.calls.length = 0;
    // the gateway's answer to the ad's read is held back, to see the notice meanwhile
    const read = gw.hold('GET', new RegExp(`^/ad/v1/ads/${alpha}$`));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Redirecting, please wait...')).toBeTruthy();
    read.release();
    await waitFor(() => expect(screen.queryByText('Redirecting, please wait...')).toBeNull());
    await waitFor(() => expect(app.location()).toBe(formOf(alpha)));
    const c = w.campaignId;
    expect(gw.calls.map((call) => `${call.method} ${call.path}`)).toEqual(expect.arrayContaining([`GET /ad/v1/ads/${alpha}`, `GET /campaign/v3/campaigns/${c}`, `GET /campaign/v3/campaigns/${c}/adsets/${w.adSetId}`]));
  });

  it("shows the next ad's name for an ad without one", async () => {
    const w = await seedAdWorld(gw);
    const next = await seedAd(gw, w, scanAdBody(w, 'Follow-up Scan'));
    await seedUnnamed(w, next.id);
    renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Follow-up Scan', 'Follow-up Scan']));
  });

  it("the palette opens an ad's form: an ad found by id, and Jump to ad by id", async () => {
    const { bravo, charlie, formOf } = await someAds();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders');
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard(bravo);
    const hit = await within(palette).findByRole('option', { name: /Bravo Video/ });
    expect(hit.closest('[cmdk-group]')?.textContent).toContain('Ads');
    await waitFor(() => expect(hit.getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(formOf(bravo)));

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('Jump to ad');
    await waitFor(() => expect(screen.getByRole('option', { name: /Jump to ad by id/ }).getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Type the ad id')).toBeTruthy();
    await user.keyboard(`${charlie}{Enter}`);
    await waitFor(() => expect(app.location()).toBe(formOf(charlie)));
  });

  it("says when the search failed, with the gateway's message in the notification bar", async () => {
    await someAds();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // more chains than the gateway takes in one search (a link made by hand): it refuses the search
    renderApp(`${BROWSER}?chains=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
    expect(await screen.findByText('Chain ids: At most 1000 ids')).toBeTruthy();
  });
});
