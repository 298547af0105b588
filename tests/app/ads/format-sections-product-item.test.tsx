import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { described, missingValues, pacificDay, press, retype, typeDate } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The portal's writes of ads in this test by method (POST, PUT). */
const writes = (method: string) => adWrites(gw).filter((c) => c.method === method);
type Lookbook = { format: { items: { ad: { format: Record<string, unknown> } }[] } };

const card = () => screen.getByRole('group', { name: 'Story card 1' });
const field = (name: RegExp) => within(card()).getByRole('textbox', { name });
const addOffer = () => within(card()).getByRole('button', { name: 'Add offer' }) as HTMLButtonElement;

describe('retail and M-Comm product story cards', () => {
  it('take a brand name, partner web URL, MSRP (digits only) and offers (price of digits and dots, start and end)', { timeout: 240_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    await press(user, screen.getByRole('button', { name: 'Add story card' }));
    await screen.findByRole('dialog', { name: 'Select story card type' });
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await retype(user, field(/^Story card name/), 'Oats');

    await retype(user, field(/^Brand name/), 'Oat Co');
    await retype(user, field(/^Partner web URL/), 'shop.example');
    await waitFor(() => expect(missingValues()).toEqual(['Please make sure to add a valid URL.']));
    await retype(user, field(/^Partner web URL/), 'https://shop.example/oats');
    await retype(user, field(/^MSRP/), '3.49');
    await waitFor(() => expect(missingValues()).toEqual(['MSRP may contain only digits']));
    expect(described(field(/^MSRP/))).toContain('MSRP may contain only digits');
    await retype(user, field(/^MSRP/), '349');
    await waitFor(() => expect(missingValues()).toEqual([]));

    // 'Add offer' waits for a price of digits and dots, a start and an end
    expect(within(card()).getByText('No offers yet.')).toBeTruthy();
    expect(addOffer().disabled).toBe(true);
    await retype(user, field(/^Offer price/), '1,99');
    expect(described(field(/^Offer price/))).toContain('Offer price may contain only digits and dots');
    await retype(user, field(/^Offer price/), '1.99');
    expect(described(field(/^Offer price/))).not.toContain('Offer price may contain only digits and dots');
    expect(addOffer().disabled).toBe(true);
    const [start, end] = [pacificDay(1), pacificDay(10)];
    await typeDate(user, 'Offer start', start);
    expect(addOffer().disabled).toBe(true);
    await typeDate(user, 'Offer end', end);
    await waitFor(() => expect(addOffer().disabled).toBe(false));
    await press(user, addOffer());
    expect(await within(card()).findByText(`Offer 1: $1.99, ${start.month.slice(0, 3)} ${start.day} ${start.year} to ${end.month.slice(0, 3)} ${end.day} ${end.year}`)).toBeTruthy();
    // the entry starts afresh, focus back on its price for the next offer
    await waitFor(() => expect(document.activeElement).toBe(field(/^Offer price/)));
    expect([(field(/^Offer price/) as HTMLInputElement).value, addOffer().disabled]).toEqual(['', true]);

    await waitFor(() => expect(missingValues()).toEqual([]));
    await tabTo(user, 'Submit', 300);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    expect(writes('POST')).toHaveLength(1);
    const item = (writes('POST')[0]!.body as Lookbook).format.items[0]!;
    expect(item.ad.format).toMatchObject({
      '@type': 'RetailProductCatalogItemFormat',
      brandName: 'Oat Co',
      partnerWebUrl: 'https://shop.example/oats',
      countryToProductMsrpMap: { US: { msrp: 349 } },
      offers: [{ amount: 199, precision: 2, currency: 'USD', offerValidityConstraints: [{ '@type': 'DateRangeConstraint', startTimestamp: expect.stringMatching(/\[UTC\]$/), endTimestamp: expect.stringMatching(/\[UTC\]$/) }] }],
    });
  });

  it('a stored M-Comm card shows its offers; removing one gives focus to the next, else the offer price', { timeout: 120_000 }, async () => {
    const offer = (amount: number) => ({ amount, currency: 'USD', precision: 2, offerValidityConstraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' }] });
    const w = await seedAdWorld(gw);
    const catalog = await seedAd(gw, w, adBody(w, 'CAROUSEL', 'M-Comm looks', {
      awards: {},
      format: { '@type': 'CarouselFormat', items: [{ ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat', offers: [offer(250), offer(1999)], countryToProductMsrpMap: { US: { msrp: 500 } } } } }] },
    }));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${catalog.id}`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    expect(within(card()).getByText('Offer 1: $2.50, Mar 01 2030 to Mar 30 2030')).toBeTruthy();
    expect(within(card()).getByText(/^Offer 2: \$19\.99/)).toBeTruthy();
    expect((field(/^MSRP/) as HTMLInputElement).value).toBe('500');

    await press(user, within(card()).getByRole('button', { name: 'Remove offer 1' }));
    await waitFor(() => expect(within(card()).queryByText(/^Offer 2:/)).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(card()).getByRole('button', { name: 'Remove offer 1' })));
    await press(user, within(card()).getByRole('button', { name: 'Remove offer 1' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Offer price/)));
    // an emptied MSRP leaves no map behind
    await retype(user, field(/^MSRP/), '');
    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ad updated successfully.')).toBeTruthy();
    expect(writes('PUT')).toHaveLength(1);
    const format = (writes('PUT')[0]!.body as Lookbook).format.items[0]!.ad.format;
    expect([format.offers, format.countryToProductMsrpMap]).toEqual([[], null]);
  });
});
