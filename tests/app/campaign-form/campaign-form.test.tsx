import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, CAMPAIGN_RULES, DEFAULT_OPS_ASSOCIATE, unknownCompanyMessage, unknownOrderMessage } from '#domain/campaign';
import { MISSING_VALUES_TEXT } from '#app/ui/MissingValuesBanner';
import { renderApp } from '#tests/app/support/render-app';
import { pickBySearch, pickTyping } from '#tests/app/support/search-picker';
import { realGateway } from '#tests/app/support/real-gateway';
import { day, type Doc } from '#tests/app/support/seed-ads';
import { deleteCompanyElsewhere, readOrder, seedCompany, seedOrder } from '#tests/app/support/orders';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const PRICING: Record<string, object> = {
  PURCHASE_VALIDATION: { '@type': 'FlatFee', amount: 1000, engagements: 10 },
  PRODUCT_CATALOG_MCOMM: { '@type': 'FlatFee', amount: 1000, engagements: 10 },
  SCAN: { '@type': 'CostPerEngagement', engagements: 500, amount: 25 },
};
const line = (orderLineItemType: string, description: string) => ({ orderLineItemType, description, pricingModel: PRICING[orderLineItemType] ?? { '@type': 'FreePricingModel' } });

/**
 * Acme Foods and Bolt Drinks; 'Spring Order' of Acme Foods (a purchase validation and a scan line item)
 * and 'Summer Order' of Bolt Drinks (an mcomm product catalog line item); with `campaign`, the campaign
 * 'Harbor Launch' of Acme Foods choosing Spring Order, running from 10 days ago to 60 days ahead, saved
 * through v1 (so no mapping tasks wait).
 */
async function world({ campaign = false } = {}) {
  const acme = await seedCompany(gw, 'Acme Foods');
  const bolt = await seedCompany(gw, 'Bolt Drinks');
  const spring = await seedOrder(gw, acme.id, 'Spring Order', { orderLineItems: [line('PURCHASE_VALIDATION', 'Validations'), line('SCAN', 'Scans')] });
  const summer = await seedOrder(gw, bolt.id, 'Summer Order', { orderLineItems: [line('PRODUCT_CATALOG_MCOMM', 'Catalog')] });
  let stored: Doc | undefined;
  if (campaign) {
    const created = (await gw.call('POST', '/campaign/v1/campaigns/', {
      campaignName: 'Harbor Launch', accountManager: 'ana.account@flightdeck.example', campaignManager: 'carl.campaign@flightdeck.example',
      description: 'Spring push', category: 'BRAND', companyIds: [acme.id], insertionOrderIds: [spring.id], tags: ['spring'], startDate: day(1), endDate: day(2),
    })).json;
    const res = await gw.call('PUT', `/campaign/v1/campaigns/${created.id}`, { ...created, startDate: day(-10), endDate: day(60) }, { 'If-Match': `"${created.version}"` });
    if (res.status !== 200) throw new Error(`seeding campaign: ${res.status} ${JSON.stringify(res.json)}`);
    stored = res.json;
  }
  return { acme: acme.id, bolt: bolt.id, spring, summer, campaign: stored };
}

