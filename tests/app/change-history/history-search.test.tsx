import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { seedCompanies } from '#tests/app/support/companies';
import { ANA, BOB, at, campaignLog, storeChangelog } from '#tests/app/support/history';
import { realGateway } from '#tests/app/support/real-gateway';
import { HISTORY_TEXT } from '#app/features/change-history/text';
import { pickOption } from '#tests/app/support/search-picker';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** 25 changes by Ana (20 + 5 'Load more'), one a minute back from 9:59 am: campaigns, ad sets, ads, topics, orders. */
async function storeAnasChanges() {
  const kinds: [string, string[]][] = [['Campaign', []], ['AdSet', ['1000']], ['Ad', ['1000', '2000']], ['Topic', ['1000']], ['InsertionOrder', ['1000']]];
  for (let i = 0; i < 25; i++) {
    const [documentType, parentIds] = kinds[i % kinds.length]!;
    const version = { id: '', created: at(59 - i), userId: ANA, event: 'UPDATE', content: { name: `Doc ${String(i).padStart(2, '0')}` } };
    await storeChangelog(gw, { id: String(3000 + i), documentType, parentIds, versions: [version] });
  }
}

/** The change metadata searches the portal made in this test, in order. */
const searches = () => gw.calls.filter((c) => c.path === '/changelog/v1/change/metadata');
/** The cursor of the page after the one the gateway answers the portal's first search with. */
const afterFirstPage = async () => (await gw.call('GET', `/changelog/v1/change/metadata?${searches()[0]!.search}`)).json.pagination.next;

