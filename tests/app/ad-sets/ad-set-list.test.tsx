import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openChangeSet } from '#server/repo/changelog';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { updateDocument } from '#server/repo/documents';
import { adSet as adSetTable } from '#server/store/schema';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { realGateway } from '#tests/app/support/real-gateway';
import { type AdWorld, day, type Doc, scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

let LIST = '';

/** The ad world's campaign with its ad set 'Launch set' (at Fresh Mart); answers the world. */
async function launchWorld(): Promise<AdWorld> {
  const w = await seedAdWorld(gw, { adSetName: 'Launch set' });
  LIST = `/flightdeck/campaigns/${w.campaignId}/adsets`;
  return w;
}

/** An ad set of the world's campaign, made through the API. */
async function seedAdSet(w: AdWorld, name: string, over: Record<string, unknown> = {}): Promise<Doc> {
  const res = await gw.call('POST', `/campaign/v1/campaigns/${w.campaignId}/adsets/`, { name, constraints: [], ...over });
  if (res.status !== 201) throw new Error(`seeding ad set ${name}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A save of the ad set by someone else (a PUT with its current version). */
async function saveAdSetElsewhere(w: AdWorld, id: string, patch: Record<string, unknown>): Promise<Doc> {
  const path = `/campaign/v1/campaigns/${w.campaignId}/adsets/${id}`;
  const current = (await gw.call('GET', path)).json;
  const res = await gw.call('PUT', path, { ...current, ...patch }, { 'If-Match': `"${current.version}"` });
  if (res.status !== 200) throw new Error(`saving ad set ${id}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}
/** Writes fields of a stored ad set past the gateway's checks, as data written before a rule holds them (a new version). */
const storeAdSetFields = (id: string, fields: Record<string, unknown>) =>
  gw.store.tx(async (db) => {
    const [row] = await db.select({ body: adSetTable.body, version: adSetTable.version }).from(adSetTable).where(eq(adSetTable.id, id));
    if (!row) throw new Error(`no ad set ${id}`);
    const outcome = await updateDocument(db, adSetCollection, id, row.version, { ...row.body, ...fields } as never, await openChangeSet(db, 'test'));
    if (!outcome.ok) throw new Error(`ad set ${id}: ${outcome.reason}`);
  });
const adSetExists = async (w: AdWorld, id: string) => (await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}/adsets/${id}`)).status === 200;

describe('ad set list', () => {
  it('starts collapsed with several ad sets; j opens a section with its ads, Enter opens the form', async () => {
    const w = await launchWorld();
    // dates that started five days ago: stored past the gateway's rule for new dates, as data saved then
    await storeAdSetFields(w.adSetId, { constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: day(-5), endTimestamp: day(30) }, { '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Mart']!]: true } }] });
    const launch = { id: w.adSetId };
    await seedAdSet(w, 'Quiet set', { enabled: false });
    await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
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
    expect(screen.getByRole('link', { name: 'Continue to Summary' }).getAttribute('href')).toBe(`/flightdeck/campaigns/view/${w.campaignId}`);

    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${launch.id}`));
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
    expect(within(pane).getByRole('link', { name: 'Edit Launch set' }).getAttribute('href')).toBe(`${LIST}/${launch.id}`);

    within(grid).getByRole('row', { name: /Launch set/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${launch.id}`));
    expect(await screen.findByRole('heading', { name: 'Edit Ad Set' })).toBeTruthy();
  });

  it('opens the only ad set at once; an ad set without ads says so', async () => {
    await launchWorld();
    renderApp(LIST);
    const pane = await screen.findByRole('complementary', { name: 'Ad set' });
    expect(within(pane).getByRole('heading', { name: 'Launch set' })).toBeTruthy();
    expect(within(pane).getByText('There are no ads added yet')).toBeTruthy();
  });

  it("empty: 'No Ad Sets yet' with 'New Ad Set', which opens the create form", async () => {
    // the world's one ad set deleted: the campaign has none
    const w = await launchWorld();
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${w.campaignId}/adsets/${w.adSetId}`, undefined, { 'If-Match': '"1"' })).status).toBe(200);
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
    const w = await launchWorld();
    // saved a few times before: the delete names its version
    let launch = await saveAdSetElsewhere(w, w.adSetId, { description: 'one' });
    launch = await saveAdSetElsewhere(w, w.adSetId, { description: 'two' });
    const quiet = await seedAdSet(w, 'Quiet set');
    await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=${launch.id}`);
    const pane = await screen.findByRole('complementary', { name: 'Ad set' });
    await tabTo(user, 'Delete Launch set');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this ad set?', description: '"Launch set" and its 1 ad will be deleted.' });
    expect(app.location()).toBe(`${LIST}?selected=${launch.id}&dialog=delete`);
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad set successfully deleted.')).toBeTruthy();
    const del = gw.calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe(`/campaign/v3/campaigns/${w.campaignId}/adsets/${launch.id}`);
    expect(del.ifMatch).toBe(`"${launch.version}"`);
    expect(await adSetExists(w, launch.id)).toBe(false);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    // The next ad set takes the deleted one's place, selected and focused (focus fell to the body with the gone Delete button).
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${quiet.id}`));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-row-id')).toBe(quiet.id));
    expect(await within(pane).findByRole('heading', { name: 'Quiet set' })).toBeTruthy();
  });

  it("deleting the last ad set puts focus on the empty state's 'New Ad Set'", async () => {
    const w = await launchWorld();
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=${w.adSetId}`);
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
    const w = await launchWorld();
    await seedAdSet(w, 'Quiet set');
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=${w.adSetId}&dialog=delete`);
    await screen.findByRole('alertdialog', { name: 'Delete this ad set?' });
    // someone else saves the ad set while the confirmation is open: the delete names a version gone
    await screen.findByRole('row', { name: /Launch set/ });
    await saveAdSetElsewhere(w, w.adSetId, { description: 'Changed by Bo' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    const current = (await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}/adsets/${w.adSetId}`)).json;
    // the gateway's own words
    expect(await screen.findByText(`Ad set ${w.adSetId} was changed by someone else since you read it (now at version ${current.version}). Reload it, or send your change again with the new ETag.`)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Launch set/ })).toBeTruthy();
    expect(await adSetExists(w, w.adSetId)).toBe(true);
  });
});