/** A save of the campaign by someone else (a PUT with its current version), as another tab or user would. */
async function saveCampaignElsewhere(id: string, patch: Record<string, unknown>): Promise<Doc> {
  const current = (await gw.call('GET', `/campaign/v1/campaigns/${id}`)).json;
  const res = await gw.call('PUT', `/campaign/v1/campaigns/${id}`, { ...current, ...patch }, { 'If-Match': `"${current.version}"` });
  if (res.status !== 200) throw new Error(`saving campaign ${id}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}
const readCampaign = async (id: string) => (await gw.call('GET', `/campaign/v1/campaigns/${id}`)).json;
const campaignPuts = (id: string) => gw.calls.filter((c) => c.method === 'PUT' && /^\/campaign\/v\d\/campaigns\/\d+$/.test(c.path) && c.path.endsWith(`/${id}`));
type User = ReturnType<typeof userEvent.setup>;

/** Tabs (keyboard only) to the control whose accessible name contains `name`. */
async function tabTo(user: User, name: string | RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    const el = document.activeElement as HTMLElement;
    if (el && el.closest('.campaign-screen, [role="dialog"], [role="alertdialog"]')) {
      const label = (el.getAttribute('aria-labelledby')?.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || el.getAttribute('aria-label') || (el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) || el.closest('label')?.textContent || el.textContent || '').trim();
      if (typeof name === 'string' ? label.includes(name) : name.test(label)) return el;
    }
    await user.tab();
  }
  throw new Error(`Tab never reached ${name}; focus on ${document.activeElement?.outerHTML.slice(0, 160)}`);
}

/** Picks records in a search picker: Tab to its box, then each by typing its name (ui/SearchPicker). */
async function choose(user: User, field: string, ...options: string[]) {
  await tabTo(user, field);
  await pickBySearch(user, ...options);
}

async function typeDate(user: User, which: 'Start Date' | 'End Date', month: string, day: string, year: string) {
  await tabTo(user, `${which} Month`);
  await user.keyboard(month);
  await user.tab();
  await user.keyboard(day);
  await user.tab();
  await user.keyboard(year);
}

const submit = async (user: User) => {
  screen.getByRole('button', { name: 'Submit' }).focus();
  await user.keyboard('{Enter}');
};
/** Puts focus on a field (as a Tab would) without walking the whole tab order on a busy machine. */
const focusName = async () => {
  const box = screen.getByRole('textbox', { name: /Campaign Name/ }) as HTMLInputElement;
  box.focus();
  return box;
};

describe('campaign create form', () => {
  it('lists every unmet rule in the Missing values banner and at the fields', async () => {
    const { spring } = await world();
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/new?orders=${spring.id}`);
    await screen.findByRole('heading', { name: 'Create Campaign' });
    await submit(user);
    const banner = await screen.findByRole('region', { name: 'Missing values' });
    expect(banner.textContent).toContain(MISSING_VALUES_TEXT);
    expect(within(banner).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      CAMPAIGN_RULES.name,
      CAMPAIGN_RULES.accountManager,
      CAMPAIGN_RULES.campaignManager,
      CAMPAIGN_RULES.company,
      CAMPAIGN_RULES.startDate,
      CAMPAIGN_RULES.endDate,
    ]);
    for (const m of [CAMPAIGN_MESSAGES.accountManager, CAMPAIGN_MESSAGES.campaignManager, CAMPAIGN_MESSAGES.company]) expect(screen.getByText(m)).toBeTruthy();
    expect(screen.getAllByText(CAMPAIGN_MESSAGES.dates)).toHaveLength(2);
    // The order chosen on the budget step is already there.
    expect(screen.getByRole('row', { name: 'Spring Order' })).toBeTruthy();
  });

  it('refuses past dates and an end before the start for a new campaign', async () => {
    const { spring } = await world();
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/new?orders=${spring.id}`);
    await screen.findByRole('heading', { name: 'Create Campaign' });
    await typeDate(user, 'Start Date', 'March', '10', '2020');
    await typeDate(user, 'End Date', 'March', '09', '2020');
    await submit(user);
    const banner = await screen.findByRole('region', { name: 'Missing values' });
    const items = within(banner).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining([CAMPAIGN_RULES.endBeforeStart, CAMPAIGN_RULES.startInPast, CAMPAIGN_RULES.endInPast]));
    expect(screen.getAllByText(CAMPAIGN_RULES.startInPast)).toHaveLength(2);
  });

  it('creates the campaign and lands on its edit page with the success message', { timeout: 90_000 }, async () => {
    const { spring, bolt } = await world();
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/new?orders=${spring.id}`);
    await screen.findByRole('heading', { name: 'Create Campaign' });
    await tabTo(user, 'Campaign Name');
    await user.keyboard('Harbor Spring');
    await tabTo(user, 'Account Manager');
    await pickTyping(user, 'Ana', 'Ana Account (ana.account@flightdeck.example)');
    await tabTo(user, 'Campaign Manager');
    await pickTyping(user, 'carl', 'Carl Campaign (carl.campaign@flightdeck.example)');
    await tabTo(user, 'Category');
    await user.keyboard('MCOMM');
    await choose(user, 'Companies', 'Bolt Drinks');
    await typeDate(user, 'Start Date', 'March', '10', '2031');
    await typeDate(user, 'End Date', 'April', '30', '2031');
    await tabTo(user, 'Tags');
    await user.keyboard('spring, launch');
    await submit(user);
    await waitFor(() => expect(app.location()).toMatch(/^\/flightdeck\/campaigns\/\d+$/));
    expect(await screen.findByText('Campaign submitted successfully')).toBeTruthy();
    // Tabbing past the side navigation may prefetch the ad browser (a POST too): take the campaign's.
    const post = gw.calls.find((c) => c.method === 'POST' && c.path.includes('/campaigns'))!;
    // the flags of a test gateway name v3
    expect(post.path).toBe('/campaign/v3/campaigns/');
    const expected = {
      campaignName: 'Harbor Spring',
      accountManager: 'ana.account@flightdeck.example',
      campaignManager: 'carl.campaign@flightdeck.example',
      // spec 1 §9: a new campaign's ops associate starts as the placeholder e-mail.
      opsAssociate: DEFAULT_OPS_ASSOCIATE,
      category: 'MCOMM',
      insertionOrderIds: [spring.id],
      companyIds: [bolt],
      startDate: '2031-03-10T16:00:00Z[UTC]',
      endDate: '2031-05-01T06:59:00Z[UTC]',
      tags: ['spring', 'launch'],
    };
    expect(post.body).toMatchObject(expected);
    expect(await readCampaign(app.location().split('/').at(-1)!)).toMatchObject(expected);
    expect(await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Spring' })).toBeTruthy();
  });
});

