import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { ad, adFormGateway, EDIT_AD, NEW_AD } from './format-sections-gateway';
import { choose, missingValues, optionsOf, pickIn, press, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const card = (n: number) => screen.getByRole('group', { name: `Story card ${n}` });
const cardName = (n: number) => (within(card(n)).getByRole('textbox', { name: 'Story card name' }) as HTMLInputElement).value;

describe('lookbook format section', () => {
  it('focus follows a moved story card, and goes on to a neighbour (else Add story card) after a remove', { timeout: 120_000 }, async () => {
    adFormGateway();
    const user = userEvent.setup();
    renderApp(NEW_AD('CAROUSEL'));
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
    const gw = adFormGateway();
    const user = userEvent.setup();
    renderApp(NEW_AD('CAROUSEL'));
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
    await waitFor(() => expect(gw.created).toHaveLength(1));
    const format = (gw.created[0]!.body as { format: { items: unknown[] } }).format;
    expect(format.items).toEqual([
      { ad: { name: 'Shop', format: { '@type': 'RetailProductCatalogItemFormat' } } },
      { ad: { name: 'Cover', format: { '@type': 'ImageFormat' } }, additionalContent: { webViewButtonText: 'Shop now', webViewUrl: 'https://shop.example/spring' } },
    ]);
  });

  it('shows a product catalog lookbook with its catalog type fixed', { timeout: 90_000 }, async () => {
    const catalog = ad('950', 'M-Comm looks', { format: { '@type': 'ProductCatalogFormat', productCatalogType: 'MCOMM', items: [{ ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat' } } }] }, awards: {} });
    adFormGateway([catalog]);
    renderApp(EDIT_AD('950'));
    await screen.findByRole('heading', { name: 'M-Comm Lookbook settings' });
    const type = screen.getByRole('textbox', { name: 'Product catalog type' }) as HTMLInputElement;
    expect([type.value, type.readOnly]).toEqual(['MCOMM', true]);
    expect(cardName(1)).toBe('Pasta');
    expect(within(card(1)).getByText('Type: M-Comm Product Catalog Item')).toBeTruthy();
  });

  it('links a quiz of the campaign, gives product items a promoted product and its image, and shows engagement URLs for a brand only', { timeout: 120_000 }, async () => {
    const lookbook = ad('951', 'Spring looks', {
      insertionOrderId: '2', orderLineItemId: 'li-CAROUSEL', pricingModelId: 'pm-CAROUSEL', awards: {},
      format: { '@type': 'CarouselFormat', items: [{ ad: { name: 'Shop', format: { '@type': 'RetailProductCatalogItemFormat' } } }, { ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat' } } }] },
    });
    const quiz = ad('952', 'Size quiz', { format: { '@type': 'QuizFormat', questions: [] } });
    const gw = adFormGateway([lookbook, quiz, ad('953', 'Milk scan')]);
    const user = userEvent.setup();
    renderApp(EDIT_AD('951'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    expect(screen.getByRole('textbox', { name: /^Global engagement URLs/ })).toBeTruthy();

    // Each product item picks one of the campaign's promoted products; its image is 532x532 (retail) or 1024x1024 (M-Comm).
    const product = within(card(1)).getByRole('combobox', { name: 'Product' });
    product.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Oat Crunch', 'Bran Flakes']));
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
    await waitFor(() => expect(gw.updated).toHaveLength(1));
    expect((gw.updated[0]!.body as { format: unknown }).format).toMatchObject({
      nextAdId: '952',
      items: [{ ad: { name: 'Shop', format: { '@type': 'RetailProductCatalogItemFormat', productId: 't2' } } }, { ad: { name: 'Pasta', format: { '@type': 'McommProductCatalogItemFormat' } } }],
    });
  });

  it('has no global engagement URLs outside a brand campaign', { timeout: 60_000 }, async () => {
    adFormGateway([], { campaign: { category: 'RETAIL' } });
    renderApp(NEW_AD('CAROUSEL'));
    await screen.findByRole('heading', { name: 'Lookbook settings' });
    expect(screen.getByRole('textbox', { name: /^Impression URLs/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Engagement URLs/i })).toBeNull();
  });
});
