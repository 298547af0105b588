import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { unknownChainMessage } from '#domain/chain';
import { chain } from '#server/store/schema';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { categoryBody, readTopic, saveTopicElsewhere, seedTopicCampaign, seedTopics } from '#tests/app/support/topics';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** An MCOMM campaign (unless told) with its chains and, if named, the retailer category 'Snack aisle' at Fresh Mart. */
async function world(o: { category?: 'BRAND' | 'MCOMM'; snackAisle?: Record<string, unknown> } = {}) {
  const c = await seedTopicCampaign(gw, o.category ?? 'MCOMM');
  const [aisle] = o.snackAisle ? await seedTopics(gw, c.campaignId, categoryBody('Snack aisle', c.freshMart, o.snackAisle)) : [];
  return { ...c, aisle: aisle?.id ?? '', CATEGORIES: `/flightdeck/campaigns/${c.campaignId}/categories` };
}
const puts = () => gw.calls.filter((c) => c.method === 'PUT' && c.path.includes('/topics/'));
const banner = () => screen.queryByRole('region', { name: 'Missing values' });
const bannerItems = () => within(banner()!).getAllByRole('listitem').map((li) => li.textContent);

describe('retailer category form', () => {
  it("creates a category with its chain and rules, then goes to the category's edit route", { timeout: 60_000 }, async () => {
    const { CATEGORIES, freshFoods, campaignId } = await world();
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
    await waitFor(() => expect(app.location()).toMatch(new RegExp(`^${CATEGORIES}/\\d+$`)));
    expect(await screen.findByText('Retailer Category created successfully.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' })).toBeTruthy();
    const post = gw.calls.find((c) => c.method === 'POST' && c.path.includes('/topics/'))!;
    expect(await readTopic(gw, campaignId, app.location().split('/').at(-1)!)).toMatchObject({ name: 'Snack aisle', chainId: freshFoods, matchAll: true });
    expect(post.body).toEqual({
      '@type': 'PromotedCategory',
      name: 'Snack aisle',
      chainId: freshFoods,
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
    const { CATEGORIES, campaignId, aisle, freshFoods } = await world({ snackAisle: { images: { heroImageUrl: { url: 'https://img.example/hero.png' } } } });
    await saveTopicElsewhere(gw, campaignId, aisle, { description: 'version 2' });
    const user = userEvent.setup();
    renderApp(`${CATEGORIES}/${aisle}`);
    await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' });
    expect(await screen.findByRole('combobox', { name: /^Chain/ })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Chain/ }) as HTMLInputElement).value).toBe('Fresh Mart'));
    expect(screen.getByText('Other images: heroImageUrl')).toBeTruthy();

    await tabTo(user, /^Kicks per Dollar/);
    await user.keyboard('{End}0');
    // The user moves the category to Fresh Foods Co, which is gone (from the store) before the save: the gateway refuses the new chain.
    await tabTo(user, /^Chain/);
    await user.keyboard('{Control>}a{/Control}Fresh F');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Fresh Mart' })).toBeNull());
    await screen.findByRole('option', { name: 'Fresh Foods Co' });
    await user.keyboard('{ArrowDown}{Enter}');
    const [gone] = await gw.store.tx((db) => db.delete(chain).where(eq(chain.id, freshFoods)).returning());
    try {
      await tabTo(user, 'Submit', 120);
      await user.keyboard('{Enter}');
      expect(await screen.findByText(`There was an issue updating the Retailer Category. Chain id: ${unknownChainMessage([freshFoods])}`)).toBeTruthy();
      expect(screen.getAllByText(unknownChainMessage([freshFoods])).length).toBeGreaterThan(0);
    } finally {
      await gw.store.tx((db) => db.insert(chain).values(gone!));
    }

    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Retailer Category updated successfully.')).toBeTruthy();
    expect(puts().map((p) => p.ifMatch)).toEqual(['"2"', '"2"']);
    // Images under other keys travel back untouched.
    expect(await readTopic(gw, campaignId, aisle)).toMatchObject({ kicksPerDollar: 50, chainId: freshFoods, images: { heroImageUrl: { url: 'https://img.example/hero.png' } } });
    // The form now stands on version 3: the next save sends it.
    await tabTo(user, /^Kicks per Dollar/);
    await user.keyboard('{End}0');
    await tabTo(user, 'Submit', 120);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(puts().at(-1)!.ifMatch).toBe('"3"'));
  });

  it('a stale save lists both sides\' changes; an overwrite keeps theirs and applies this user\'s', { timeout: 60_000 }, async () => {
    const { CATEGORIES, campaignId, aisle } = await world({ snackAisle: {} });
    const user = userEvent.setup();
    renderApp(`${CATEGORIES}/${aisle}`);
    await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' });
    // Someone else saves while this form is open: another name and included categories.
    await saveTopicElsewhere(gw, campaignId, aisle, { name: 'Snack aisle West', includedCategories: ['grocery', 'dairy'] });
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
    expect(puts().map((p) => p.ifMatch)).toEqual(['"1"', '"2"']);
    expect(await readTopic(gw, campaignId, aisle)).toMatchObject({ name: 'Snack aisle West', includedCategories: ['grocery', 'dairy'], kicksPerDollar: 50 });
  });

  it('a new category in a campaign that is not MCOMM says so before it is filled in, and Submit stays off', async () => {
    const { CATEGORIES, campaignId } = await world({ category: 'BRAND' });
    const user = userEvent.setup();
    renderApp(`${CATEGORIES}/new`);
    await screen.findByRole('heading', { name: 'Create New Retailer Category' });
    expect(await screen.findByText(`Campaign ${campaignId} is a BRAND campaign: retailer categories can be created only in MCOMM campaigns`)).toBeTruthy();
    await tabTo(user, /^Name/);
    await user.keyboard('Snack aisle{Enter}');
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(true);
    expect(gw.calls.filter((c) => c.method === 'POST' && c.path.includes('/topics/'))).toEqual([]);
  });

  it("a category that cannot be read: 'There was an issue retrieving the Retailer Category.'", async () => {
    const { CATEGORIES } = await world();
    renderApp(`${CATEGORIES}/99`);
    expect((await screen.findAllByText('There was an issue retrieving the Retailer Category. Topic 99 not found')).length).toBeGreaterThan(0);
  });

  it('a category linked under /topics (as mapping tasks link topics) opens in its own form', async () => {
    const { CATEGORIES, campaignId, aisle } = await world({ snackAisle: {} });
    const app = renderApp(`/flightdeck/campaigns/${campaignId}/topics/${aisle}`);
    expect(await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' })).toBeTruthy();
    expect(app.location()).toBe(`${CATEGORIES}/${aisle}`);
  });
});
