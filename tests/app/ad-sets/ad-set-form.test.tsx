import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatUtc } from '#domain/timestamp';
import { instantOf, PACIFIC, YEAR_MESSAGE } from '#app/ui/date-time';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { typeDate as typeDateByKeys } from '#tests/app/ads/keyboard-helpers';
import { realGateway } from '#tests/app/support/real-gateway';
import { pickOption } from '#tests/app/support/search-picker';
import { type AdWorld, day, scanAdBody, seedAd, seedAdWorld, storeAdFields } from '#tests/app/support/seed-ads';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
type User = ReturnType<typeof userEvent.setup>;

let LIST = '';
let w: AdWorld;
/** The ad world: campaign 'Harbor Spring' with its ad set 'Launch set' at Fresh Mart. */
async function world() {
  w = await seedAdWorld(gw, { adSetName: 'Launch set' });
  LIST = `/flightdeck/campaigns/${w.campaignId}/adsets`;
}
const adSetPath = (id: string) => `/campaign/v1/campaigns/${w.campaignId}/adsets/${id}`;

/** A day `offset` days from now on the Pacific calendar, as the date editor's parts. */
function pacificDay(offset: number) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: PACIFIC, month: 'long', day: 'numeric', year: 'numeric' }).formatToParts(new Date(Date.now() + offset * 86_400_000));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  const month = get('month');
  const monthNumber = new Date(`${month} 1, 2000`).getMonth() + 1;
  return { month, day: get('day'), year: get('year'), utcAt: (hour: number, minute: number) => formatUtc(instantOf(Number(get('year')), monthNumber, Number(get('day')), hour, minute, PACIFIC)) };
}

/**
 * Types a date into the date editor with the shared helper, which moves to each option with the
 * arrow keys: typing an option's text relies on the select's 1-second typeahead, and a slow run
 * spreads the keys of 'December' or '23' over separate searches.
 */
const typeDate = (user: User, which: 'Start Date' | 'End Date', d: { month: string; day: string; year: string }) =>
  typeDateByKeys(user, which, { ...d, day: d.day.padStart(2, '0') });

/** The Name field, not the Missing values line that links to it ('Name is required'). */
const NAME_FIELD = /^Name(?! is required)/;
const banner = () => screen.queryByRole('region', { name: 'Missing values' });
const bannerItems = () => within(banner()!).getAllByRole('listitem').map((li) => li.textContent);

