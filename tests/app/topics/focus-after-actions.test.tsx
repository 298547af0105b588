import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { failedBarcodesOf } from '#server/repo/reference-data';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { productBody as product, readTopic, seedTopicCampaign, seedTopics } from '#tests/app/support/topics';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** A brand campaign with these promoted products; answers the topics list's address and the products' ids. */
async function world(...products: Record<string, unknown>[]) {
  const { campaignId } = await seedTopicCampaign(gw);
  const docs = await seedTopics(gw, campaignId, ...products);
  return { campaignId, LIST: `/flightdeck/campaigns/${campaignId}/topics`, ids: docs.map((d) => d.id) };
}
const codes = (n: number) => Array.from({ length: n }, (_, i) => ({ barcode: `01600027528${i}`, matchType: 'CONTAINS', enabled: true }));
const focused = () => document.activeElement as HTMLElement;

/** Where focus goes after an action removes the control that had it (audit): never to <body>. */
describe('promoted products: focus after remove, view all, go back and delete', () => {
  it('Remove on a barcode row moves focus to the Remove button now at its place, and to the entry field when none is left', { timeout: 60_000 }, async () => {
    const { LIST, ids: [honey] } = await world(product('Honey cereal', { barcodes: codes(2) }));
    const user = userEvent.setup();
    renderApp(`${LIST}/${honey}`);
    await screen.findByRole('heading', { name: 'Edit Promoted Product: Honey cereal' });
    await tabTo(user, 'Remove barcode 016000275280', 120);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Barcodes' })).queryByRole('row', { name: /016000275280/ })).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Remove barcode 016000275281' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Barcodes' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('textbox', { name: /^Add barcodes/ })));
  });

  it('the barcodes sub-screen: focus starts at its title, Remove in the pane moves it to the next row, Go Back returns it to View all', { timeout: 60_000 }, async () => {
    const { LIST, ids: [honey] } = await world(product('Honey cereal', { barcodes: codes(7) }));
    const user = userEvent.setup();
    const app = renderApp(`${LIST}/${honey}`);
    await screen.findByRole('heading', { name: 'Edit Promoted Product: Honey cereal' });
    await tabTo(user, 'View all barcodes (7)', 120);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${honey}?view=barcodes`));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('heading', { name: 'Barcodes of Honey cereal' })));

    const grid = await screen.findByRole('grid', { name: 'Accepted Barcodes' });
    within(grid).getAllByRole('row')[1]!.focus();
    // With none selected the first move selects the focused row; the next goes down one.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${honey}?view=barcodes&barcode=016000275280`));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${honey}?view=barcodes&barcode=016000275281`));
    const pane = await screen.findByRole('complementary', { name: 'Selected barcode' });
    within(pane).getByRole('button', { name: 'Remove barcode 016000275281' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${honey}?view=barcodes&barcode=016000275282`));
    await waitFor(() => expect(focused().getAttribute('role')).toBe('row'));
    expect(focused().textContent).toContain('016000275282');
    expect(within(grid).queryByRole('row', { name: /016000275281/ })).toBeNull();

    await tabTo(user, 'Go Back to Promoted Product');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${honey}`));
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'View all barcodes (6)' })));
  });

  it('Remove on an MSRP moves focus to the Remove button now at its place, and to Add MSRP when none is left', { timeout: 60_000 }, async () => {
    const { LIST, ids: [honey] } = await world(product('Honey cereal', { msrps: [{ country: 'US', msrp: 399 }, { country: 'CA', msrp: 499 }] }));
    const user = userEvent.setup();
    renderApp(`${LIST}/${honey}`);
    await screen.findByRole('heading', { name: 'Edit Promoted Product: Honey cereal' });
    await tabTo(user, 'Remove the MSRP for US', 160);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove the MSRP for US' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Remove the MSRP for CA' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Add MSRP' })));
  });

  it('Remove image leaves focus on the field\'s Upload image button', { timeout: 60_000 }, async () => {
    const { LIST, ids: [honey] } = await world(product('Honey cereal', { images: { productFamilyImageUrl: { url: 'https://img.example/pf.png' }, completedImageUrl: { url: 'https://img.example/pf-320.png' } } }));
    const user = userEvent.setup();
    renderApp(`${LIST}/${honey}`);
    await screen.findByRole('heading', { name: 'Edit Promoted Product: Honey cereal' });
    await tabTo(user, 'Remove image Product Family Image', 160);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove image Product Family Image' })).toBeNull());
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Upload image Product Family Image' })));
  });

  it('removing the last accepted barcode in the pane puts focus on the Accepted Barcodes tab', { timeout: 60_000 }, async () => {
    const { LIST, ids: [honey] } = await world(product('Honey cereal', { barcodes: codes(1) }));
    const user = userEvent.setup();
    renderApp(`${LIST}/${honey}?view=barcodes&barcode=016000275280`);
    const pane = await screen.findByRole('complementary', { name: 'Selected barcode' });
    within(pane).getByRole('button', { name: 'Remove barcode 016000275280' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No accepted barcodes yet.')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('tab', { name: 'Accepted Barcodes' })));
  });

  it('Accept this barcode keeps focus, says the barcode is accepted, and adds it once as EXACT', { timeout: 60_000 }, async () => {
    const { LIST, campaignId, ids: [honey] } = await world(product('Honey cereal', { barcodes: codes(1) }));
    // The gateway's failed barcode of 016000275280: a near miss shoppers scanned.
    const nearMiss = failedBarcodesOf(codes(1))[0]!.barcode;
    const user = userEvent.setup();
    const app = renderApp(`${LIST}/${honey}?view=barcodes&tab=failed&barcode=${nearMiss}`);
    const pane = await screen.findByRole('complementary', { name: 'Selected barcode' });
    const accept = within(pane).getByRole('button', { name: 'Accept this barcode' });
    accept.focus();
    await user.keyboard('{Enter}');
    expect(await within(pane).findByText('This barcode is accepted, as an exact match; Submit saves it.')).toBeTruthy();
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    expect(accept.hasAttribute('disabled')).toBe(false);
    expect(focused()).toBe(accept);
    // Pressed again: nothing more is added.
    await user.keyboard('{Enter}');
    await tabTo(user, 'Go Back to Promoted Product');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`${LIST}/${honey}`));
    await tabTo(user, 'Submit', 160);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Promoted product updated successfully.')).toBeTruthy();
    expect(gw.calls.filter((c) => c.method === 'PUT' && c.path.includes('/topics/'))).toHaveLength(1);
    expect((await readTopic(gw, campaignId, honey!))!.barcodes).toEqual([
      { barcode: '016000275280', matchType: 'CONTAINS', enabled: true },
      { barcode: nearMiss, matchType: 'EXACT', enabled: true },
    ]);
  });

  it('after a delete the next topic of the list is selected and has focus', { timeout: 60_000 }, async () => {
    const { LIST, ids: [, diet, rootBeer] } = await world(product('Cola 12 pack'), product('Diet cola'), product('Root beer'));
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=${diet}`);
    await screen.findByRole('complementary', { name: 'Selected topic' });
    await tabTo(user, 'Delete');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this promoted product?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Promoted Product/Company successfully deleted.')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`${LIST}?selected=${rootBeer}`));
    await waitFor(() => expect(focused().getAttribute('role')).toBe('row'));
    expect(focused().textContent).toContain('Root beer');
  });

  it('deleting the only topic puts focus on New Promoted Product', { timeout: 60_000 }, async () => {
    const { LIST, ids: [cola] } = await world(product('Cola 12 pack'));
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=${cola}`);
    await screen.findByRole('complementary', { name: 'Selected topic' });
    await tabTo(user, 'Delete');
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this promoted product?' });
    await tabTo(user, 'Confirm Delete');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This campaign does not have any Promoted Products.')).toBeTruthy();
    await waitFor(() => expect(focused()).toBe(screen.getByRole('link', { name: 'New Promoted Product' })));
  });
});
