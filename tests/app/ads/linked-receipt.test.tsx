import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { ad, adFormGateway, EDIT_AD, NEW_AD, scanAd } from './format-sections-gateway';
import { choose, missingValues, pickIn, press, retype, type User } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

type Body = { name: string; format: { '@type': string; promotedProductId?: string }; orderLineItemId?: string; awards: { COMPLETED: { amount: number } }; description: string };
const isReceipt = (body: unknown) => (body as Body | undefined)?.format?.['@type'] === 'ProductReceiptFormat';

/** A new scan of Oat Crunch with 25 Kicks and a linked receipt of 40 Kicks, submitted. */
async function submitScanWithReceipt(user: User) {
  await screen.findByRole('heading', { name: /New Product Scan ad/ });
  const toggle = screen.getByRole('switch', { name: 'Linked receipt' }) as HTMLInputElement;
  // spec 2 §4: not before the scan has a promoted product (its order and chains it has already)
  expect(toggle.disabled).toBe(true);
  await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Oat scan');
  await pickIn(user, screen.getByRole('combobox', { name: 'Promoted Product' }), 'Oat Crunch');
  await retype(user, screen.getByRole('textbox', { name: /^Kicks/ }), '25');
  await waitFor(() => expect(toggle.disabled).toBe(false));
  await press(user, toggle, ' ');
  expect(missingValues()).toEqual(['Choose the linked receipt’s order line item', 'Set the linked receipt’s Kicks']);
  await retype(user, screen.getByRole('textbox', { name: 'Linked receipt description' }), 'Buy a box');
  await choose(user, screen.getByRole('button', { name: /Linked receipt order line item/ }), 'Spring order · li-PURCHASE_VALIDATION');
  await retype(user, screen.getByRole('textbox', { name: /^Linked receipt Kicks/ }), '40');
  await waitFor(() => expect(missingValues()).toEqual([]));
  await press(user, screen.getByRole('button', { name: 'Submit' }));
}

describe('scan ad linked receipt (spec 2 §4)', () => {
  it('creates the scan, then a receipt ad of its product with the sub-form’s fields', { timeout: 120_000 }, async () => {
    const gw = adFormGateway();
    const user = userEvent.setup();
    renderApp(NEW_AD('SCAN'));
    await submitScanWithReceipt(user);

    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    await waitFor(() => expect(gw.created).toHaveLength(2));
    const [scan, receipt] = gw.created.map((c) => c.body as Body);
    expect(scan!.format['@type']).toBe('ProductScanFormat');
    expect(receipt).toMatchObject({
      name: 'Oat scan',
      description: 'Buy a box',
      orderLineItemId: 'li-PURCHASE_VALIDATION',
      format: { '@type': 'ProductReceiptFormat', promotedProductId: 't1' },
      awards: { COMPLETED: { amount: 40 } },
    });
  });

  it('a refused receipt is told and the scan is kept', { timeout: 120_000 }, async () => {
    const gw = adFormGateway([], { refuse: (call) => (isReceipt(call.body) ? 'The receipt line item is closed' : undefined) });
    const user = userEvent.setup();
    renderApp(NEW_AD('SCAN'));
    await submitScanWithReceipt(user);

    expect(await screen.findByText('There was an issue creating this ad. The receipt line item is closed')).toBeTruthy();
    expect([...gw.ads.values()].map((a) => a.format)).toMatchObject([{ '@type': 'ProductScanFormat' }]);
    expect(gw.deleted).toEqual([]);
  });

  it('a stored scan lists its linked receipts (its product’s, bearing its name); Delete asks, then deletes with If-Match', { timeout: 120_000 }, async () => {
    const receipt = ad('52', 'Oat scan', { topicIds: ['t1'], format: { '@type': 'ProductReceiptFormat', promotedProductId: 't1' }, version: 4 });
    const ownReceipt = ad('53', 'Oat receipt', { topicIds: ['t1'], format: { '@type': 'ProductReceiptFormat', promotedProductId: 't1' } });
    let refuse = true;
    const gw = adFormGateway([scanAd('51', 'Oat scan'), receipt, ownReceipt], { refuse: (call) => (call.method === 'DELETE' && refuse ? 'The receipt has awards pending' : undefined) });
    const user = userEvent.setup();
    renderApp(EDIT_AD('51'));
    const remove = await screen.findByRole('button', { name: 'Delete linked receipt Oat scan (52)' });
    expect(screen.queryByRole('switch', { name: 'Linked receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete linked receipt Oat receipt/ })).toBeNull();

    const confirmDelete = async () => {
      await press(user, remove);
      const dialog = await screen.findByRole('alertdialog');
      await press(user, within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    };
    await confirmDelete();
    expect(await screen.findByText('There was an issue deleting the Linked Receipt Ad. The receipt has awards pending')).toBeTruthy();
    expect(gw.ads.has('52')).toBe(true);

    refuse = false;
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    await confirmDelete();
    expect(await screen.findByText('Linked Receipt Ad successfully deleted.')).toBeTruthy();
    expect(gw.deleted.map((c) => [c.path.split('/').pop(), c.headers.get('If-Match')])).toEqual([['52', '"4"'], ['52', '"4"']]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete linked receipt Oat scan (52)' })).toBeNull());
  });
});
