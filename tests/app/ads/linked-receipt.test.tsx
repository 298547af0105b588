import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOrder, saveOrderElsewhere } from '#tests/app/support/orders';
import { lostConnection, realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { adBody, adWrites, type AdWorld, scanAdBody, seedAd, seedAdWorld, storedAds } from '#tests/app/support/seed-ads';
import { choose, missingValues, pickIn, press, retype, type User } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

type Body = { name: string; format: { '@type': string; promotedProductId?: string }; orderLineItemId?: string; awards: { COMPLETED: { amount: number } }; description: string };

/** A new scan of Oat Crunch with 25 Kicks and a linked receipt of 40 Kicks, submitted. */
async function submitScanWithReceipt(user: User, w: AdWorld, beforeSubmit = async () => {}) {
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
  await choose(user, screen.getByRole('button', { name: /Linked receipt order line item/ }), `Spring order · ${w.lineItems.PURCHASE_VALIDATION!.id}`);
  await retype(user, screen.getByRole('textbox', { name: /^Linked receipt Kicks/ }), '40');
  await waitFor(() => expect(missingValues()).toEqual([]));
  await beforeSubmit();
  await press(user, screen.getByRole('button', { name: 'Submit' }));
}

describe('scan ad linked receipt (spec 2 §4)', () => {
  it('creates the scan, then a receipt ad of its product with the sub-form’s fields', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=SCAN`);
    await submitScanWithReceipt(user, w);

    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    await waitFor(() => expect(adWrites(gw).filter((c) => c.method === 'POST')).toHaveLength(2));
    const [scan, receipt] = adWrites(gw).map((c) => c.body as Body);
    expect(scan!.format['@type']).toBe('ProductScanFormat');
    expect(receipt).toMatchObject({
      name: 'Oat scan',
      description: 'Buy a box',
      orderLineItemId: w.lineItems.PURCHASE_VALIDATION!.id,
      format: { '@type': 'ProductReceiptFormat', promotedProductId: w.products['Oat Crunch'] },
      awards: { COMPLETED: { amount: 40 } },
    });
  });

  it('a refused receipt is told and the scan is kept', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const receiptItem = w.lineItems.PURCHASE_VALIDATION!.id;
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=SCAN`);
    // the receipt's line item is taken out of the order elsewhere just before the submit
    await submitScanWithReceipt(user, w, async () => {
      const order = await readOrder(gw, w.orderId);
      await saveOrderElsewhere(gw, w.orderId, { orderLineItems: order.orderLineItems.filter((li: { id: string }) => li.id !== receiptItem) });
    });

    // the gateway's refusal, its field in words
    expect(await screen.findByText(`There was an issue creating this ad. Order line item id: Order line item ${receiptItem} is not in this campaign's orders`)).toBeTruthy();
    expect((await storedAds(gw, w)).map((a) => a.format)).toMatchObject([{ '@type': 'ProductScanFormat' }]);
    expect(adWrites(gw).filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('a stored scan lists its linked receipts (its product’s, bearing its name); Delete asks, then deletes with If-Match', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const oat = w.products['Oat Crunch']!;
    const receiptOf = (name: string) => adBody(w, 'PURCHASE_VALIDATION', name, { topicIds: [oat], format: { '@type': 'ProductReceiptFormat', promotedProductId: oat } });
    const scan = await seedAd(gw, w, scanAdBody(w, 'Oat scan'));
    const receipt = await seedAd(gw, w, receiptOf('Oat scan'));
    await seedAd(gw, w, receiptOf('Oat receipt'));
    // the first delete's connection is lost (the gateway has no refusal of an ad's delete but a stale one); the second reaches it
    const deletePath = new RegExp(`^${w.adsPath.replace('/v1/', '/v\\d/')}/${receipt.id}$`);
    gw.answerInstead('DELETE', deletePath, lostConnection, 1);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${scan.id}`);
    const remove = await screen.findByRole('button', { name: `Delete linked receipt Oat scan (${receipt.id})` });
    expect(screen.queryByRole('switch', { name: 'Linked receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete linked receipt Oat receipt/ })).toBeNull();

    const confirmDelete = async () => {
      await press(user, remove);
      const dialog = await screen.findByRole('alertdialog');
      await press(user, within(dialog).getByRole('button', { name: 'Confirm Delete' }));
    };
    await confirmDelete();
    // the failed call's own words (ofetch's: the call, then the lost connection)
    expect(await screen.findByText(/^There was an issue deleting the Linked Receipt Ad\. \[DELETE\] .*Failed to fetch$/)).toBeTruthy();
    expect((await storedAds(gw, w)).some((a) => a.id === receipt.id)).toBe(true);

    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    await confirmDelete();
    expect(await screen.findByText('Linked Receipt Ad successfully deleted.')).toBeTruthy();
    const deletes = gw.calls.filter((c) => c.method === 'DELETE' && deletePath.test(c.path));
    expect(deletes.map((c) => c.ifMatch)).toEqual([`"${receipt.version}"`, `"${receipt.version}"`]);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete linked receipt Oat scan (${receipt.id})` })).toBeNull());
  });
});
