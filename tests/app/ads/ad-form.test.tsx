import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, readAd, saveAdElsewhere, scanAdBody, SCAN_AND_CARD, seedAd, seedAdWorld, LINE_ITEMS, day } from '#tests/app/support/seed-ads';
import { pickIn } from './keyboard-helpers';
import { pickBySearch } from '#tests/app/support/search-picker';
import { REQUIRED_TOPIC_MESSAGES } from '#domain/ad/required-topics';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

const banner = () => screen.queryByRole('region', { name: 'Missing values' });
const bannerItems = () => within(banner()!).getAllByRole('listitem').map((li) => li.textContent);

describe('ad form', () => {
  it('picks a type the budget allows, fills the single order in, and creates the ad', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw, { lineItems: SCAN_AND_CARD });
    const user = userEvent.setup();
    const app = renderApp(`${w.setUrl}/ads/new`);
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
    expect(app.location()).toBe(`${w.setUrl}/ads/new?type=SCAN`);
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
    const [post] = adWrites(gw);
    expect(post!.method).toBe('POST');
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{36}$/);
    const oat = w.products['Oat Crunch'];
    expect(post!.body).toMatchObject({
      name: 'Cereal scan',
      insertionOrderId: w.orderId,
      orderLineItemId: w.lineItems.SCAN!.id,
      pricingModelId: w.lineItems.SCAN!.pricingModelId,
      topicIds: [oat],
      format: { '@type': 'ProductScanFormat', promotedProductId: oat, legacy: { bannerPriority: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } },
      awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 25, currency: 'KICKS', precision: 0, insertionOrderId: w.orderId, walletId: null } },
      // spec 2 §9: a new ad has 1 engagement per month; the chains come from its ad set.
      constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'MONTH' }],
    });
    // spec 2: the ad set list opens a second after the save.
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${w.campaignId}/adsets?selected=${w.adSetId}`), { timeout: 3000 });
  });

  it('names an edited scan by its product; a stale save (412) shows both sides\' changes and an overwrite keeps the other person\'s', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    expect((screen.getByRole('textbox', { name: /^Kicks/ }) as HTMLInputElement).value).toBe('25');
    // Someone else saves meanwhile.
    await saveAdElsewhere(gw, w, stored.id, { description: 'Changed by Bo' });
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
    const puts = adWrites(gw).filter((c) => c.method === 'PUT');
    expect(puts.map((p) => p.ifMatch)).toEqual(['"1"', '"2"']);
    expect(await readAd(gw, w, stored.id)).toMatchObject({ name: 'Cereal scan', description: 'Changed by Bo', awards: { COMPLETED: { amount: 250 } }, version: 3 });
  });

  it('names the frequency and the inventory cap apart; an inventory typed by keyboard is sent as MaxEngagementsConstraint', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
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
    const put = adWrites(gw).find((c) => c.method === 'PUT')!;
    expect((put.body as { constraints: unknown[] }).constraints).toEqual(expect.arrayContaining([{ '@type': 'MaxEngagementsConstraint', engagements: 500, period: 'ALL_TIME' }]));
    expect((await readAd(gw, w, stored.id)).constraints).toEqual(expect.arrayContaining([{ '@type': 'MaxEngagementsConstraint', engagements: 500, period: 'ALL_TIME' }]));
  });

  it("marks a frequency of 'x' invalid with its message attached, listed by its field's name as a link to it", { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${stored.id}`);
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

  it('finds a promoted product among more than a page of them by name, and names the chosen one that no search holds', { timeout: 90_000 }, async () => {
    // more products than a page of the picker holds (20): the chosen one and the one searched lie beyond it
    const names = Array.from({ length: 60 }, (_, i) => `Product ${String(i + 1).padStart(4, '0')}`);
    const w = await seedAdWorld(gw, { products: names });
    const stored = await seedAd(gw, w, scanAdBody(w, 'Late scan', {}, 'Product 0059'));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    // the title names a scan by its product, read by id
    await screen.findByRole('heading', { name: 'Edit Ad: Product 0059 in Main set' });
    const box = screen.getByRole('combobox', { name: 'Promoted Product' }) as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('Product 0059'));
    // nothing loads the whole list: the form only counts the products (a page of one)
    const topicLists = () => gw.calls.filter((c) => /^\/campaign\/v\d\/campaigns\/\w+\/topics\/?$/.test(c.path) && c.method === 'GET').map((c) => Object.fromEntries(c.search));
    expect(topicLists().length).toBeGreaterThan(0);
    expect(topicLists().every((q) => q.limit === '1')).toBe(true);
    box.focus();
    await user.keyboard('{Control>}a{/Control}');
    await pickBySearch(user, 'Product 0042');
    await waitFor(() => expect(box.value).toBe('Product 0042'));
    expect(topicLists().at(-1)).toEqual({ type: 'PromotedProduct', name: 'Product 0042', sort: 'name', limit: '20' });
  });

  it("keeps a saved shelf image's product fixed (spec 2 §4)", { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw, { lineItems: [...LINE_ITEMS, { type: 'SHELF_IMAGE' }] });
    const oat = w.products['Oat Crunch'];
    const stored = await seedAd(gw, w, adBody(w, 'SHELF_IMAGE', 'Shelf', { topicIds: [oat], format: { '@type': 'ShelfImageFormat', promotedProductId: oat, legacy: { bannerPriority: '2026-01-01' } } }));
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Shelf in Main set' });
    const product = screen.getByRole('combobox', { name: 'Promoted Product' });
    await waitFor(() => expect((product as HTMLInputElement).value).toBe('Oat Crunch'));
    expect(product.hasAttribute('disabled')).toBe(true);
  });

  it('puts a rule on one entry of a list (a tracking URL that is no URL) on the list field, marked invalid', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    await tabTo(user, /^Impression URLs/, 200);
    await user.keyboard('not a url{Enter}');
    const field = screen.getByRole('textbox', { name: /^Impression URLs/ });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please make sure to add a valid URL.');
  });

  it("shows the gateway's refusal at its field and in the notification", { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const user = userEvent.setup();
    const app = renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' });
    // The 'Changelog' button opens 'Changelog Details' over the form (a link of that name is the side navigation's).
    screen.getByRole('button', { name: 'Changelog' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Changelog Details' })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`${w.setUrl}/ads/${stored.id}?changelog=open`));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The user picks the other product, which someone deletes before the save: only the gateway knows.
    const product = screen.getByRole('combobox', { name: 'Promoted Product' }) as HTMLInputElement;
    product.focus();
    await user.keyboard('{Control>}a{/Control}');
    await pickBySearch(user, 'Bran Flakes');
    await waitFor(() => expect(product.value).toBe('Bran Flakes'));
    const bran = w.products['Bran Flakes']!;
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${w.campaignId}/topics/${bran}`, undefined, { 'If-Match': '"1"' })).status).toBe(200);
    screen.getByRole('button', { name: 'Submit' }).focus();
    await user.keyboard('{Enter}');
    const refusal = `Not a promoted product of this campaign: ${bran}`;
    expect(await screen.findByText(new RegExp(`^There was an issue updating this ad\\. .*${bran}`))).toBeTruthy();
    expect(product.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
  });

  it('offers no submit for a stored linked card (spec 2 §4)', async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, adBody(w, 'LINKED_CARD', 'Card', { format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: ['VISA'] }, constraints: [{ '@type': 'ChainConstraint', chainIds: { [w.chains['Fresh Mart']!]: true } }, { '@type': 'DateRangeConstraint', startTimestamp: day(1), endTimestamp: day(30) }], awards: { COMPLETED: { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount: 100, precision: 2, currency: 'USD' } } }));
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    await screen.findByRole('heading', { name: 'Edit Ad: Card in Main set' });
    expect(screen.getByText('A linked card ad cannot be changed once created.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
  });

  it('a link to a type the budget does not offer opens the type picker, which says why', async () => {
    const w = await seedAdWorld(gw, { lineItems: SCAN_AND_CARD });
    renderApp(`${w.setUrl}/ads/new?type=VIDEO`);
    await screen.findByRole('heading', { name: 'Create Ad' });
    expect(screen.getByRole('alert').textContent).toBe('No valid order line item that matches to Video has been found in campaign budget');
    expect(screen.getByRole('radiogroup', { name: /type/i })).toBeTruthy();
  });

  it('names the ad set, not the ad, when the ad set cannot be read', async () => {
    const w = await seedAdWorld(gw);
    renderApp(`/flightdeck/campaigns/${w.campaignId}/adsets/999/ads/new`);
    expect(await screen.findByText('There was an issue retrieving the ad set. Ad set 999 not found')).toBeTruthy();
    expect(screen.queryByText(/retrieving the Ad\./)).toBeNull();
  });
});
