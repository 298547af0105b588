import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { categoryBody as category, productBody as product, readTopic, saveTopicElsewhere, seedTopicCampaign, seedTopics } from '#tests/app/support/topics';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** The campaign's topics list and a few stored topics; answers the list's address and the topics' ids. */
async function world(category: 'BRAND' | 'MCOMM', topics: (chains: { freshMart: string }) => Record<string, unknown>[]) {
  const c = await seedTopicCampaign(gw, category);
  const docs = await seedTopics(gw, c.campaignId, ...topics(c));
  return { ...c, list: `/flightdeck/campaigns/${c.campaignId}/topics`, ids: docs.map((d) => d.id) };
}

describe('promoted products list', () => {
  it('lists the promoted products of a brand campaign beside the selected one; j selects, Enter opens the form', async () => {
    const { list: LIST, campaignId, ids: [cola, diet] } = await world('BRAND', () => [product('Cola 12 pack'), product('Diet cola', { legacy: { enabled: 'false' } })]);
    const user = userEvent.setup();
    const app = renderApp(LIST);
    const grid = await screen.findByRole('grid', { name: 'Promoted Products' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Description', 'Barcodes', 'Status', 'Modified']);
    expect(within(grid).getByRole('row', { name: /Diet cola/ }).textContent).toContain('Disabled');
    // A brand campaign has no retailer categories list.
    expect(screen.queryByRole('heading', { name: 'Retailer Categories' })).toBeNull();
    expect(screen.queryByText('Snack aisle')).toBeNull();
    const steps = screen.getByRole('navigation', { name: 'Campaign steps' });
    expect(within(steps).getByText('Promoted Products').closest('[aria-current="step"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${campaignId}`);
    expect(screen.getByRole('link', { name: 'Continue to Ads' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${campaignId}/adsets`);
    expect(screen.getByRole('link', { name: 'New Promoted Product' }).getAttribute('href')).toBe(`${LIST}/new`);

    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${cola}`));
    const pane = await screen.findByRole('complementary', { name: 'Selected topic' });
    expect(within(pane).getByRole('heading', { name: 'Cola 12 pack' })).toBeTruthy();
    expect(within(pane).getByText('012000161155')).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`${LIST}/${cola}`);

    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${diet}`));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${diet}`));
    expect(await screen.findByRole('heading', { name: 'Edit Promoted Product: Diet cola' })).toBeTruthy();
  });

  it('says so when a campaign has no promoted products', async () => {
    const { list: LIST } = await world('BRAND', () => []);
    renderApp(LIST);
    expect(await screen.findByText('This campaign does not have any Promoted Products.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('an MCOMM campaign also lists its retailer categories, with their own new button and empty text', async () => {
    const { list: LIST, campaignId, ids: [, aisle] } = await world('MCOMM', (c) => [product('Cola 12 pack'), category('Snack aisle', c.freshMart)]);
    const user = userEvent.setup();
    const app = renderApp(LIST);
    const categories = await screen.findByRole('grid', { name: 'Retailer Categories' });
    await waitFor(() => expect(within(categories).getAllByRole('row')).toHaveLength(2));
    expect(within(categories).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Chain', 'Kicks per Dollar', 'Status', 'Modified']);
    await waitFor(() => expect(within(categories).getByRole('row', { name: /Snack aisle/ }).textContent).toContain('Fresh Mart'));
    expect(screen.getByRole('link', { name: 'New Retailer Category' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${campaignId}/categories/new`);
    // The category's row opens the category form, not the product form.
    within(categories).getAllByRole('row')[1]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/${campaignId}/categories/${aisle}`));
    expect(await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' })).toBeTruthy();
  });

  it("an MCOMM campaign without categories: 'This campaign does not have any Retailer Categories.'", async () => {
    const { list: LIST } = await world('MCOMM', () => [product('Cola 12 pack')]);
    renderApp(LIST);
    expect(await screen.findByText('This campaign does not have any Retailer Categories.')).toBeTruthy();
  });

  it('pages with Next and Previous, the cursor in the URL', async () => {
    const { list: LIST } = await world('BRAND', () => Array.from({ length: 23 }, (_, i) => product(`Product ${String(i).padStart(2, '0')}`)));
    const user = userEvent.setup();
    const app = renderApp(LIST);
    const grid = await screen.findByRole('grid', { name: 'Promoted Products' });
    expect(grid.getAttribute('aria-rowcount')).toBe('24');
    await tabTo(user, 'Next');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toMatch(new RegExp(`^${LIST}\\?products=[^&]+$`)));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Promoted Products' })).getByText('Product 22')).toBeTruthy());
    expect(screen.queryByText('Product 00')).toBeNull();
  });

  it('an MCOMM campaign whose two lists both page names each pager landmark for its list', async () => {
    const { list: LIST } = await world('MCOMM', (c) => [...Array.from({ length: 21 }, (_, i) => product(`Product ${i}`)), ...Array.from({ length: 21 }, (_, i) => category(`Aisle ${i}`, c.freshMart))]);
    renderApp(LIST);
    await screen.findByRole('grid', { name: 'Retailer Categories' });
    await waitFor(() => expect(screen.getAllByRole('navigation').map((n) => n.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['Promoted product pages', 'Retailer category pages'])));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("clones the selected product: the copy is described 'Duplicate (n)' and selected", async () => {
    const { list: LIST, campaignId, ids: [cola] } = await world('BRAND', () => [product('Cola 12 pack'), product('Cola 12 pack', { description: 'Duplicate (1)' })]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=${cola}`);
    await screen.findByRole('complementary', { name: 'Selected topic' });
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clone this promoted product?' });
    expect(app.location()).toBe(`${LIST}?selected=${cola}&dialog=clone`);
    await tabTo(user, 'Clone');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Promoted product created successfully.')).toBeTruthy();
    const post = gw.calls.find((c) => c.method === 'POST' && c.path.endsWith('/topics/'))!;
    expect(post.body).not.toHaveProperty('id');
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(app.location()).toMatch(new RegExp(`^${LIST}\\?selected=\\d+$`)));
    const copy = app.location().split('=')[1]!;
    expect(copy).not.toBe(cola);
    expect(await readTopic(gw, campaignId, copy)).toMatchObject({ '@type': 'PromotedProduct', name: 'Cola 12 pack', description: 'Duplicate (2)', barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }] });
  });

  it('deletes the selected topic after confirmation, with If-Match', async () => {
    const { list: LIST, campaignId, ids: [cola, diet] } = await world('BRAND', () => [product('Cola 12 pack'), product('Diet cola')]);
    // Saved three more times: the delete names version 4.
    for (const n of [1, 2, 3]) await saveTopicElsewhere(gw, campaignId, cola!, { description: `Cola, take ${n}` });
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=${cola}`);
    await screen.findByRole('complementary', { name: 'Selected topic' });
    await tabTo(user, 'Delete');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this promoted product?' });
    expect(within(dialog).getByText('"Cola 12 pack" will be deleted from this campaign.')).toBeTruthy();
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Promoted Product/Company successfully deleted.')).toBeTruthy();
    const del = gw.calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toMatch(new RegExp(`^/campaign/v\\d/campaigns/${campaignId}/topics/${cola}$`));
    expect(del.ifMatch).toBe('"4"');
    expect(await readTopic(gw, campaignId, cola!)).toBeUndefined();
    // The next product takes the deleted one's place (and focus).
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${diet}`));
    await waitFor(() => expect(screen.queryByText('Cola 12 pack')).toBeNull());
  });
});
