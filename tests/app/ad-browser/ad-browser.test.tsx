import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { shownAndNamed } from '#tests/app/support/label-in-name';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { adBrowserGateway, browserAd } from './ad-browser-gateway';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const BROWSER = '/flightdeck/adBrowser';
const AD_FORM_51 = '/flightdeck/campaigns/700/adsets/31/ads/51';
const range = (start: string, end: string) => ({ '@type': 'DateRangeConstraint' as const, startTimestamp: start, endTimestamp: end });
const chains = (...ids: string[]) => ({ '@type': 'ChainConstraint' as const, chainIds: Object.fromEntries(ids.map((id) => [id, true])) });
const locations = (...ids: string[]) => ({ '@type': 'LocationConstraint' as const, locationIds: Object.fromEntries(ids.map((id) => [id, true])) });

function someAds() {
  return [
    browserAd('51', 'Alpha Cereal', { description: 'crunchy oats', constraints: [chains('10'), range('2026-03-01T17:00:00Z[UTC]', '2026-04-01T06:59:00Z[UTC]')] }),
    browserAd('52', 'Bravo Video', { format: { '@type': 'VideoFormat', placement: 'POST_SCAN' }, awards: { COMPLETED: { amount: 40 } }, constraints: [locations('555')] }),
    browserAd('53', 'Charlie Chips', { description: 'salty', awards: {}, constraints: [chains('11')] }),
  ];
}

// Each row's first cell is its checkbox (the multi-selection, issue 28 §2): the columns follow it.
const rowTexts = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell').slice(1).map((c) => c.textContent));

