import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentChangelog } from '#domain/changelog';
import { ANA, BOB, at, campaignLog, storeChangelog } from '#tests/app/support/history';
import { someOrders } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

type User = ReturnType<typeof userEvent.setup>;
const press = async (user: User, el: HTMLElement, key = '{Enter}') => {
  el.focus();
  await user.keyboard(key);
};
/** Each body row's cells, as text. */
const cells = (grid: HTMLElement) => within(grid).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('gridcell').map((c) => c.textContent));
const fieldNames = (grid: HTMLElement) => cells(grid).map((r) => r[0]);

describe('per-document change log (/history/…)', () => {
  it("diffs consecutive versions into Field name, Status, Updated value, User, Date, newest first; names the document", async () => {
    await storeChangelog(gw, campaignLog());
    renderApp('/flightdeck/history/campaigns/1000');
    expect(await screen.findByRole('heading', { name: 'Changelog Details' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Field name', 'Status', 'Updated value', 'User', 'Date']);
    // within a version, the fields in the order the gateway answers them (its store's: shorter names first)
    expect(cells(grid)).toEqual([
      ['tags', 'update', 'spring, plus', BOB, 'Mar 01, 2026 9:05:00 am'],
      ['campaignName', 'update', 'Spring Push Plus', BOB, 'Mar 01, 2026 9:05:00 am'],
      ['tags', 'create', 'spring', ANA, 'Mar 01, 2026 9:00:00 am'],
      ['status', 'create', 'LIVE', ANA, 'Mar 01, 2026 9:00:00 am'],
      ['campaignName', 'create', 'Spring Push', ANA, 'Mar 01, 2026 9:00:00 am'],
    ]);
    expect(screen.getByText('Spring Push Plus', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Campaign' }).getAttribute('href')).toBe('/flightdeck/campaigns/view/1000');
  });

  it('sorts a column ascending, descending, then not at all, with the sort in the URL', async () => {
    await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history/campaigns/1000');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    const original = fieldNames(grid);
    const header = () => within(grid).getAllByRole('columnheader')[0]!;
    expect(header().getAttribute('aria-sort')).toBe('none');

    await press(user, within(header()).getByRole('button'));
    await waitFor(() => expect(app.location()).toBe('/flightdeck/history/campaigns/1000?sort=fieldName'));
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    expect(fieldNames(grid)).toEqual(['campaignName', 'campaignName', 'status', 'tags', 'tags']);

    await press(user, within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    expect(app.location()).toBe('/flightdeck/history/campaigns/1000?sort=-fieldName');
    expect(fieldNames(grid)).toEqual(['tags', 'tags', 'status', 'campaignName', 'campaignName']);

    await press(user, within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('none'));
    expect(app.location()).toBe('/flightdeck/history/campaigns/1000');
    expect(fieldNames(grid)).toEqual(original);
  });

  it("filters by 'Search user' (in the URL), and says 'No records found' when nobody matches", async () => {
    await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history/campaigns/1000');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    screen.getByRole('searchbox', { name: 'Search user' }).focus();
    await user.keyboard('BOB.');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/history/campaigns/1000?user=BOB.'));
    expect(cells(grid).map((r) => r[3])).toEqual([BOB, BOB]);
    await user.keyboard('nobody');
    expect(await screen.findByText('No records found')).toBeTruthy();
    expect(screen.queryByRole('grid', { name: 'Changes by field' })).toBeNull();
  });

  it("shows a selected change in full beside the table, with what the field held before", async () => {
    await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    renderApp('/flightdeck/history/campaigns/1000');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    // the rename
    await press(user, within(grid).getAllByRole('row')[2]!, 'j');
    const pane = await screen.findByRole('complementary', { name: 'Change details' });
    expect(within(pane).getByText('Previous value').nextElementSibling?.textContent).toBe('Spring Push');
    expect(within(pane).getByText('Updated value').nextElementSibling?.textContent).toBe('Spring Push Plus');
  });

  it('keeps the selected change in the URL, so a link reopens it with its details', async () => {
    await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history/campaigns/1000?sort=fieldName');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    await press(user, within(grid).getAllByRole('row')[1]!, 'j');
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/history\/campaigns\/1000\?sort=fieldName&selected=[^&]+$/));
    const link = app.location();
    const chosen = within(grid).getAllByRole('row').find((r) => r.getAttribute('aria-selected') === 'true')!;
    const chosenCells = within(chosen).getAllByRole('gridcell').map((c) => c.textContent);
    app.unmount();

    const again = renderApp(link);
    const reopened = await screen.findByRole('grid', { name: 'Changes by field' });
    const row = await waitFor(() => within(reopened).getAllByRole('row').find((r) => r.getAttribute('aria-selected') === 'true')!);
    expect(within(row).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(chosenCells);
    const pane = await screen.findByRole('complementary', { name: 'Change details' });
    expect(within(pane).getByText('Updated value').nextElementSibling?.textContent).toBe(chosenCells[2]);
    expect(again.location()).toBe(link);
  });

  it('opens from a link with a selected change that is not there as the plain change log', async () => {
    await storeChangelog(gw, campaignLog());
    const app = renderApp('/flightdeck/history/campaigns/1000?selected=nope');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    expect(within(grid).getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true')).toEqual([]);
    expect(screen.queryByRole('complementary', { name: 'Change details' })).toBeNull();
    expect(app.location()).toBe('/flightdeck/history/campaigns/1000?selected=nope');
  });

  it("says 'No records found' for a document without history", async () => {
    await storeChangelog(gw, campaignLog());
    renderApp('/flightdeck/history/424242');
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it("a walk-in ad's change log follows its next-ad ids", async () => {
    const ad = (id: string, name: string, format: string, nextAdId?: string): DocumentChangelog => ({
      id, documentType: 'Ad', parentIds: ['1', '2'],
      versions: [{ id: `v${id}`, created: at(0), userId: ANA, event: 'CREATE', content: { id, name, format: { '@type': format }, nextAdId } }],
    });
    await storeChangelog(gw, ad('10', 'Walk in', 'WalkInFormat', '11'));
    await storeChangelog(gw, ad('11', 'Nearby banner', 'BannerFormat', '12'));
    renderApp('/flightdeck/history/campaigns/1/adsets/2/ads/10');
    const grid = await screen.findByRole('grid', { name: 'Changes by field' });
    await waitFor(() => expect(fieldNames(grid)).toContain('Nearby banner › name'));
    expect(fieldNames(grid)).toContain('name');
    // The chain ends at the first ad without history (12).
    const logsAsked = gw.calls.flatMap((c) => /^\/changelog\/v1\/changelog\/(.+)$/.exec(c.path)?.slice(1) ?? []);
    expect(logsAsked).toEqual(['10', '11', '12']);
  });

  it("'Go Back' returns to the search it came from", async () => {
    // Bob's rename is the search's newest change
    const [, renamed] = await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history?minDate=2026-03-01');
    const grid = await screen.findByRole('grid', { name: 'Changes' });
    await press(user, within(grid).getAllByRole('row')[1]!, 'j');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/history?minDate=2026-03-01&selected=${renamed}`));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/history/campaigns/1000'));
    await press(user, await screen.findByRole('link', { name: 'Go Back' }));
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/history?minDate=2026-03-01&selected=${renamed}`));
    expect(await screen.findByRole('complementary', { name: 'Change summary' })).toBeTruthy();
  });

  it("'Go Back' from an opened link goes to the search", async () => {
    await storeChangelog(gw, campaignLog());
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/history/campaigns/1000');
    const back = await screen.findByRole('link', { name: 'Go Back' });
    expect(back.getAttribute('href')).toBe('/flightdeck/history');
    await press(user, back);
    await waitFor(() => expect(app.location()).toBe('/flightdeck/history'));
  });
});

describe("'Changelog Details' popup", () => {
  /** An order chosen by a campaign: its history is its creation, then the campaign's choosing it. */
  const anOrder = async () => (await someOrders(gw, 1)).orders[0]!;

  it("opens from the order form's 'Changelog' button, in the URL, and closes", async () => {
    const order = await anOrder();
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/orders/${order}`);
    await press(user, await screen.findByRole('button', { name: 'Changelog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changelog Details' });
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/orders/${order}?changelog=open`));
    const grid = await within(dialog).findByRole('grid', { name: 'Changes by field' });
    // newest first: the campaign's choosing it
    expect(fieldNames(grid)[0]).toBe('campaignId');
    expect(within(dialog).getByRole('link', { name: 'Open changelog' }).getAttribute('href')).toBe(`/flightdeck/history/${order}`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changelog Details' })).toBeNull());
    expect(app.location()).toBe(`/flightdeck/orders/${order}`);
  });

  it('is a history entry of its own: Back closes it, and closing it steps back instead of adding an entry', async () => {
    const order = await anOrder();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders');
    app.history.push(`/flightdeck/orders/${order}`);
    const open = async () => {
      await press(user, await screen.findByRole('button', { name: 'Changelog' }));
      await screen.findByRole('dialog', { name: 'Changelog Details' });
    };
    await open();
    app.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changelog Details' })).toBeNull());
    expect(app.location()).toBe(`/flightdeck/orders/${order}`);

    await open();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changelog Details' })).toBeNull());
    expect(app.location()).toBe(`/flightdeck/orders/${order}`);
    // One Back from the order leaves it: neither opening left an entry behind.
    app.history.back();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders'));
  });

  it('opened by a link, closes without stepping back off the page', async () => {
    const order = await anOrder();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/orders');
    app.history.push(`/flightdeck/orders/${order}?changelog=open`);
    await screen.findByRole('dialog', { name: 'Changelog Details' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changelog Details' })).toBeNull());
    expect(app.location()).toBe(`/flightdeck/orders/${order}`);
    app.history.back();
    await waitFor(() => expect(app.location()).toBe('/flightdeck/orders'));
  });

  it('reopens from a link', async () => {
    const order = await anOrder();
    renderApp(`/flightdeck/orders/${order}?changelog=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Changelog Details' });
    expect(await within(dialog).findByRole('grid', { name: 'Changes by field' })).toBeTruthy();
  });

  it("opens from the campaign form beside its title, in the URL, without the leave-page guard of a changed form", async () => {
    const { campaign } = await someOrders(gw, 1);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/${campaign}`);
    const name = await screen.findByRole('textbox', { name: /Campaign Name/i });
    name.focus();
    await user.keyboard(' edited');
    await press(user, screen.getByRole('button', { name: 'Changelog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changelog Details' });
    expect(await within(dialog).findByRole('grid', { name: 'Changes by field' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${campaign}?changelog=open`));
    expect(screen.queryByRole('dialog', { name: 'Are you sure you want to leave this page?' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe(`/flightdeck/campaigns/${campaign}`);
    expect((screen.getByRole('textbox', { name: /Campaign Name/i }) as HTMLInputElement).value).toMatch(/ edited$/);
  });

  it('reopens on the campaign form from a link', async () => {
    const { campaign } = await someOrders(gw, 1);
    renderApp(`/flightdeck/campaigns/${campaign}?changelog=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Changelog Details' });
    expect(await within(dialog).findByRole('grid', { name: 'Changes by field' })).toBeTruthy();
  });
});
