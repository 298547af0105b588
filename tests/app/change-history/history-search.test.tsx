import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { ANA, BOB } from '#tests/app/support/history';
import { changelogGateway } from './changelog-gateway';
import { HISTORY_TEXT } from '#app/features/change-history/text';
import { pickOption } from '#tests/app/support/search-picker';

afterEach(() => vi.unstubAllGlobals());

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
    const gw = changelogGateway();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history');
    expect(await screen.findByText('Please enter a search term')).toBeTruthy();
    expect(screen.getByText('Try entering a user email and a date range')).toBeTruthy();
    expect(gw.metadataCalls).toHaveLength(0);

    await press(user, screen.getByRole('button', { name: 'Search' }));
    const { today, weekAgo } = pacificWeek();
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/history?minDate=${weekAgo}&maxDate=${today}`));
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    expect(headers(grid)).toEqual(['Id', 'Name', 'User', 'Modified', 'Type']);
    const call = gw.metadataCalls.at(-1)!;
    expect(call.searchParams.get('limit')).toBe('20');
    // Whole Pacific days, sent as instants: midnight there is 07:00 or 08:00 UTC.
    expect(call.searchParams.get('minDate')).toMatch(new RegExp(`^${weekAgo}T0[78]:00:00\\.000Z$`));
    expect(Date.parse(call.searchParams.get('maxDate')!) - Date.parse(`${today}T00:00:00Z`)).toBeGreaterThan(86_400_000);
  });

  it("shows 20 changes, then 'Load more' appends the next page and goes once there is none", async () => {
    const gw = changelogGateway();
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
    expect(gw.metadataCalls.at(-1)!.searchParams.get('next')).toBe('20');
    // Focus lands on the first row it brought, not on the page body, and the button is gone.
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Doc 20'), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await user.keyboard('{End}');
    await waitFor(() => expect((document.activeElement as HTMLElement).textContent).toContain('Doc 24'));
  });

  it("reopens a change reached through 'Load more' from its link, loading as many pages again", async () => {
    const gw = changelogGateway();
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
    renderApp(link);
    const pane = await screen.findByRole('complementary', { name: HISTORY_TEXT.previewLabel });
    expect(pane.textContent).toContain('Doc 21');
    expect(gw.metadataCalls.at(-1)!.searchParams.get('next')).toBe('20');
  });

  it('reopens a search from its link: the form shows it and the call carries it', async () => {
    const gw = changelogGateway();
    renderApp(`/flightdeck/history?user=${encodeURIComponent(BOB)}&minDate=2026-03-01&maxDate=2026-03-08`);
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.getByText('Try changing your search filters')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'User e-mail' }) as HTMLInputElement).value).toBe(BOB);
    const call = gw.metadataCalls.at(-1)!;
    expect(call.searchParams.get('userId')).toBe(BOB);
    expect(call.searchParams.get('minDate')).toBe('2026-03-01T08:00:00.000Z');
    // Summer time starts on Sunday 8 March: that day ends at 07:00 UTC, not 08:00.
    expect(call.searchParams.get('maxDate')).toBe('2026-03-09T06:59:59.999Z');
  });

  it('Search is disabled with neither e-mail nor date, and enabled again by an e-mail', async () => {
    const gw = changelogGateway();
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
    await waitFor(() => expect(gw.metadataCalls.at(-1)?.searchParams.has('minDate')).toBe(false));
  });

  it('User e-mail suggests users found by name on the gateway: picking one puts its e-mail in the box', async () => {
    const gw = changelogGateway();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history');
    const box = await screen.findByRole('combobox', { name: 'User e-mail' });
    box.focus();
    await user.keyboard('bob');
    // the suggestions come from a search by what was typed, once typing pauses
    await waitFor(() => expect(gw.userCalls.map((u) => u.searchParams.get('name'))).toContain('bob'));
    await pickOption(user, `Bob Ops (${BOB})`);
    expect((box as HTMLInputElement).value).toBe(BOB);
    const asked = gw.userCalls;
    expect(asked.every((u) => u.searchParams.get('limit') === '20')).toBe(true);
    // Enter with the list closed searches, as in any text field
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toContain(`user=${encodeURIComponent(BOB)}`));
  });

  it("says 'Something went wrong' when the search fails", async () => {
    const gw = changelogGateway();
    gw.failure = 500;
    renderApp('/flightdeck/history?minDate=2026-03-01');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
  });

  it("previews the selected change's fields, and Enter opens the document's change log under its campaign", async () => {
    changelogGateway({ entries: [{ id: '2', changedDocumentId: '1000', documentType: 'Campaign', parentIds: [], name: 'Spring Push Plus', event: 'UPDATE', userId: BOB, changeTime: '2026-03-01T17:05:00Z[UTC]' }] });
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history?minDate=2026-03-01');
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    await press(user, within(grid).getAllByRole('row')[1]!, 'j');
    await waitFor(() => expect(app.location()).toContain('selected=2'));
    const pane = await screen.findByRole('complementary', { name: 'Change summary' });
    const fields = await within(pane).findByRole('table');
    expect(within(fields).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['campaignNameSpring Push Plus', 'tagsspring, plus']);

    await press(user, within(grid).getAllByRole('row')[1]!);
    await waitFor(() => expect(app.location()).toBe('/flightdeck/history/campaigns/1000'));
    expect(await screen.findByRole('heading', { name: 'Changelog Details' })).toBeTruthy();
  });
});