/**
 * The campaign opened at version 3, someone else saving `theirs` as version 4 meanwhile, and this
 * user appending ' 2' to its name and submitting: the save answers 412.
 */
async function staleRename(theirs: Record<string, unknown>) {
  const { campaign } = await world({ campaign: true });
  const id = campaign!.id;
  const user = userEvent.setup();
  renderApp(`/flightdeck/campaigns/${id}`);
  await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
  const saved = await saveCampaignElsewhere(id, theirs);
  const box = await focusName();
  await user.keyboard('{End} 2');
  expect(box.value).toMatch(/ 2$/);
  await submit(user);
  return { user, id, opened: campaign!.version as number, theirs: saved.version as number };
}

describe('campaign edit form', () => {
  it('shows the stepper with every step linked once the campaign exists', async () => {
    const { campaign } = await world({ campaign: true });
    const id = campaign!.id;
    renderApp(`/flightdeck/campaigns/${id}`);
    const steps = await screen.findByRole('navigation', { name: 'Campaign steps' });
    expect(within(steps).getByRole('link', { name: /Budget/ }).getAttribute('href')).toBe(`/flightdeck/campaigns/${id}/budget`);
    expect(within(steps).getByText('Campaign').closest('[aria-current="step"]')).toBeTruthy();
    expect(within(steps).getByRole('link', { name: /Promoted Products/ }).getAttribute('href')).toBe(`/flightdeck/campaigns/${id}/topics`);
    expect(within(steps).getByRole('link', { name: /Ad Sets/ }).getAttribute('href')).toBe(`/flightdeck/campaigns/${id}/adsets`);
  });

  it('a stale save (412) lists their change and this user\'s; overwrite applies only this user\'s to their version', async () => {
    const { user, id, opened, theirs } = await staleRename({ description: 'Changed by Bo' });
    const dialog = await screen.findByRole('alertdialog', { name: 'This campaign was changed by someone else' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Campaign Name', 'Not changed', 'Harbor Launch 2'],
      ['Description', 'Changed by Bo', 'Not changed'],
    ]);
    // Overwrite: their version with this user's change only, so Bo's description stays.
    await tabTo(user, 'Overwrite with my changes');
    await user.keyboard('{Enter}');
    await screen.findByText('Campaign submitted successfully');
    const puts = campaignPuts(id);
    expect(puts.map((p) => p.ifMatch)).toEqual([`"${opened}"`, `"${theirs}"`]);
    expect(puts[1]!.body).toMatchObject({ campaignName: 'Harbor Launch 2', description: 'Changed by Bo' });
    expect(await readCampaign(id)).toMatchObject({ campaignName: 'Harbor Launch 2', description: 'Changed by Bo' });
    expect(screen.queryByRole('alertdialog', { name: 'This campaign was changed by someone else' })).toBeNull();
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe('Changed by Bo');
  });

  it('marks a field both changed as a conflict, and an overwrite saves this user\'s value there only', async () => {
    const { user, id } = await staleRename({ campaignName: 'Harbor Relaunch', description: 'Changed by Bo' });
    const dialog = await screen.findByRole('alertdialog', { name: 'This campaign was changed by someone else' });
    const conflict = within(dialog).getByRole('rowheader', { name: /Campaign Name/ });
    expect(conflict.textContent).toBe('Campaign NameChanged by both: your change wins');
    expect(within(dialog).getByRole('rowheader', { name: 'Description' })).toBeTruthy();
    await tabTo(user, 'Overwrite with my changes');
    await user.keyboard('{Enter}');
    await screen.findByText('Campaign submitted successfully');
    const puts = campaignPuts(id);
    expect(puts[1]!.body).toMatchObject({ campaignName: 'Harbor Launch 2', description: 'Changed by Bo' });
    expect(await readCampaign(id)).toMatchObject({ campaignName: 'Harbor Launch 2', description: 'Changed by Bo' });
  });

  it('a merged campaign the gateway refuses shows the refusal at its field, and the form then stands on their version', async () => {
    const { campaign } = await world({ campaign: true });
    const id = campaign!.id;
    const cobalt = await seedCompany(gw, 'Cobalt Co');
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/${id}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    const theirs = (await saveCampaignElsewhere(id, { description: 'Changed by Bo' })).version as number;
    // this user renames it and adds Cobalt Co to its companies: the save answers 412
    const box = await focusName();
    await user.keyboard('{End} 2');
    const companies = screen.getByRole('combobox', { name: /Companies/ });
    companies.focus();
    await pickBySearch(user, 'Cobalt Co');
    await submit(user);
    await screen.findByRole('alertdialog', { name: 'This campaign was changed by someone else' });
    // Cobalt Co is deleted elsewhere while the dialog is open: the merged campaign names a company gone
    await deleteCompanyElsewhere(gw, cobalt.id);
    await tabTo(user, 'Overwrite with my changes');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(companies.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(unknownCompanyMessage([cobalt.id])).length).toBeGreaterThan(0);
    // the merged draft is on screen: their description, this user's name
    expect((screen.getByRole('textbox', { name: /Description/ }) as HTMLTextAreaElement).value).toBe('Changed by Bo');
    expect(box.value).toBe('Harbor Launch 2');
    // without the company gone, the save goes through on their version
    const chosen = screen.getByRole('grid', { name: 'Chosen Companies' });
    within(chosen).getAllByRole('row').at(-1)!.focus();
    await user.keyboard('{Delete}');
    await submit(user);
    await screen.findByText('Campaign submitted successfully');
    expect(campaignPuts(id).at(-1)!.ifMatch).toBe(`"${theirs}"`);
    expect(await readCampaign(id)).toMatchObject({ campaignName: 'Harbor Launch 2', description: 'Changed by Bo', companyIds: [campaign!.companyIds[0]] });
  });

  it('reload in the stale dialog takes the saved version and drops the edits', async () => {
    const { user, id } = await staleRename({ campaignName: 'Harbor Relaunch' });
    await screen.findByRole('alertdialog');
    await tabTo(user, 'Reload their version');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Relaunch' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Campaign Name/ }) as HTMLInputElement).value).toBe('Harbor Relaunch');
    expect(campaignPuts(id)).toHaveLength(1);
  });

  it('asks before leaving with unsaved edits', async () => {
    const { campaign } = await world({ campaign: true });
    const id = campaign!.id;
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/${id}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await tabTo(user, 'Campaign Name');
    await user.keyboard('{End}!');
    await tabTo(user, /Budget/);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await tabTo(user, 'Stay');
    await user.keyboard('{Enter}');
    expect(app.location()).toBe(`/flightdeck/campaigns/${id}`);
    expect(dialog.isConnected).toBe(false);
    await tabTo(user, /Budget/);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Are you sure you want to leave this page?' });
    await tabTo(user, /^Leave$/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${id}/budget`));
  });

  it('with flag v3 and pending mapping tasks the submit turns red and opens the mapping status instead', async () => {
    // a save through v3 (the test gateway's flag) sets the campaign's mapping tasks to PENDING
    const { campaign } = await world({ campaign: true });
    const id = campaign!.id;
    const res = await gw.call('PUT', `/campaign/v3/campaigns/${id}`, campaign, { 'If-Match': `"${campaign!.version}"` });
    expect(res.status).toBe(200);
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/${id}`);
    await screen.findByRole('heading', { name: 'Edit Campaign: Harbor Launch' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' }).className).toContain('button-danger'));
    // Not by colour alone: the button is described by the words shown next to it.
    expect(screen.getByRole('button', { name: 'Submit', description: 'Mapping tasks are failed, in progress or pending: open the mapping status' })).toBeTruthy();
    await submit(user);
    expect(await screen.findByRole('dialog', { name: 'Mapping status' })).toBeTruthy();
    expect(campaignPuts(id)).toHaveLength(0);
    expect(gw.calls.some((c) => c.path === `/mapping/v1/campaigns/${id}/tasks`)).toBe(true);
  });
});

describe('budget step', () => {
  it('a new campaign chooses an existing order, then continues to the form with it', async () => {
    const { summer } = await world();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    expect(screen.getByText('This campaign has no insertion orders. Please select a pre-existing insertion order, or create a new one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and Continue' }).hasAttribute('disabled')).toBe(true);
    await tabTo(user, 'Create New Insertion Order');
    // The arrows move the choice within the group (focus stays on the radios); Enter applies it.
    await user.keyboard('{ArrowDown}');
    const selectExisting = screen.getByRole('radio', { name: 'Select Existing Insertion Order' });
    await waitFor(() => expect(document.activeElement).toBe(selectExisting));
    expect(app.location()).toBe('/flightdeck/campaigns/new/budget');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Create New Insertion Order' }));
    expect(screen.queryByRole('heading', { name: 'New Insertion Order' })).toBeNull();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/new/budget?mode=select'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Insertion Orders' })));
    await pickBySearch(user, 'Summer Order');
    expect(screen.getByRole('row', { name: 'Summer Order' })).toBeTruthy();
    await tabTo(user, 'Save and Continue');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/new?orders=${summer.id}`));
    expect(await screen.findByRole('heading', { name: 'Create Campaign' })).toBeTruthy();
  });

  it("the 'New Insertion Order' sub-view has Go back", async () => {
    await world();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/new/budget');
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await tabTo(user, 'New Insertion Order');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'New Insertion Order' })).toBeTruthy();
    expect(app.location()).toBe('/flightdeck/campaigns/new/budget?view=new-order');
    await tabTo(user, 'Go back');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Campaign Budget' })).toBeTruthy();
  });

  it("saving an existing campaign's budget stores orders and wallet ids, then opens the form", async () => {
    const { campaign, spring, summer } = await world({ campaign: true });
    const id = campaign!.id;
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/${id}/budget`);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await choose(user, 'Insertion Orders', 'Summer Order');
    await tabTo(user, 'Save and Continue');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${id}`));
    expect(await screen.findByText('Budget successfully updated.')).toBeTruthy();
    const put = campaignPuts(id)[0]!;
    expect(put.ifMatch).toBe(`"${campaign!.version}"`);
    // the wallet line items: Spring Order's purchase validation and Summer Order's product catalog
    const wallets = [spring.orderLineItems[0].id, summer.orderLineItems[0].id];
    expect(put.body).toMatchObject({ insertionOrderIds: [spring.id, summer.id], walletIds: wallets });
    expect(await readCampaign(id)).toMatchObject({ insertionOrderIds: [spring.id, summer.id], walletIds: wallets });
  });

  it('a failed budget save says so with the detail', async () => {
    const { campaign, summer } = await world({ campaign: true });
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/${campaign!.id}/budget`);
    await screen.findByRole('heading', { name: 'Campaign Budget' });
    await choose(user, 'Insertion Orders', 'Summer Order');
    // Summer Order is deleted elsewhere before the save
    const order = await readOrder(gw, summer.id);
    expect((await gw.call('DELETE', `/order/v1/insertionOrders/${summer.id}`, undefined, { 'If-Match': `"${order.version}"` })).status).toBe(200);
    await tabTo(user, 'Save and Continue');
    await user.keyboard('{Enter}');
    // the gateway's refusal, its field named, as the notification bar says it
    expect(await screen.findByText(`There was an issue updating this campaign's budget. Insertion order ids: ${unknownOrderMessage([summer.id])}`)).toBeTruthy();
  });

  it('an unknown campaign shows the fetch failure message', async () => {
    await world();
    renderApp('/flightdeck/campaigns/404/budget');
    expect(await screen.findByText('There was an issue fetching the campaign data. Error: Campaign 404 not found')).toBeTruthy();
  });
});
