import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { json } from '#tests/app/ad-sets/ad-set-gateway';
import { ad, adFormGateway, SCAN_AND_CARD } from './format-sections-gateway';
import { pickIn } from './keyboard-helpers';
import { pickBySearch } from '#tests/app/support/search-picker';
import { REQUIRED_TOPIC_MESSAGES } from '#domain/ad/required-topics';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const SET = '/flightdeck/campaigns/700/adsets/500';
const banner = () => screen.queryByRole('region', { name: 'Missing values' });
const bannerItems = () => within(banner()!).getAllByRole('listitem').map((li) => li.textContent);

describe('ad form', () => {
  it('picks a type the budget allows, fills the single order in, and creates the ad', { timeout: 90_000 }, async () => {
    const gw = adFormGateway([], { lineItems: SCAN_AND_CARD });
    const user = userEvent.setup();
    const app = renderApp(`${SET}/ads/new`);
    await screen.findByRole('heading', { name: 'Create Ad' });
    const types = screen.getByRole('radiogroup', { name: 'Ad type' });
    // A type without a line item in the budget is shown, cannot be picked, and says why.
    expect((within(types).getByRole('radio', { name: /^Banner/ }) as HTMLInputElement).disabled).toBe(true);
    expect(types.textContent).toContain('No valid order line item that matches to Banner has been found in campaign budget');
    expect(within(types).getAllByRole('radio').filter((r) => !(r as HTMLInputElement).disabled).map((r) => r.getAttribute('value'))).toEqual(['LINKED_CARD', 'SCAN']);
    // The first type that can be picked starts chosen; arrows move among the ones that can.
    const linkedCard = within(types).getByRole('radio', { name: /^Linked Card/ }) as HTMLInputElement;
    expect(linkedCard.checked).toBe(true);
    linkedCard.focus();
    await user.keyboard('{ArrowDown}');
    expect((within(types).getByRole('radio', { name: /^Scan$/ }) as HTMLInputElement).checked).toBe(true);
    await tabTo(user, 'Continue');
    await user.keyboard('{Enter}');
    const title = await screen.findByRole('heading', { name: 'New Product Scan ad in Main set' });
    expect(app.location()).toBe(`${SET}/ads/new?type=SCAN`);
    // Continue replaced the picker: focus starts at the form's title, not on the page
    await waitFor(() => expect(document.activeElement).toBe(title));

    expect(bannerItems()).toEqual(['Name is required', 'Kicks amount must be a positive whole number', REQUIRED_TOPIC_MESSAGES.product]);
    // the summary's links name fields too: go to the field itself
    screen.getByRole('textbox', { name: /^Name/ }).focus();
    await user.keyboard('Cereal scan');
    await pickIn(user, screen.getByRole('combobox', { name: 'Promoted Product' }), 'Oat Crunch');
    screen.getByRole('textbox', { name: /^Kicks/ }).focus();
    // A letter is kept as typed and refused with the Kicks rule, not dropped into another number.
    await user.keyboard('2x5');
    expect((document.activeElement as HTMLInputElement).value).toBe('2x5');
    await waitFor(() => expect(bannerItems()).toEqual(['Kicks amount must be a positive whole number']));
    await user.keyboard('{Control>}a{/Control}{Backspace}25');
    expect((document.activeElement as HTMLInputElement).value).toBe('25');
    await waitFor(() => expect(banner()).toBeNull());
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    const post = gw.calls.find((c) => c.method === 'POST' && c.path.endsWith('/adsets/500/ads'))!;
    expect(post.headers.get('Idempotency-Key')).toMatch(/^[\w-]{36}$/);
    expect(post.body).toMatchObject({
      name: 'Cereal scan',
      insertionOrderId: '2',
      orderLineItemId: 'li-SCAN',
      pricingModelId: 'pm-SCAN',
      topicIds: ['t1'],
      format: { '@type': 'ProductScanFormat', promotedProductId: 't1', legacy: { bannerPriority: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, currency: 'KICKS', precision: 0, insertionOrderId: '2', walletId: null } },
      // spec 2 §9: a new ad has 1 engagement per month; the chains come from its ad set.
      constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }],
    });
    // spec 2: the ad set list opens a second after the save.
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/700/adsets?selected=500'), { timeout: 3000 });
  });

  it('names an edited scan by its product; a stale save (412) shows both sides\' changes and an overwrite keeps the other person\'s', { timeout: 90_000 }, async () => {
    const gw = adFormGateway([ad('51', 'Cereal scan', { topicIds: ['t1'], format: { '@type': 'ProductScanFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SCAN', version: 3 })]);
    const user = userEvent.setup();
    renderApp(`${SET}/ads/51`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    expect((screen.getByRole('textbox', { name: /^Kicks/ }) as HTMLInputElement).value).toBe('25');
    // Someone else saves meanwhile.
    gw.ads.set('51', { ...gw.ads.get('51')!, description: 'Changed by Bo', version: 4 });
    screen.getByRole('textbox', { name: /^Kicks/ }).focus();
    await user.keyboard('{End}0');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This ad was changed by someone else' });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['awards.COMPLETED.amount', 'Not changed', '250'],
      ['description', 'Changed by Bo', 'Not changed'],
    ]);
    await tabTo(user, 'Overwrite with my changes');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog', { name: 'This ad was changed by someone else' })).toBeNull();
    const puts = gw.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((p) => p.headers.get('If-Match'))).toEqual(['"3"', '"4"']);
    expect(puts[1]!.body).toMatchObject({ name: 'Cereal scan', description: 'Changed by Bo', awards: { COMPLETED: { amount: 250 } } });
  });

  it('names the frequency and the inventory cap apart; an inventory typed by keyboard is sent as MaxEngagementsConstraint', { timeout: 90_000 }, async () => {
    const gw = adFormGateway([ad('51', 'Cereal scan', { format: { '@type': 'ProductScanFormat', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SCAN' })]);
    const user = userEvent.setup();
    renderApp(`${SET}/ads/51`);
    await screen.findByRole('heading', { name: 'Edit Ad: Cereal scan in Main set' });
    // Each field is found by its role and name alone: the inventory is no per-user figure.
    expect(screen.getAllByRole('textbox', { name: 'Engagements per user' })).toHaveLength(1);
    expect(within(screen.getByRole('group', { name: 'Frequency' })).getByRole('textbox', { name: 'Engagements per user' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Inventory' })).getByRole('textbox', { name: /^Engagements of all users/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Frequency period/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Inventory period/ })).toBeTruthy();
    await tabTo(user, /^Engagements of all users/, 200);
    await user.keyboard('500');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    const put = gw.calls.find((c) => c.method === 'PUT')!;
    expect(put.body!.constraints).toEqual(expect.arrayContaining([{ '@type': 'MaxEngagementsConstraint', engagements: 500, period: 'ALL_TIME' }]));
  });

  it("marks a frequency of 'x' invalid with its message attached, listed by its field's name as a link to it", { timeout: 60_000 }, async () => {
    adFormGateway([ad('51', 'Cereal scan', { topicIds: ['t1'], format: { '@type': 'ProductScanFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SCAN' })]);
    const user = userEvent.setup();
    renderApp(`${SET}/ads/51`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    const field = within(screen.getByRole('group', { name: 'Frequency' })).getByRole('textbox', { name: 'Engagements per user' });
    field.focus();
    await user.keyboard('x');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    const line = bannerItems().find((l) => l?.startsWith('Engagements per user: '));
    expect(line).toBeTruthy();
    expect(described).toContain(line!.replace('Engagements per user: ', ''));
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    within(banner()!).getByRole('link', { name: line }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(field);
  });

  it('finds a promoted product among thousands by name, and names the chosen one that no search holds', { timeout: 90_000 }, async () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ id: `p${i + 1}`, '@type': 'PromotedProduct', name: `Product ${String(i + 1).padStart(4, '0')}`, campaignId: '700', barcodes: [], version: 1 }));
    const gw = adFormGateway([ad('54', 'Late scan', { topicIds: ['p2999'], format: { '@type': 'ProductScanFormat', promotedProductId: 'p2999', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SCAN' })], { topics: many });
    const user = userEvent.setup();
    renderApp(`${SET}/ads/54`);
    // the title names a scan by its product, read by id
    await screen.findByRole('heading', { name: 'Edit Ad: Product 2999 in Main set' });
    const box = screen.getByRole('combobox', { name: 'Promoted Product' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('Product 2999'));
    // nothing loads the whole list: the form only counts the products (a page of one)
    const topicLists = () => gw.calls.filter((c) => c.path === '/campaign/v1/campaigns/700/topics/').map((c) => Object.fromEntries(c.url.searchParams));
    expect(topicLists().every((q) => q.limit === '1')).toBe(true);
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await pickBySearch(user, 'Product 2750');
    await waitFor(() => expect(box.value).toBe('Product 2750'));
    expect(topicLists().at(-1)).toEqual({ type: 'PromotedProduct', name: 'Product 2750', sort: 'name', limit: '20' });
  });

  it("keeps a saved shelf image's product fixed (spec 2 §4)", { timeout: 60_000 }, async () => {
    adFormGateway([ad('53', 'Shelf', { topicIds: ['t1'], format: { '@type': 'ShelfImageFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SHELF_IMAGE' })]);
    renderApp(`${SET}/ads/53`);
    await screen.findByRole('heading', { name: 'Edit Ad: Shelf in Main set' });
    const product = screen.getByRole('combobox', { name: 'Promoted Product' });
    await waitFor(() => expect((product as HTMLInputElement).value).toBe('Oat Crunch'));
    expect(product.hasAttribute('disabled')).toBe(true);
  });

  it('puts a rule on one entry of a list (a tracking URL that is no URL) on the list field, marked invalid', { timeout: 60_000 }, async () => {
    adFormGateway([ad('51', 'Cereal scan', { topicIds: ['t1'], format: { '@type': 'ProductScanFormat', promotedProductId: 't1', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SCAN' })]);
    const user = userEvent.setup();
    renderApp(`${SET}/ads/51`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    await tabTo(user, /^Impression URLs/, 200);
    await user.keyboard('not a url{Enter}');
    const field = screen.getByRole('textbox', { name: /^Impression URLs/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please make sure to add a valid URL.');
  });

  it("shows the gateway's refusal at its field and in the notification", { timeout: 60_000 }, async () => {
    const gw = adFormGateway([ad('51', 'Cereal scan', { format: { '@type': 'ProductScanFormat', legacy: { bannerPriority: '2026-01-01' } }, insertionOrderId: '2', orderLineItemId: 'li-SCAN' })]);
    gw.state.answer = ((inner) => (call) =>
      call.method === 'PUT'
        ? json({ errorMsg: 'Bad ad', errors: [{ fieldName: 'format.legacy.postScanSurveyUrl', message: 'Please make sure to add a valid URL.' }] }, 400)
        : inner!(call))(gw.state.answer);
    const user = userEvent.setup();
    const app = renderApp(`${SET}/ads/51`);
    await screen.findByRole('heading', { name: 'Edit Ad: Cereal scan in Main set' });
    // The 'Changelog' button opens 'Changelog Details' over the form (a link of that name is the side navigation's).
    screen.getByRole('button', { name: 'Changelog' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Changelog Details' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`${SET}/ads/51?changelog=open`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tabTo(user, /^Post-scan survey URL/, 200);
    await user.keyboard('https://survey.example/s');
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('There was an issue updating this ad. Bad ad')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /^Post-scan survey URL/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please make sure to add a valid URL.')).toBeTruthy();
  });

  it('offers no submit for a stored linked card (spec 2 §4)', async () => {
    adFormGateway([ad('52', 'Card', { format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: ['VISA'] }, insertionOrderId: '2', orderLineItemId: 'li-LINKED_CARD', awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100, precision: 2, currency: 'USD' } } })]);
    renderApp(`${SET}/ads/52`);
    await screen.findByRole('heading', { name: 'Edit Ad: Card in Main set' });
    expect(screen.getByText('A linked card ad cannot be changed once created.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('a link to a type the budget does not offer opens the type picker, which says why', async () => {
    adFormGateway([], { lineItems: SCAN_AND_CARD });
    renderApp(`${SET}/ads/new?type=VIDEO`);
    await screen.findByRole('heading', { name: 'Create Ad' });
    expect(screen.getByRole('alert').textContent).toBe('No valid order line item that matches to Video has been found in campaign budget');
    expect(screen.getByRole('radiogroup', { name: /type/i })).toBeTruthy();
  });

  it('names the ad set, not the ad, when the ad set cannot be read', async () => {
    adFormGateway();
    renderApp('/flightdeck/campaigns/700/adsets/999/ads/new');
    expect(await screen.findByText('There was an issue retrieving the ad set. Ad set 999 not found')).toBeTruthy();
    expect(screen.queryByText(/retrieving the Ad\./)).toBeNull();
  });
});