/** Today and a week ago in Pacific time, as YYYY-MM-DD (worked out apart from the screen's code). */
function pacificWeek() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const weekAgo = new Date(Date.parse(`${today}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
  return { today, weekAgo };
}

const headers = (grid: HTMLElement) => within(grid).getAllByRole('columnheader').map((h) => h.textContent);
const press = async (user: ReturnType<typeof userEvent.setup>, el: HTMLElement, key = '{Enter}') => {
  el.focus();
  await user.keyboard(key);
};

describe('change history search (/history)', () => {
  it('asks for a search term first, with the last 7 days filled in; Search puts the search in the URL', async () => {
    // a change made now, through the API: the default week holds it
    await seedCompanies(gw, 1);
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history');
    expect(await screen.findByText('Please enter a search term')).toBeTruthy();
    expect(screen.getByText('Try entering a user email and a date range')).toBeTruthy();
    expect(searches()).toHaveLength(0);

    await press(user, screen.getByRole('button', { name: 'Search' }));
    const { today, weekAgo } = pacificWeek();
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/history?minDate=${weekAgo}&maxDate=${today}`));
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    expect(headers(grid)).toEqual(['Id', 'Name', 'User', 'Modified', 'Type']);
    expect(within(grid).getAllByRole('row')[1]!.textContent).toContain('Company 000');
    const call = searches().at(-1)!;
    expect(call.search.get('limit')).toBe('20');
    // Whole Pacific days, sent as instants: midnight there is 07:00 or 08:00 UTC.
    expect(call.search.get('minDate')).toMatch(new RegExp(`^${weekAgo}T0[78]:00:00\\.000Z$`));
    expect(Date.parse(call.search.get('maxDate')!) - Date.parse(`${today}T00:00:00Z`)).toBeGreaterThan(86_400_000);
  });

  it("shows 20 changes, then 'Load more' appends the next page and goes once there is none", async () => {
    await storeAnasChanges();
    const user = userEvent.setup();
    renderApp(`/flightdeck/history?user=${encodeURIComponent(ANA)}`);
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    const first = within(grid).getAllByRole('row')[1]!;
    expect(first.textContent).toContain('3000');
    expect(first.textContent).toContain('Doc 00');
    expect(first.textContent).toContain(ANA);
    expect(first.textContent).toContain('Mar 01, 2026 9:59:00 am');
    expect(within(grid).getAllByRole('row')[3]!.textContent).toContain('Ad');
    expect(grid.getAttribute('aria-rowcount')).toBe('26');
    // The page holds 20: End goes to the 20th.
    await press(user, first, '{End}');
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Doc 19'));

    await press(user, screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]!.search.get('next')).toBe(await afterFirstPage());
    // Focus lands on the first row it brought, not on the page body, and the button is gone.
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Doc 20'), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.keyboard('{End}');
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Doc 24'));
  });

  it("reopens a change reached through 'Load more' from its link, loading as many pages again", async () => {
    await storeAnasChanges();
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/history?user=${encodeURIComponent(ANA)}`);
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    await press(user, screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Doc 20'), { timeout: 3000 });
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toMatch(/pages=2/));
    const link = app.location();
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1);
    cleanup();
    gw.calls.length = 0;
    renderApp(link);
    const pane = await screen.findByRole('complementary', { name: HISTORY_TEXT.previewLabel });
    expect(pane.textContent).toContain('Doc 21');
    expect(searches()).toHaveLength(2);
    expect(searches()[1]!.search.get('next')).toBe(await afterFirstPage());
  });

  it('reopens a search from its link: the form shows it and the call carries it', async () => {
    await storeAnasChanges();
    renderApp(`/flightdeck/history?user=${encodeURIComponent(BOB)}&minDate=2026-03-01&maxDate=2026-03-08`);
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.getByText('Try changing your search filters')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'User e-mail' }) as HTMLInputElement).value).toBe(BOB);
    const call = searches().at(-1)!;
    expect(call.search.get('userId')).toBe(BOB);
    expect(call.search.get('minDate')).toBe('2026-03-01T08:00:00.000Z');
    // Summer time starts on Sunday 8 March: that day ends at 07:00 UTC, not 08:00.
    expect(call.search.get('maxDate')).toBe('2026-03-09T06:59:59.999Z');
  });

  it('Search is disabled with neither e-mail nor date, and enabled again by an e-mail', async () => {
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history');
    const search = await screen.findByRole('button', { name: 'Search' });
    await press(user, screen.getByRole('button', { name: 'Clear Min date' }));
    expect(search.hasAttribute('disabled')).toBe(false);
    await press(user, screen.getByRole('button', { name: 'Clear Max date' }));
    await waitFor(() => expect(search.hasAttribute('disabled')).toBe(true));

    screen.getByRole('combobox', { name: 'User e-mail' }).focus();
    await user.keyboard(BOB);
    expect(search.hasAttribute('disabled')).toBe(false);
    await press(user, search);
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/history?user=${encodeURIComponent(BOB)}`));
    await waitFor(() => expect(searches().at(-1)?.search.has('minDate')).toBe(false));
  });

  it('User e-mail suggests users found by name on the gateway: picking one puts its e-mail in the box', async () => {
    // one of the users the gateway knows (its reference data)
    const OLGA = 'olga.ops@flightdeck.example';
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history');
    const box = await screen.findByRole('combobox', { name: 'User e-mail' });
    box.focus();
    await user.keyboard('olga');
    // the suggestions come from a search by what was typed, once typing pauses
    const userCalls = () => gw.calls.filter((c) => c.path === '/adminBackend/v1/users');
    await waitFor(() => expect(userCalls().map((c) => c.search.get('name'))).toContain('olga'));
    await pickOption(user, `Olga Ops (${OLGA})`);
    expect((box as HTMLInputElement).value).toBe(OLGA);
    expect(userCalls().every((c) => c.search.get('limit') === '20')).toBe(true);
    // Enter with the list closed searches, as in any text field
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toContain(`user=${encodeURIComponent(OLGA)}`));
  });

  it("says 'Something went wrong' when the search fails", async () => {
    // the gateway has no way to fail a valid search on purpose
    gw.answerInstead('GET', /^\/changelog\/v1\/change\/metadata$/, () => Response.json({ errorMsg: 'Boom' }, { status: 500 }));
    renderApp('/flightdeck/history?minDate=2026-03-01');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
  });

  it("previews the selected change's fields, and Enter opens the document's change log under its campaign", async () => {
    // Bob's rename is the search's newest change
    const [, renamed] = await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history?minDate=2026-03-01');
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    await press(user, within(grid).getAllByRole('row')[1]!, 'j');
    await waitFor(() => expect(app.location()).toContain(`selected=${renamed}`));
    const pane = await screen.findByRole('complementary', { name: 'Change summary' });
    const fields = await within(pane).findByRole('table');
    // in the order the gateway answers the version's fields (its store's: shorter names first)
    expect(within(fields).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['tagsspring, plus', 'campaignNameSpring Push Plus']);

    await press(user, within(grid).getAllByRole('row')[1]!);
    await waitFor(() => expect(app.location()).toBe('/flightdeck/history/campaigns/1000'));
    expect(await screen.findByRole('heading', { name: 'Changelog Details' })).toBeTruthy();
  });
});
