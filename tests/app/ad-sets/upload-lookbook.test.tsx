import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { choose, press } from '#tests/app/ads/keyboard-helpers';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway, type PortalCall } from '#tests/app/support/real-gateway';
import { type AdWorld, seedAdWorld } from '#tests/app/support/seed-ads';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

let LIST = '';
let LOOKBOOKS = '';
let w: AdWorld;
const SHEET = 'name,imageUrl\n"Cola card","https://img.example/cola.png"\n"Chips card",""\n';

/** The ad world (its order with a Lookbook line item) with its ad set 'Launch set'; with `quiet`, a second ad set. */
async function lookbookWorld(quiet = false) {
  w = await seedAdWorld(gw, { adSetName: 'Launch set' });
  if (quiet) await gw.call('POST', `/campaign/v1/campaigns/${w.campaignId}/adsets/`, { name: 'Quiet set', constraints: [] });
  LIST = `/flightdeck/campaigns/${w.campaignId}/adsets`;
  LOOKBOOKS = `/adminBackend/sheets/v1/campaigns/${w.campaignId}/adsets/${w.adSetId}/lookbooks`;
}

/** The parts of a multipart call the portal made. */
const partsOf = (call: PortalCall) => new Response(call.body as string, { headers: { 'content-type': call.headers.get('content-type')! } }).formData();

type User = ReturnType<typeof userEvent.setup>;
const sheet = () => new File([SHEET], 'Holiday gifting.csv', { type: 'text/csv' });
const selectIn = (dialog: HTMLElement, label: string) => within(dialog).getByRole('button', { name: new RegExp(label) });

/** Fills the popup's metadata with the keyboard: the order brings its only Lookbook line item and pricing model. */
async function fillMetadata(user: User, dialog: HTMLElement) {
  await choose(user, selectIn(dialog, 'Insertion order'), `Spring order (${w.orderId})`);
  expect(selectIn(dialog, 'Order line item').textContent).toContain(w.lineItems.CAROUSEL!.id);
  await choose(user, selectIn(dialog, 'Story group'), 'Holiday Gifting');
  await choose(user, selectIn(dialog, 'Taxonomy node'), 'Grocery › Snacks');
}

describe('lookbook sheet upload', () => {
  it('uploads the sheet with its metadata as multipart, tells the job started and closes', async () => {
    await lookbookWorld(true);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=${w.adSetId}`);
    await screen.findByRole('complementary', { name: 'Ad set' });
    await tabTo(user, 'Upload lookbook sheet to Launch set');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Upload lookbook sheet: Launch set' });
    expect(app.location()).toBe(`${LIST}?selected=${w.adSetId}&dialog=upload-lookbook`);
    // Taxonomy node is required: it offers no 'None' and shows none chosen
    expect(selectIn(dialog, 'Taxonomy node').textContent).toContain('Select…');
    await user.click(selectIn(dialog, 'Taxonomy node'));
    expect(within(await screen.findByRole('listbox')).queryByRole('option', { name: 'None' })).toBeNull();
    await user.keyboard('{Escape}');
    // the sheet's format is told beside the file
    expect(dialog.textContent).toContain('Columns: name, description, imageUrl, productId, overlayHtml, webViewUrl, webViewButtonText');

    // nothing chosen: the metadata rules and the missing sheet show at their fields, nothing is sent
    await press(user, within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose the sheet to upload')).toBeTruthy();
    // each named by its field's label, never by its key (issue 26 §3)
    for (const label of ['Insertion order', 'Order line item', 'Story group', 'Taxonomy node', 'Story type']) {
      expect(within(dialog).getByText(`${label} is required`)).toBeTruthy();
    }
    expect(dialog.textContent).not.toMatch(/[a-z]Id is required|storyType/);
    expect(gw.calls.some((c) => c.path === LOOKBOOKS)).toBe(false);

    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, sheet());
    expect(within(dialog).getByText('Holiday gifting.csv')).toBeTruthy();
    await fillMetadata(user, dialog);
    await choose(user, selectIn(dialog, 'Story type'), 'BRANDED');
    await press(user, within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Creating Lookbook... Please wait a few minutes...')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Upload lookbook sheet/ })).toBeNull());
    expect(app.location()).toBe(`${LIST}?selected=${w.adSetId}`);
    const sent = gw.calls.find((c) => c.path === LOOKBOOKS)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    const form = await partsOf(sent);
    const file = form.get('file') as File;
    expect(file.name).toBe('Holiday gifting.csv');
    expect(await file.text()).toBe(SHEET);
    const storyGroups = (await gw.call('GET', '/adminBackend/legacy/v1/storyGroups')).json as { story_group_id: string; title: string }[];
    const holiday = storyGroups.find((g) => g.title === 'Holiday Gifting')!.story_group_id;
    expect(JSON.parse(String(form.get('lookbookMetadata')))).toEqual({
      insertionOrderId: w.orderId, orderLineItemId: w.lineItems.CAROUSEL!.id, pricingModelId: w.lineItems.CAROUSEL!.pricingModelId, storyGroupId: holiday, taxonomyNodeId: '120', storyType: 'BRANDED',
    });
  });

  it('a refused sheet shows the spec text and the errors at their fields; a Retail catalog sends CONTENT', async () => {
    await lookbookWorld();
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=${w.adSetId}&dialog=upload-lookbook`);
    const dialog = await screen.findByRole('dialog', { name: 'Upload lookbook sheet: Launch set' });
    // its second card (row 3) has no name
    const refused = new File(['name,imageUrl\n"Cola card","https://img.example/cola.png"\n"","https://img.example/chips.png"\n'], 'Holiday gifting.csv', { type: 'text/csv' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, refused);
    await fillMetadata(user, dialog);
    await choose(user, selectIn(dialog, 'Product catalog'), 'Retail');
    expect(within(dialog).queryByRole('button', { name: /Story type/ })).toBeNull();
    await press(user, within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('There was an issue uploading the sheet. The lookbook sheet has errors. row 3.name: Is required')).toBeTruthy();
    // the popup stays, the row's error beside the file
    expect(within(dialog).getByText('row 3.name: Is required')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload lookbook sheet: Launch set' })).toBe(dialog);
    const sent = gw.calls.find((c) => c.path === LOOKBOOKS)!;
    expect(JSON.parse(String((await partsOf(sent)).get('lookbookMetadata'))).storyType).toBe('CONTENT');
  });
});
