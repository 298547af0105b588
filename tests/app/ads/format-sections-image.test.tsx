import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { adWrites, seedAdWorld, storedAds } from '#tests/app/support/seed-ads';
import { described, retype } from './keyboard-helpers';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

describe('image format section', () => {
  it('limits an image ad\'s subtitle to 64 and tooltip to 100 characters, with its 532x624 image', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=EMAIL`);
    await screen.findByRole('heading', { name: 'Email settings' });
    expect(screen.getByText('532x624 pixels')).toBeTruthy();
    const subtitle = screen.getByRole('textbox', { name: /^Subtitle/ });
    const tooltip = screen.getByRole('textbox', { name: /^Tooltip/ });
    // Long texts are pasted (Ctrl+V) rather than typed key by key.
    await retype(user, subtitle, '');
    await user.paste('s'.repeat(65));
    await waitFor(() => expect(described(subtitle)).toContain('Subtitle must be at most 64 characters'));
    await retype(user, tooltip, '');
    await user.paste('t'.repeat(101));
    await waitFor(() => expect(described(tooltip)).toContain('The tooltip is too long.'));
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(described(tooltip)).not.toContain('The tooltip is too long.'));
  });

  it('a messaging ad is named by its type and takes the line item of its type, the only one it may draw on', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const user = userEvent.setup();
    renderApp(`${w.setUrl}/ads/new?type=EMAIL`);
    await screen.findByRole('heading', { name: 'New Email ad in Main set' });
    // the summary's links name fields too: go to the field itself
    screen.getByRole('textbox', { name: /^Name/ }).focus();
    await user.keyboard('Weekly email');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    submit.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ad created successfully.')).toBeTruthy();
    const [post] = adWrites(gw);
    const email = { name: 'Weekly email', orderLineItemId: w.lineItems.EMAIL!.id, pricingModelId: w.lineItems.EMAIL!.pricingModelId, format: { '@type': 'ImageFormat', legacy: { ad_type: 'EMAIL' } } };
    expect(post!.body).toMatchObject(email);
    expect(await storedAds(gw, w)).toMatchObject([email]);
  });
});
