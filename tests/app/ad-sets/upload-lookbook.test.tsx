import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choose, press } from '#tests/app/ads/keyboard-helpers';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { adSet, adSetGateway, json } from './ad-set-gateway';

// The whole app renders per test; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const LIST = '/flightdeck/campaigns/700/adsets';
const LOOKBOOKS = '/adminBackend/sheets/v1/campaigns/700/adsets/31/lookbooks';
const SHEET = 'name,imageUrl\n"Cola card","https://img.example/cola.png"\n"Chips card",""\n';

type User = ReturnType<typeof userEvent.setup>;
const sheet = () => new File([SHEET], 'Holiday gifting.csv', { type: 'text/csv' });
const selectIn = (dialog: HTMLElement, label: string) => within(dialog).getByRole('button', { name: new RegExp(label) });

/** Fills the popup's metadata with the keyboard: the order brings its only Lookbook line item and pricing model. */
async function fillMetadata(user: User, dialog: HTMLElement) {
  await choose(user, selectIn(dialog, 'Insertion order'), 'Spring order (2)');
  expect(selectIn(dialog, 'Order line item').textContent).toContain('22');
  await choose(user, selectIn(dialog, 'Story group'), 'Holiday Gifting');
  await choose(user, selectIn(dialog, 'Taxonomy node'), 'Grocery › Snacks');
}

describe('lookbook sheet upload', () => {
  it('uploads the sheet with its metadata as multipart, tells the job started and closes', async () => {
    const gw = adSetGateway([adSet('31', 'Launch set'), adSet('32', 'Quiet set')]);
    const user = userEvent.setup();
    const app = renderApp(`${LIST}?selected=31`);
    await screen.findByRole('complementary', { name: 'Ad set' });
    await tabTo(user, 'Upload lookbook sheet to Launch set');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Upload lookbook sheet: Launch set' });
    expect(app.location()).toBe(`${LIST}?selected=31&dialog=upload-lookbook`);
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
    expect(app.location()).toBe(`${LIST}?selected=31`);
    const sent = gw.calls.find((c) => c.path === LOOKBOOKS)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    const file = sent.form!.get('file') as File;
    expect(file.name).toBe('Holiday gifting.csv');
    expect(await file.text()).toBe(SHEET);
    expect(JSON.parse(String(sent.form!.get('lookbookMetadata')))).toEqual({
      insertionOrderId: '2', orderLineItemId: '22', pricingModelId: '92', storyGroupId: '303', taxonomyNodeId: '120', storyType: 'BRANDED',
    });
  });

  it('a refused sheet shows the spec text and the errors at their fields; a Retail catalog sends CONTENT', async () => {
    const gw = adSetGateway([adSet('31', 'Launch set')]);
    gw.state.answer = (c) =>
      c.path === LOOKBOOKS
        ? json({ errorMsg: 'The lookbook sheet has errors. row 3.name: Is required', errors: [{ fieldName: 'row 3.name', message: 'Is required' }] }, 400)
        : undefined;
    const user = userEvent.setup();
    renderApp(`${LIST}?selected=31&dialog=upload-lookbook`);
    const dialog = await screen.findByRole('dialog', { name: 'Upload lookbook sheet: Launch set' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, sheet());
    await fillMetadata(user, dialog);
    await choose(user, selectIn(dialog, 'Product catalog'), 'Retail');
    expect(within(dialog).queryByRole('button', { name: /Story type/ })).toBeNull();
    await press(user, within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('There was an issue uploading the sheet. The lookbook sheet has errors. row 3.name: Is required')).toBeTruthy();
    // the popup stays, the row's error beside the file
    expect(within(dialog).getByText('row 3.name: Is required')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload lookbook sheet: Launch set' })).toBe(dialog);
    const sent = gw.calls.find((c) => c.path === LOOKBOOKS)!;
    expect(JSON.parse(String(sent.form!.get('lookbookMetadata'))).storyType).toBe('CONTENT');
  });
});