describe('ad browser', () => {
  it('lists every ad with Name, Format (a video with its placement), Kick Amount and dates, "-" where missing', async () => {
    const gw = adBrowserGateway(someAds());
    renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    expect(screen.getByRole('heading', { name: 'Ad Browser', level: 1 })).toBeTruthy();
    const [pickPage, ...headers] = within(grid).getAllByRole('columnheader');
    expect(within(pickPage!).getByRole('checkbox', { name: 'Select all on this page' })).toBeTruthy();
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Format', 'Kick Amount', 'Start Date', 'End Date']);
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    expect(rowTexts(grid)).toEqual([
      ['Alpha Cereal', 'Product Scan', '25', 'Mar 01 2026', 'Mar 31 2026'],
      ['Bravo Video', 'Video (Post-Scan)', '40', '-', '-'],
      ['Charlie Chips', 'Product Scan', '-', '-', '-'],
    ]);
    expect(screen.getByText('3 results found')).toBeTruthy();
    // The first search: all filters empty.
    expect(gw.searches[0]!.body).toEqual({ chainIds: [], locationIds: [], adIds: [] });
    // Name, Format and Kick Amount sort; the dates do not.
    expect(within(grid).getAllByRole('button').map((b) => b.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Name', 'Format', 'Kick Amount']);
  });

  it('searches name or description on the gateway with the term in the URL, sorts there, and says when nothing matches', async () => {
    const gw = adBrowserGateway(someAds());
    const user = userEvent.setup();
    const app = renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await tabTo(user, 'Search by name');
    await user.keyboard('SALTY');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?q=SALTY`));
    expect(await screen.findByText('1 results found for "SALTY"')).toBeTruthy();
    expect(rowTexts(grid).map((r) => r[0])).toEqual(['Charlie Chips']);
    expect(gw.searches.at(-1)!.query.get('name')).toBe('SALTY');

    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    within(grid).getByRole('button', { name: /Kick Amount/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?sort=kickAmount`));
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Charlie Chips', 'Alpha Cereal', 'Bravo Video']));
    expect(gw.searches.at(-1)!.query.get('sort')).toBe('kickAmount');

    await tabTo(user, 'Search by name');
    await user.keyboard('nothing like this');
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.getByText('Try changing your search filters')).toBeTruthy();
  });

  it('filters by chains or location ids in a popup (ids checked), with a badge counting them and the filters in the URL', async () => {
    const gw = adBrowserGateway(someAds());
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
    await screen.findByRole('option', { name: 'Fresh Mart' });
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
    expect(gw.searches.every((s) => s.body.locationIds.length === 0)).toBe(true);

    await tabTo(user, /^Location Ids/);
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText('Only enter comma separated numbers')).toBeNull());
    await tabTo(user, 'Apply');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?chains=10&locations=555`));
    await waitFor(() => expect(gw.searches.at(-1)!.body).toEqual({ chainIds: ['10'], locationIds: ['555'], adIds: [] }));
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
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?chains=10`));
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Alpha Cereal']));
    expect(screen.getByRole('button', { name: 'Filters, 1 active' })).toBeTruthy();
  });

  it('leaving the Filters popup (Apply, Cancel, Escape) replaces its history entry: Back goes to the list before it, not the popup', async () => {
    adBrowserGateway(someAds());
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
    const gw = adBrowserGateway(someAds());
    gw.locations['11'] = [
      { id: '555', name: 'Corner Grocer #1', address: '1 Main St', city: 'Reno' },
      { id: '556', name: 'Corner Grocer #2', address: '2 Main St', city: 'Reno' },
    ];
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
    await user.keyboard('52, x');
    expect(await within(dialog).findByText('Only enter comma separated numbers')).toBeTruthy();
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    await tabTo(user, 'Apply');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?locations=9%2C556&ads=52`));
    await waitFor(() => expect(gw.searches.at(-1)!.body).toEqual({ chainIds: [], locationIds: ['9', '556'], adIds: ['52'] }));
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeTruthy();
  });

  it('previews the selected ad (j moves) with its campaign and ad set, and Enter redirects to its ad form', async () => {
    const gw = adBrowserGateway(someAds());
    const user = userEvent.setup();
    const app = renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await waitFor(() => expect(rowTexts(grid)).toHaveLength(3));
    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${BROWSER}?selected=51`));
    const pane = await screen.findByRole('complementary', { name: 'Ad summary' });
    expect(within(pane).getByRole('heading', { name: 'Alpha Cereal' })).toBeTruthy();
    expect(within(pane).getByText('crunchy oats')).toBeTruthy();
    expect(within(pane).getByText('Mar 01, 2026 9:00:00 am')).toBeTruthy();
    expect(await within(pane).findByText('Fresh Mart')).toBeTruthy();
    expect(await within(pane).findByText('Spring Push')).toBeTruthy();
    expect(await within(pane).findByText('Launch set')).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Open campaign summary' }).getAttribute('href')).toBe('/flightdeck/campaigns/view/700');
    expect(within(pane).getByRole('link', { name: 'Edit ad' }).getAttribute('href')).toBe(AD_FORM_51);
    // The name links where Enter goes.
    expect(within(grid).getByRole('link', { name: 'Alpha Cereal' }).getAttribute('href')).toBe(AD_FORM_51);

    gw.calls.length = 0;
    let release = () => undefined as void;
    gw.gate = new Promise<void>((r) => (release = r));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Redirecting, please wait...')).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText('Redirecting, please wait...')).toBeNull());
    await waitFor(() => expect(app.location()).toBe(AD_FORM_51));
    expect(gw.calls).toEqual(expect.arrayContaining(['GET /ad/v1/ads/51', 'GET /campaign/v3/campaigns/700', 'GET /campaign/v3/campaigns/700/adsets/31']));
  });

  it("shows the next ad's name for an ad without one", async () => {
    adBrowserGateway([browserAd('61', '', { nextAdId: '62' }), browserAd('62', 'Follow-up Scan')]);
    renderApp(BROWSER);
    const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
    await waitFor(() => expect(rowTexts(grid).map((r) => r[0])).toEqual(['Follow-up Scan', 'Follow-up Scan']));
  });

  it("the palette opens an ad's form: an ad found by id, and Jump to ad by id", async () => {
    adBrowserGateway(someAds());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders');
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    await user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('52');
    const hit = await within(palette).findByRole('option', { name: /Bravo Video/ });
    expect(hit.closest('[cmdk-group]')?.textContent).toContain('Ads');
    await waitFor(() => expect(hit.getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/700/adsets/31/ads/52'));

    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Command palette' });
    await user.keyboard('Jump to ad');
    await waitFor(() => expect(screen.getByRole('option', { name: /Jump to ad by id/ }).getAttribute('aria-selected')).toBe('true'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Type the ad id')).toBeTruthy();
    await user.keyboard('53{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/700/adsets/31/ads/53'));
  });

  it("says when the search failed, with the gateway's message in the notification bar", async () => {
    const gw = adBrowserGateway(someAds());
    gw.failSearches = { status: 503, errorMsg: 'The ad service is down' };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(BROWSER);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
    expect(await screen.findByText('The ad service is down')).toBeTruthy();
  });
});
