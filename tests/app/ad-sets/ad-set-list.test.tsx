import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { ad, adSet, adSetGateway, day, json } from './ad-set-gateway';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/flightdeck/campaigns/700/adsets';

describe('ad set list', () => {
  it('starts collapsed with several ad sets; j opens a section with its ads, Enter opens the form', async () => {
    adSetGateway(
      [adSet('31', 'Launch set', { constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-5), endTimestamp: day(30) }, { '@type': 'ChainConstraint', chainIds: { '10': true } }] }), adSet('32', 'Quiet set', { enabled: false })],
      [ad('41', '31', 'Cereal scan')],
    );
    const user = userEvent.setup();
    const app = renderApp(LIST);
    const grid = await screen.findByRole('grid', { name: 'Ad Sets' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Dates', 'Ads']);
    expect(within(grid).getByRole('row', { name: /Quiet set/ }).textContent).toContain('Disabled');
    // Start and end share one column, each date kept whole.
    expect(within(grid).getByRole('row', { name: /Launch set/ }).textContent).toMatch(/\w{3}\u00a0\d{2}\u00a0\d{4} – \w{3}\u00a0\d{2}\u00a0\d{4}/);
    // More than one ad set: every section starts collapsed.
    expect(screen.queryByRole('complementary', { name: 'Ad set' })).toBeNull();
    const steps = screen.getByRole('navigation', { name: 'Campaign steps' });
    expect(within(steps).getByText('Ad Sets').closest('[aria-current="step"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to Summary' }).getAttribute('href')).toBe('/flightdeck/campaigns/view/700');

    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=31`));
    const pane = await screen.findByRole('complementary', { name: 'Ad set' });
    expect(within(pane).getByRole('heading', { name: 'Launch set' })).toBeTruthy();
    await waitFor(() => expect(within(pane).getByText('Fresh Mart')).toBeTruthy());
    // The modified date the list no longer has room for is the section's.
    expect(within(pane).getByText('Modified').tagName).toBe('DT');
    const table = within(pane).getByRole('table', { name: 'Ads of Launch set' });
    // The first column holds the multi-selection's checkboxes (issue 28 §2).
    const [pickAll, ...headers] = within(table).getAllByRole('columnheader');
    expect(within(pickAll!).getByRole('checkbox', { name: 'Select all on this page' })).toBeTruthy();
    expect(headers.map((h) => h.textContent)).toEqual(['Type and Status', 'Name and Description', 'Kicks', 'Freq Cap', 'Dates', 'Actions']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Cereal scan');
    expect(row.textContent).toContain('Cereal scan description');
    expect(row.textContent).toContain('1 / month');
    expect(within(row).getByRole('button', { name: 'Live: The Ad is currently live' })).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Edit Launch set' }).getAttribute('href')).toBe(`${LIST}/31`);

    within(grid).getByRole('row', { name: /Launch set/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/31`));
    expect(await screen.findByRole('heading', { name: 'Edit Ad Set' })).toBeTruthy();
  });

  it('opens the only ad set at once; an ad set without ads says so', async () => {
    adSetGateway([adSet('31', 'Launch set')]);
    renderApp(LIST);
    const pane = await screen.findByRole('complementary', { name: 'Ad set' });
    expect(within(pane).getByRole('heading', { name: 'Launch set' })).toBeTruthy();
    expect(within(pane).getByText('There are no ads added yet')).toBeTruthy();
  });

  it("empty: 'No Ad Sets yet' with 'New Ad Set', which opens the create form", async () => {
    adSetGateway([]);
    const user = userEvent.setup();
    const app = renderApp(LIST);
    expect(await screen.findByText('No Ad Sets yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New Ad Set' })).toHaveLength(1);
    await tabTo(user, 'New Ad Set');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/new`));
    expect(await screen.findByRole('heading', { name: 'Create Ad Set' })).toBeTruthy();
  });

  it('deletes the open ad set after confirmation, with If-Match', async () => {
    const gw = adSetGateway([adSet('31', 'Launch set', { version: 4 }), adSet('32', 'Quiet set')], [ad('41', '31', 'Cereal scan')]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=31`);
    const pane = await screen.findByRole('complementary', { name: 'Ad set' });
    await tabTo(user, 'Delete Launch set');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this ad set?', description: '"Launch set" and its 1 ad will be deleted.' });
    expect(app.location()).toBe(`${LIST}?selected=31&dialog=delete`);
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad set successfully deleted.')).toBeTruthy();
    const del = gw.calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/campaign/v1/campaigns/700/adsets/31');
    expect(del.headers.get('If-Match')).toBe('"4"');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    // The next ad set takes the deleted one's place, selected and focused (focus fell to the body with the gone Delete button).
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=32`));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe('32'));
    expect(await within(pane).findByRole('heading', { name: 'Quiet set' })).toBeTruthy();
  });

  it("deleting the last ad set puts focus on the empty state's 'New Ad Set'", async () => {
    adSetGateway([adSet('31', 'Launch set')]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=31`);
    await screen.findByRole('complementary', { name: 'Ad set' });
    await tabTo(user, 'Delete Launch set');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this ad set?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No Ad Sets yet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'New Ad Set' })));
    expect(app.location()).toBe(LIST);
  });

  it('a delete the gateway refuses shows its message and keeps the ad set', async () => {
    const gw = adSetGateway([adSet('31', 'Launch set'), adSet('32', 'Quiet set')]);
    gw.state.answer = (c) => (c.method === 'DELETE' ? json({ errorMsg: 'Ad set 31 was changed by someone else since you read it' }, 412) : undefined);
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=31&dialog=delete`);
    await screen.findByRole('alertdialog', { name: 'Delete this ad set?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad set 31 was changed by someone else since you read it')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Launch set/ })).toBeTruthy();
  });
});
