import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { category, json, topicGateway } from './topic-gateway';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const CATEGORIES = '/flightdeck/campaigns/700/categories';
const banner = () => screen.queryByRole('region', { name: 'Missing values' });
const bannerItems = () => within(banner()!).getAllByRole('listitem').map((li) => li.textContent);

describe('retailer category form', () => {
  it("creates a category with its chain and rules, then goes to the category's edit route", { timeout: 60_000 }, async () => {
    const gw = topicGateway([], { category: 'MCOMM' });
    const user = userEvent.setup();
    const app = renderApp(`${CATEGORIES}/new`);
    await screen.findByRole('heading', { name: 'Create New Retailer Category' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(bannerItems()).toEqual(['Name is required.']);
    expect(submit.hasAttribute('disabled')).toBe(true);

    await tabTo(user, /^Name/);
    await user.keyboard('Snack aisle');
    await tabTo(user, /^Chain/);
    // Escape closes the suggestions (and empties the box: no chain is chosen); they stay closed.
    await user.keyboard('Fresh');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect((screen.getByRole('combobox', { name: /^Chain/ }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('Fresh F');
    expect(await screen.findByRole('option', { name: 'Fresh Foods Co' })).toBeTruthy();
    // The gateway's search (after the typing pause) leaves the one match.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Fresh Mart' })).toBeNull());
    await user.keyboard('{ArrowDown}{Enter}');
    await tabTo(user, /^Webview URL/);
    await user.keyboard('not a url');
    expect(await screen.findAllByText('Please make sure to add a valid URL.')).not.toHaveLength(0);
    expect(bannerItems()).toEqual(['Webview URL: Please make sure to add a valid URL.']);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('https://shop.example/snacks');
    await tabTo(user, /^Kicks per Dollar/);
    await user.keyboard('2.5');
    expect(await screen.findAllByText('Must be a whole number')).not.toHaveLength(0);
    await user.keyboard('{Backspace}{Backspace}{Backspace}5');
    await waitFor(() => expect(banner()).toBeNull());
    await tabTo(user, /^Included Categories/);
    await user.keyboard('chips{Enter}');
    await tabTo(user, /^Excluded Categories/);
    await user.keyboard('candy{Enter}');
    screen.getByRole('switch', { name: 'Match all included categories' }).focus();
    await user.keyboard(' ');

    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${CATEGORIES}/801`));
    expect(await screen.findByText('Retailer Category created successfully.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' })).toBeTruthy();
    const post = gw.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      '@type': 'PromotedCategory',
      name: 'Snack aisle',
      chainId: '11',
      webviewURL: 'https://shop.example/snacks',
      images: {},
      includedCategories: ['chips'],
      excludedCategories: ['candy'],
      kicksPerDollar: 5,
      matchAll: true,
      ontologyNodeId: null,
      legacy: { enabled: 'true' },
    });
  });

  it('updates with If-Match and stays on the saved version; a refused save names the field and the spec text', { timeout: 60_000 }, async () => {
    const gw = topicGateway([category('53', 'Snack aisle', { version: 2, images: { heroImageUrl: { url: 'https://img.example/hero.png' } } })], { category: 'MCOMM' });
    const user = userEvent.setup();
    renderApp(`${CATEGORIES}/53`);
    await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' });
    expect(await screen.findByRole('combobox', { name: /^Chain/ })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Chain/ }) as HTMLInputElement).value).toBe('Fresh Mart'));
    expect(screen.getByText('Other images: heroImageUrl')).toBeTruthy();

    gw.state.answer = (c) => (c.method === 'PUT' && !gw.state.uploads ? json({ errorMsg: 'Bad input', errors: [{ fieldName: 'kicksPerDollar', message: 'Must be at most 1000000' }] }, 400) : undefined);
    await tabTo(user, /^Kicks per Dollar/);
    await user.keyboard('{End}0');
    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('There was an issue updating the Retailer Category. Bad input')).toBeTruthy();
    expect(screen.getAllByText('Must be at most 1000000').length).toBeGreaterThan(0);

    gw.state.answer = undefined;
    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Retailer Category updated successfully.')).toBeTruthy();
    const puts = gw.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((p) => p.headers.get('If-Match'))).toEqual(['"2"', '"2"']);
    // Images under other keys travel back untouched.
    expect(puts[1]!.body).toMatchObject({ kicksPerDollar: 50, images: { heroImageUrl: { url: 'https://img.example/hero.png' } } });
    // The form now stands on version 3: the next save sends it.
    await tabTo(user, /^Kicks per Dollar/);
    await user.keyboard('{End}0');
    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gw.calls.filter((c) => c.method === 'PUT').at(-1)!.headers.get('If-Match')).toBe('"3"'));
  });

  it('a stale save lists both sides\' changes; an overwrite keeps theirs and applies this user\'s', { timeout: 60_000 }, async () => {
    const gw = topicGateway([category('53', 'Snack aisle')], { category: 'MCOMM' });
    const user = userEvent.setup();
    renderApp(`${CATEGORIES}/53`);
    await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' });
    // Someone else saves while this form is open: another name and included categories.
    gw.store.set('53', { ...gw.store.get('53')!, name: 'Snack aisle West', includedCategories: ['grocery', 'dairy'], version: 2 });
    await tabTo(user, /^Kicks per Dollar/);
    await user.keyboard('{End}0');
    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This retailer category was changed by someone else' });
    expect(within(dialog).getAllByRole('row').slice(1).map((r) => r.firstElementChild!.textContent)).toEqual(['Name', 'Included Categories', 'Kicks per Dollar']);
    expect(within(dialog).queryByText('Changed by both: your change wins')).toBeNull();
    await tabTo(user, 'Overwrite with my changes');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Retailer Category updated successfully.')).toBeTruthy();
    const puts = gw.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((p) => p.headers.get('If-Match'))).toEqual(['"1"', '"2"']);
    expect(puts[1]!.body).toMatchObject({ name: 'Snack aisle West', includedCategories: ['grocery', 'dairy'], kicksPerDollar: 50 });
  });

  it('a new category in a campaign that is not MCOMM says so before it is filled in, and Submit stays off', async () => {
    const gw = topicGateway([], { category: 'BRAND' });
    const user = userEvent.setup();
    renderApp(`${CATEGORIES}/new`);
    await screen.findByRole('heading', { name: 'Create New Retailer Category' });
    expect(await screen.findByText('Campaign 700 is a BRAND campaign: retailer categories can be created only in MCOMM campaigns')).toBeTruthy();
    await tabTo(user, /^Name/);
    await user.keyboard('Snack aisle{Enter}');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    expect(gw.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("a category that cannot be read: 'There was an issue retrieving the Retailer Category.'", async () => {
    topicGateway([], { category: 'MCOMM' });
    renderApp(`${CATEGORIES}/99`);
    expect((await screen.findAllByText('There was an issue retrieving the Retailer Category. Topic 99 not found')).length).toBeGreaterThan(0);
  });

  it('a category linked under /topics (as mapping tasks link topics) opens in its own form', async () => {
    topicGateway([category('53', 'Snack aisle')], { category: 'MCOMM' });
    const app = renderApp('/flightdeck/campaigns/700/topics/53');
    expect(await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' })).toBeTruthy();
    expect(app.location()).toBe(`${CATEGORIES}/53`);
  });
});
