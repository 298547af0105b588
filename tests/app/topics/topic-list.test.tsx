import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { category, product, topicGateway } from './topic-gateway';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/flightdeck/campaigns/700/topics';

describe('promoted products list', () => {
  it('lists the promoted products of a brand campaign beside the selected one; j selects, Enter opens the form', async () => {
    topicGateway([product('51', 'Cola 12 pack'), product('52', 'Diet cola', { legacy: { enabled: 'false' } }), category('53', 'Snack aisle')]);
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
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/flightdeck/campaigns/700');
    expect(screen.getByRole('link', { name: 'Continue to Ads' }).getAttribute('href')).toBe('/flightdeck/campaigns/700/adsets');
    expect(screen.getByRole('link', { name: 'New Promoted Product' }).getAttribute('href')).toBe(`${LIST}/new`);

    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=51`));
    const pane = await screen.findByRole('complementary', { name: 'Selected topic' });
    expect(within(pane).getByRole('heading', { name: 'Cola 12 pack' })).toBeTruthy();
    expect(within(pane).getByText('012000161155')).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`${LIST}/51`);

    await user.keyboard('j');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=52`));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/52`));
    expect(await screen.findByRole('heading', { name: 'Edit Promoted Product: Diet cola' })).toBeTruthy();
  });

  it('says so when a campaign has no promoted products', async () => {
    topicGateway([]);
    renderApp(LIST);
    expect(await screen.findByText('This campaign does not have any Promoted Products.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('an MCOMM campaign also lists its retailer categories, with their own new button and empty text', async () => {
    topicGateway([product('51', 'Cola 12 pack'), category('53', 'Snack aisle')], { category: 'MCOMM' });
    const user = userEvent.setup();
    const app = renderApp(LIST);
    const categories = await screen.findByRole('grid', { name: 'Retailer Categories' });
    await waitFor(() => expect(within(categories).getAllByRole('row')).toHaveLength(2));
    expect(within(categories).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Chain', 'Kicks per Dollar', 'Status', 'Modified']);
    await waitFor(() => expect(within(categories).getByRole('row', { name: /Snack aisle/ }).textContent).toContain('Fresh Mart'));
    expect(screen.getByRole('link', { name: 'New Retailer Category' }).getAttribute('href')).toBe('/flightdeck/campaigns/700/categories/new');
    // The category's row opens the category form, not the product form.
    within(categories).getAllByRole('row')[1]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/700/categories/53'));
    expect(await screen.findByRole('heading', { name: 'Edit Retailer Category: Snack aisle' })).toBeTruthy();
  });

  it("an MCOMM campaign without categories: 'This campaign does not have any Retailer Categories.'", async () => {
    topicGateway([product('51', 'Cola 12 pack')], { category: 'MCOMM' });
    renderApp(LIST);
    expect(await screen.findByText('This campaign does not have any Retailer Categories.')).toBeTruthy();
  });

  it('pages with Next and Previous, the cursor in the URL', async () => {
    topicGateway(Array.from({ length: 23 }, (_, i) => product(String(100 + i), `Product ${String(i).padStart(2, '0')}`)));
    const user = userEvent.setup();
    const app = renderApp(LIST);
    const grid = await screen.findByRole('grid', { name: 'Promoted Products' });
    expect(grid.getAttribute('aria-rowcount')).toBe('24');
    await tabTo(user, 'Next');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}?products=20`));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Promoted Products' })).getByText('Product 22')).toBeTruthy());
    expect(screen.queryByText('Product 00')).toBeNull();
  });

  it('an MCOMM campaign whose two lists both page names each pager landmark for its list', async () => {
    topicGateway(
      [...Array.from({ length: 21 }, (_, i) => product(String(100 + i), `Product ${i}`)), ...Array.from({ length: 21 }, (_, i) => category(String(200 + i), `Aisle ${i}`))],
      { category: 'MCOMM' },
    );
    renderApp(LIST);
    await screen.findByRole('grid', { name: 'Retailer Categories' });
    await waitFor(() => expect(screen.getAllByRole('navigation').map((n) => n.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['Promoted product pages', 'Retailer category pages'])));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("clones the selected product: the copy is described 'Duplicate (n)' and selected", async () => {
    const gw = topicGateway([product('51', 'Cola 12 pack'), product('52', 'Cola 12 pack', { description: 'Duplicate (1)' })]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=51`);
    await screen.findByRole('complementary', { name: 'Selected topic' });
    await tabTo(user, 'Clone');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Clone this promoted product?' });
    expect(app.location()).toBe(`${LIST}?selected=51&dialog=clone`);
    await tabTo(user, 'Clone');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Promoted product created successfully.')).toBeTruthy();
    const post = gw.calls.find((c) => c.method === 'POST' && c.path.endsWith('/topics/'))!;
    expect(post.body).toMatchObject({ '@type': 'PromotedProduct', name: 'Cola 12 pack', description: 'Duplicate (2)', barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }] });
    expect(post.body).not.toHaveProperty('id');
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=801`));
  });

  it('deletes the selected topic after confirmation, with If-Match', async () => {
    const gw = topicGateway([product('51', 'Cola 12 pack', { version: 4 }), product('52', 'Diet cola')]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=51`);
    await screen.findByRole('complementary', { name: 'Selected topic' });
    await tabTo(user, 'Delete');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this promoted product?' });
    expect(within(dialog).getByText('"Cola 12 pack" will be deleted from this campaign.')).toBeTruthy();
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Promoted Product/Company successfully deleted.')).toBeTruthy();
    const del = gw.calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('/campaign/v1/campaigns/700/topics/51');
    expect(del.headers.get('If-Match')).toBe('"4"');
    // The next product takes the deleted one's place (and focus).
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=52`));
    await waitFor(() => expect(screen.queryByText('Cola 12 pack')).toBeNull());
  });
});
