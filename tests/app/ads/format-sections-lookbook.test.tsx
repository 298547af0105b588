import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { realGateway } from '#tests/app/support/real-gateway';
import { adBody, adWrites, LINE_ITEMS, scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { choose, missingValues, optionsOf, pickIn, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());
/** The ads the portal created in this test: its POST calls. */
const created = () => adWrites(gw).filter((c) => c.method === 'POST');
/** The ads the portal updated in this test: its PUT calls. */
const updated = () => adWrites(gw).filter((c) => c.method === 'PUT');

const card = (n: number) => screen.getByRole('group', { name: `Story card ${n}` });
const cardName = (n: number) => (within(card(n)).getByRole('textbox', { name: 'Story card name' }) as HTMLInputElement).value;

describe('lookbook format section', () => {
  it('focus follows a moved story card, and goes on to a neighbour (else Add story card) after a remove', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    for (const name of ['Cover', 'Shop']) {
      await press(user, screen.getByRole('button', { name: 'Add story card' }));
      await screen.findByRole('dialog', { name: 'Select story card type' });
      await tabTo(user, 'Add');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const n = name === 'Cover' ? 1 : 2;
      await retype(user, within(card(n)).getByRole('textbox', { name: 'Story card name' }), name);
    }
    // 'Shop' moves first: focus goes with it, to its position select now reading 1.
    await choose(user, within(card(2)).getByRole('button', { name: /Position$/ }), '1');
    await waitFor(() => expect(cardName(1)).toBe('Shop'));
    await waitFor(() => expect(document.activeElement).toBe(within(card(1)).getByRole('button', { name: /Position$/ })));
    // Removing the last card: the card before it takes focus; removing the only one: Add story card.
    await press(user, within(card(2)).getByRole('button', { name: 'Remove story card 2' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Story card 2' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(card(1)).getByRole('button', { name: 'Remove story card 1' })));
    await press(user, within(card(1)).getByRole('button', { name: 'Remove story card 1' }));
    await waitFor(() => expect(screen.getByText('No story cards yet.')).toBeTruthy());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add story card' })));
  });

  it('adds story cards through the type dialog and reorders them by position', { timeout: 180_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    await retype(user, screen.getByRole('textbox', { name: /^Name/ }), 'Spring looks');
    expect(screen.getByText('No story cards yet.')).toBeTruthy();

    // The dialog offers the four story card types, Image recommended and chosen; Enter adds it.
    await press(user, screen.getByRole('button', { name: 'Add story card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select story card type' });
    const types = within(dialog).getByRole('radiogroup', { name: 'Story card type' });
    expect(within(types).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Image (recommended)', 'Instant Surprise', 'M-Comm Product Catalog Item', 'Retail Product Catalog Item',
    ]);
    expect((within(types).getByRole('radio', { name: 'Image (recommended)' }) as HTMLInputElement).checked).toBe(true);
    await tabTo(user, 'Add');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card(1)).getByText('Type: Image')).toBeTruthy();
    await retype(user, within(card(1)).getByRole('textbox', { name: 'Story card name' }), 'Cover');

    // A second card of another type: Tab to the types, arrows to the last, then Add.
    await press(user, screen.getByRole('button', { name: 'Add story card' }));
    await screen.findByRole('dialog', { name: 'Select story card type' });
    await user.tab();
    expect(document.activeElement?.closest('label')?.textContent).toBe('Image (recommended)');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.closest('label')?.textContent).toBe('Retail Product Catalog Item');
    // Enter on the chosen radio adds it, as Add does
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card(2)).getByText('Type: Retail Product Catalog Item')).toBeTruthy();
    await retype(user, within(card(2)).getByRole('textbox', { name: 'Story card name' }), 'Shop');
    // Each card has its 532x624 image.
    expect(within(card(2)).getByText('532x624 pixels')).toBeTruthy();

    // The position select moves the second card first.
    await choose(user, within(card(2)).getByRole('button', { name: /Position$/ }), '1');
    await waitFor(() => expect(cardName(1)).toBe('Shop'));
    expect(cardName(2)).toBe('Cover');
    expect(within(card(1)).getByText('Type: Retail Product Catalog Item')).toBeTruthy();

    // A web view button text needs its URL, and the other way round.
    await retype(user, within(card(2)).getByRole('textbox', { name: /^Web view button text/ }), 'Shop now');
    await waitFor(() => expect(missingValues()).toEqual(['Web view URL is required when a button text is set']));
    await retype(user, within(card(2)).getByRole('textbox', { name: /^Web view URL/ }), 'https://shop.example/spring');
    await waitFor(() => expect(missingValues()).toEqual([]));

    // The post-lookbook redirect needs its label, image and URL once enabled.
    await press(user, screen.getByRole('switch', { name: 'Redirect after the lookbook' }), ' ');
    await waitFor(() => expect(missingValues()).toContain('Redirect label is required when redirect is enabled'));
    expect(screen.getByText('1024x1024 pixels')).toBeTruthy();
    await press(user, screen.getByRole('switch', { name: 'Redirect after the lookbook' }), ' ');
    await waitFor(() => expect(missingValues()).toEqual([]));

    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created()).toHaveLength(1));
    const format = (created()[0]!.body as { format: { items: unknown[] } }).format;
    expect(format.items).toEqual([
      { ad: { name: 'Shop', format: { '@type': 'RetailProductCatalogItemFormat' } } },
      { ad: { name: 'Cover', format: { '@type': 'ImageFormat' } }, additionalContent: { webViewButtonText: 'Shop now', webViewUrl: 'https://shop.example/spring' } },
    ]);
  });

  it('shows a product catalog lookbook with its catalog type fixed', { timeout: 90_000 }, async () => {
    const w = await seedAdWorld(gw, { lineItems: [...LINE_ITEMS, { type: 'PRODUCT_CATALOG_MCOMM', pricingModel: { '@type': 'FlatFee', amount: 1000, engagements: 10 } }] });
    const catalog = await seedAd(gw, w, adBody(w, 'PRODUCT_CATALOG_MCOMM', 'M-Comm looks', { format: { '@type': 'ProductCatalogFormat', productCatalogType: 'MCOMM', items: [{ ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat' } } }] }, awards: {} }));
    renderApp(`${w.setUrl}/ads/${catalog.id}`);
    await screen.findByRole('heading', { name: 'M-Comm Lookbook settings' });
    const type = screen.getByRole('textbox', { name: 'Product catalog type' }) as HTMLInputElement;
    expect([type.value, type.readOnly]).toEqual(['MCOMM', true]);
    expect(cardName(1)).toBe('Pasta');
    expect(within(card(1)).getByText('Type: M-Comm Product Catalog Item')).toBeTruthy();
  });

  it('links a quiz of the campaign, gives product items a promoted product and its image, and shows engagement URLs for a brand only', { timeout: 120_000 }, async () => {
    const w = await seedAdWorld(gw);
    const lookbook = await seedAd(gw, w, adBody(w, 'CAROUSEL', 'Spring looks', {
      awards: {},
      format: { '@type': 'CarouselFormat', items: [{ ad: { name: 'Shop', format: { '@type': 'RetailProductCatalogItemFormat' } } }, { ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat' } } }] },
    }));
    const quiz = await seedAd(gw, w, adBody(w, 'CAROUSEL', 'Size quiz', {
      format: { '@type': 'QuizFormat', questions: [{ question: 'Which size?', required: true, questionOrder: 0, answers: [{ answer: 'Single', valid: true }, { answer: 'Family', valid: false }] }] },
    }));
    await seedAd(gw, w, scanAdBody(w, 'Milk scan'));
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/${lookbook.id}`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    expect(screen.getByRole('textbox', { name: /^Global engagement URLs/ })).toBeTruthy();

    // Each product item picks one of the campaign's promoted products; its image is 532x532 (retail) or 1024x1024 (M-Comm).
    const product = within(card(1)).getByRole('combobox', { name: 'Product' });
    product.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Bran Flakes', 'Oat Crunch']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await pickIn(user, product, 'Bran Flakes');
    expect(within(card(1)).getByText('532x532 pixels')).toBeTruthy();
    expect(within(card(2)).getByText('1024x1024 pixels')).toBeTruthy();

    // The linked quiz is one of the campaign's quiz ads.
    const linkedQuiz = screen.getByRole('button', { name: /Linked quiz$/ });
    linkedQuiz.focus();
    expect(await optionsOf(user)).toEqual(['None', 'Size quiz', 'New quiz…']);
    await choose(user, linkedQuiz, 'Size quiz');

    await waitFor(() => expect(missingValues()).toEqual([]));
    await press(user, screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(updated()).toHaveLength(1));
    expect((updated()[0]!.body as { format: unknown }).format).toMatchObject({
      nextAdId: quiz.id,
      items: [{ ad: { name: 'Shop', format: { '@type': 'RetailProductCatalogItemFormat', productId: w.products['Bran Flakes'] } } }, { ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat' } } }],
    });
  });

  it('has no global engagement URLs outside a brand campaign', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw, { campaign: { category: 'RETAIL' } });
    renderApp(`${w.setUrl}/ads/new?type=CAROUSEL`);
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    expect(screen.getByRole('textbox', { name: /^Impression URLs/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Engagement URLs/i })).toBeNull();
  });
});