describe('ad set form', () => {
  it('creates an ad set with every field, then lands on the list with a View action', { timeout: 90_000 }, async () => {
    await world();
    const user = userEvent.setup();
    const app = renderApp(`${LIST}/new`);
    await screen.findByRole('heading', { name: 'Create Ad Set' });
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Create Ad Set').getAttribute('aria-current')).toBe('page');
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(bannerItems()).toEqual(['Name is required']);
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to All Ad Sets' }).getAttribute('href')).toBe(LIST);
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(LIST);

    await tabTo(user, NAME_FIELD);
    await user.keyboard('  Weekend set  ');
    await waitFor(() => expect(banner()).toBeNull());

    // Locations: only comma-separated numbers; Submit waits while either list is wrong.
    await tabTo(user, /^Whitelisted Location IDs/, 120);
    await user.keyboard('12, 3a');
    expect(await screen.findByText('Only enter comma separated numbers')).toBeTruthy();
    expect(bannerItems()).toEqual(['Whitelisted locations: Only enter comma separated numbers']);
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Backspace}{Backspace}34');
    await user.tab();
    await user.keyboard('56');
    await waitFor(() => expect(banner()).toBeNull());
    expect(screen.getByText('2 / 10000')).toBeTruthy();

    // A chain found by name on the gateway.
    await tabTo(user, NAME_FIELD);
    await tabTo(user, /^Add a chain/, 120);
    await user.keyboard('Fresh');
    // the gateway's matches only: both Fresh chains, not Big Box
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent).sort()).toEqual(['Fresh Foods Co', 'Fresh Mart']));
    await pickOption(user, 'Fresh Mart');
    // The pick closes the list, which would hide the chosen chains from screen readers; typing opens it again.
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const chosen = await screen.findByRole('grid', { name: 'Chosen Chains' });
    await waitFor(() => expect(within(chosen).getByRole('row').textContent).toContain('Fresh Mart'));

    // Dates in Pacific time within the campaign's; the start defaults to 9:00 am, the end to 11:59 pm.
    const start = pacificDay(5);
    const end = pacificDay(20);
    await tabTo(user, NAME_FIELD);
    await typeDate(user, 'Start Date', start);
    await typeDate(user, 'End Date', end);

    await tabTo(user, /Ontology Node$/);
    // Type-ahead on the closed select picks 'Grocery › Snacks'.
    await user.keyboard('Grocery › S');
    const enabled = screen.getByRole('switch', { name: 'Enabled in App' });
    expect((enabled as HTMLInputElement).checked).toBe(true);
    enabled.focus();
    await user.keyboard(' ');
    expect((enabled as HTMLInputElement).checked).toBe(false);

    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toMatch(new RegExp(`^${LIST}\\?selected=\\d+$`)));
    const created = app.location().split('=').at(-1)!;
    expect(await screen.findByText('Ad set created successfully.')).toBeTruthy();
    // Other POSTs may come first (a focused navigation link preloads the ad browser's search).
    const post = gw.calls.find((c) => c.method === 'POST' && /^\/campaign\/v\d\/campaigns\/\d+\/adsets\/$/.test(c.path))!;
    expect(post).toBeTruthy();
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[\w-]{36}$/);
    const expected = {
      name: 'Weekend set',
      description: null,
      enabled: false,
      ontologyNodeId: '120',
      constraints: [
        { '@type': 'DateRangeConstraint', startTimestamp: start.utcAt(9, 0), endTimestamp: end.utcAt(23, 59) },
        { '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Mart']!]: true } },
        { '@type': 'LocationConstraint', locationIds: { '12': true, '34': true, '56': false } },
      ],
    };
    expect(post.body).toEqual(expected);
    const { description: _, ...stored } = expected;
    expect((await gw.call('GET', adSetPath(created))).json).toMatchObject(stored);
    expect(await screen.findByRole('complementary', { name: 'Ad set' })).toBeTruthy();

    // The notification's 'View' opens the ad set.
    const view = screen.getByRole('button', { name: 'View' });
    view.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${created}`));
    expect(await screen.findByRole('heading', { name: 'Edit Ad Set' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Edit Ad Set').getAttribute('aria-current')).toBe('page');
  });

  it('lists a year past 2050 or of fewer than 4 digits under Missing values, as a link to the year, and holds Submit until it is fixed or cleared', { timeout: 90_000 }, async () => {
    await world();
    const user = userEvent.setup();
    renderApp(`${LIST}/new`);
    await screen.findByRole('heading', { name: 'Create Ad Set' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await tabTo(user, NAME_FIELD);
    await user.keyboard('Weekend set');
    await waitFor(() => expect(banner()).toBeNull());
    const year = screen.getByRole('textbox', { name: 'Start Date Year' });
    for (const typed of ['2051', '205']) {
      year.focus();
      await user.keyboard(`{Control>}a{/Control}{Backspace}${typed}`);
      await waitFor(() => expect(bannerItems()).toEqual([`Start Date year: ${YEAR_MESSAGE}`]));
      expect(submit.hasAttribute('disabled')).toBe(true);
      expect(year.getAttribute('aria-invalid')).toBe('true');
      // the line leads to the year itself, not to the date's first part (its month)
      within(banner()!).getByRole('link', { name: `Start Date year: ${YEAR_MESSAGE}` }).focus();
      await user.keyboard('{Enter}');
      expect(document.activeElement).toBe(year);
    }
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(banner()).toBeNull());
    expect(submit.hasAttribute('disabled')).toBe(false);
  });

  it('refuses dates in the past, outside the campaign, or an end before the start', { timeout: 90_000 }, async () => {
    await world();
    const user = userEvent.setup();
    renderApp(`${LIST}/new`);
    await screen.findByRole('heading', { name: 'Create Ad Set' });
    await tabTo(user, NAME_FIELD);
    await user.keyboard('Dated');
    await typeDate(user, 'Start Date', pacificDay(-20));
    await typeDate(user, 'End Date', pacificDay(90));
    await waitFor(() => expect(bannerItems()).toHaveLength(3));
    const items = bannerItems();
    expect(items[0]).toBe('Start date cannot be in the past');
    expect(items[1]).toMatch(/^Cannot start before [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T$/);
    expect(items[2]).toMatch(/^Cannot end after /);
    expect(screen.getAllByText('Start date cannot be in the past')).toHaveLength(2);
    // Each line is a link to its field: Enter on it moves focus there.
    const toStart = within(banner()!).getByRole('link', { name: 'Start date cannot be in the past' });
    toStart.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.closest('[data-field="startDate"], .field, fieldset')?.textContent).toMatch(/Start Date/));
    await typeDate(user, 'Start Date', pacificDay(30));
    await typeDate(user, 'End Date', pacificDay(10));
    await waitFor(() => expect(bannerItems()).toEqual(['End date cannot be before start date']));
    // 'Delete Dates' clears both, and with them every date rule.
    await tabTo(user, 'Delete Dates', 120);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(banner()).toBeNull());
  });

  it("warns before a change of chains leaves its ads' tapouts at chains they no longer run at, listing them; Cancel keeps editing, Save anyway saves", { timeout: 90_000 }, async () => {
    await world();
    const mart = w.chains['Fresh Mart']!;
    const foods = w.chains['Fresh Foods Co']!;
    const chains = (...ids: string[]) => ({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(ids.map((id) => [id, true])) });
    const tapoutAt = (chainId: string) => ({ '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId } }] });
    const path = adSetPath(w.adSetId);
    const set = (await gw.call('GET', path)).json;
    expect((await gw.call('PUT', path, { ...set, constraints: [chains(mart, foods)] }, { 'If-Match': `"${set.version}"` })).status).toBe(200);
    // banner ads of the order's banner line item, their formats stored past the gateway's checks (only their tapouts matter here)
    const banner = async (name: string, chainId: string, own?: string) => {
      const created = await seedAd(gw, w, scanAdBody(w, name));
      await storeAdFields(gw, created.id, { orderLineItemId: w.lineItems.BANNER!.id, topicIds: [], format: tapoutAt(chainId), ...(own ? { constraints: [chains(own)] } : {}) });
    };
    await banner('Nearby banner', mart);
    await banner('Own chain banner', mart, mart);
    await banner('Other banner', foods);
    const user = userEvent.setup();
    renderApp(`${LIST}/${w.adSetId}`);
    await screen.findByRole('heading', { name: 'Edit Ad Set' });
    const chosen = await screen.findByRole('grid', { name: 'Chosen Chains' });
    await waitFor(() => expect(within(chosen).getAllByRole('row')).toHaveLength(2));
    const martRow = within(chosen).getAllByRole('row').find((r) => r.textContent?.includes('Fresh Mart'))!;
    martRow.focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(within(chosen).getAllByRole('row')).toHaveLength(1));
    const puts = () => gw.calls.filter((c) => c.method === 'PUT' && /\/adsets\/\d+$/.test(c.path));
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tapouts at chains this ad set leaves out' });
    // only the ad that ran at Fresh Mart through its ad set: the other keeps its own chain, the third is at Fresh Foods Co
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringMatching(/^Nearby banner: Nearby Tab tapout at /)]);
    expect(puts()).toHaveLength(0);
    // focus starts on Cancel: one Enter keeps the form as it is
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toHaveLength(0);
    submit.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Tapouts at chains this ad set leaves out' });
    await tabTo(user, 'Save anyway');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(puts()).toHaveLength(1));
    await waitFor(async () => expect((await gw.call('GET', path)).json.constraints).toEqual([chains(foods)]));
  });

  it('edits with If-Match; a stale save (412) shows both sides\' changes, and an overwrite keeps the other person\'s', async () => {
    await world();
    const id = w.adSetId;
    const path = adSetPath(id);
    const first = (await gw.call('GET', path)).json;
    const seeded = (await gw.call('PUT', path, { ...first, description: 'First', topicIds: [w.products['Oat Crunch']], constraints: [{ '@type': 'FrequencyConstraint', engagements: 2, period: 'WEEK' }, { '@type': 'LocationConstraint', locationIds: { '5': true, '6': false } }] }, { 'If-Match': `"${first.version}"` })).json;
    const user = userEvent.setup();
    const app = renderApp(`${LIST}/${id}`);
    await screen.findByRole('heading', { name: 'Edit Ad Set' });
    expect(screen.getByText('Launch set in Harbor Spring')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Whitelisted Location IDs/ }) as HTMLTextAreaElement).value).toBe('5');
    expect((screen.getByRole('textbox', { name: /Blacklisted Location IDs/ }) as HTMLTextAreaElement).value).toBe('6');
    // Someone else saves meanwhile.
    const theirs = (await gw.call('PUT', path, { ...seeded, description: 'Changed by Bo' }, { 'If-Match': `"${seeded.version}"` })).json;
    await tabTo(user, NAME_FIELD);
    await user.keyboard('{End} 2');
    // The 'Changelog' button opens 'Changelog Details' over the form, in the URL, without asking to
    // leave the unsaved edit; Escape gives focus back.
    const changelog = screen.getByRole('button', { name: 'Changelog' });
    changelog.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Changelog Details' })).toBeTruthy();
    expect(screen.queryByText('Are you sure you want to leave this page?')).toBeNull();
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${id}?changelog=open`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changelog Details' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(changelog));
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Launch set 2');
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This ad set was changed by someone else' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['NameNot changedLaunch set 2', 'DescriptionChanged by BoNot changed']);
    await tabTo(user, 'Overwrite with my changes');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${id}`));
    expect(await screen.findByText('Ad set successfully updated.')).toBeTruthy();
    const puts = gw.calls.filter((c) => c.method === 'PUT' && /\/adsets\/\d+$/.test(c.path));
    expect(puts.map((p) => p.ifMatch)).toEqual([`"${seeded.version}"`, `"${theirs.version}"`]);
    // Bo's description stays; fields the form does not show travel back untouched; the constraints it edits are rebuilt.
    expect(puts[1]!.body).toMatchObject({ name: 'Launch set 2', description: 'Changed by Bo', topicIds: [w.products['Oat Crunch']] });
    expect((await gw.call('GET', path)).json).toMatchObject({ name: 'Launch set 2', description: 'Changed by Bo', topicIds: [w.products['Oat Crunch']] });
    expect((puts[1]!.body as { constraints: unknown }).constraints).toEqual([
      { '@type': 'LocationConstraint', locationIds: { '5': true, '6': false } },
      { '@type': 'FrequencyConstraint', engagements: 2, period: 'WEEK' },
    ]);
  });

  it("asks 'Are you sure you want to leave this page?' before leaving with unsaved edits", { timeout: 60_000 }, async () => {
    await world();
    const user = userEvent.setup();
    const app = renderApp(`${LIST}/${w.adSetId}`);
    await screen.findByRole('heading', { name: 'Edit Ad Set' });
    await tabTo(user, NAME_FIELD);
    await user.keyboard('!');
    await tabTo(user, 'Back to All Ad Sets', 120);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await tabTo(user, 'Stay');
    await user.keyboard('{Enter}');
    expect(app.location()).toBe(`${LIST}/${w.adSetId}`);
    expect(dialog.isConnected).toBe(false);
    await tabTo(user, 'Cancel', 120);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await tabTo(user, 'Leave');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(LIST));
  });

  it("shows the gateway's verdict at the field it concerns", { timeout: 90_000 }, async () => {
    await world();
    const user = userEvent.setup();
    renderApp(`${LIST}/new`);
    await screen.findByRole('heading', { name: 'Create Ad Set' });
    await tabTo(user, NAME_FIELD);
    await user.keyboard('Late');
    await typeDate(user, 'Start Date', pacificDay(5));
    await typeDate(user, 'End Date', pacificDay(40));
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    // the campaign is cut short elsewhere before the save: it now ends in 20 days
    const campaignPath = `/campaign/v1/campaigns/${w.campaignId}`;
    const campaign = (await gw.call('GET', campaignPath)).json;
    expect((await gw.call('PUT', campaignPath, { ...campaign, endDate: day(20) }, { 'If-Match': `"${campaign.version}"` })).status).toBe(200);
    submit.focus();
    await user.keyboard('{Enter}');
    const verdicts = await screen.findAllByText(/^Cannot end after /);
    // At the end date, and in the notification.
    expect(verdicts.some((el) => el.closest('fieldset')?.querySelector('legend')?.textContent === 'End Date')).toBe(true);
    // and in the notification, the gateway's words
    expect(screen.getAllByText(/Cannot end after /).length).toBeGreaterThanOrEqual(2);
    // the gateway's: the form sent the ad set
    expect(gw.calls.filter((c) => c.method === 'POST' && /\/adsets\/$/.test(c.path))).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Create Ad Set' })).toBeTruthy();
    // Focus leaves Submit for the first field that says why.
    await waitFor(() => expect(document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent).toBe('End Date'));
    expect((await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}/adsets/`)).json.objects.map((a: { name: string }) => a.name)).toEqual(['Launch set']);
  });

  it('the v2 routes hold the same form: create without an id, edit with one', async () => {
    await world();
    renderApp(`${LIST}/v2/${w.adSetId}`);
    await screen.findByRole('heading', { name: 'Edit Ad Set' });
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Launch set');
  });

  it('names the ad set the gateway could not find', async () => {
    await world();
    renderApp(`${LIST}/v2/999`);
    expect(await screen.findByText('There was an issue retrieving the ad set. Ad set 999 not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to All Ad Sets' })).toBeTruthy();
  });
});
