import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beat } from '#server/repo/presence';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { saveAdElsewhere, scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';
import { press } from './keyboard-helpers';

const gw = realGateway();
beforeEach(() => gw.reset());

const nameField = () => screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement;
const kicksField = () => screen.getByRole('textbox', { name: /^Kicks/ }) as HTMLInputElement;

async function openAd() {
  const w = await seedAdWorld(gw);
  const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
  renderApp(`${w.setUrl}/ads/${stored.id}`);
  await screen.findByRole('heading', { name: 'Edit Ad: Oat Crunch in Main set' }, { timeout: 5_000 });
  await waitFor(() => expect(nameField().value).toBe('Cereal scan'));
  return { w, stored };
}

describe('an open ad whose record changes elsewhere (issue 28 §3)', () => {
  it('says at once who changed which field, and Reload takes their version', async () => {
    const { w, stored } = await openAd();
    const user = userEvent.setup();
    await saveAdElsewhere(gw, w, stored.id, { name: 'Cereal scan renamed' });
    const status = await screen.findByText(/^local changed name \d+ s ago$/, {}, { timeout: 5_000 });
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(nameField().value).toBe('Cereal scan');
    await press(user, screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(nameField().value).toBe('Cereal scan renamed'));
    expect(screen.queryByText(/changed name/)).toBeNull();
  });

  it('Compare opens the three-way view with the user’s own edit beside theirs', async () => {
    const { w, stored } = await openAd();
    const user = userEvent.setup();
    kicksField().focus();
    await user.keyboard('{End}0');
    await saveAdElsewhere(gw, w, stored.id, { description: 'Changed by Bo' });
    await press(user, await screen.findByRole('button', { name: 'Compare' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This ad was changed by someone else' }, { timeout: 5_000 });
    const rows = within(dialog).getAllByRole('row').slice(1).map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['awards.COMPLETED.amount', 'Not changed', '250'],
      ['description', 'Changed by Bo', 'Not changed'],
    ]);
  });

  it('names who else has the ad open in edit', async () => {
    const w = await seedAdWorld(gw);
    const stored = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    await gw.store.tx((tx) => beat(tx, { documentType: 'Ad', documentId: stored.id }, 'ann@flightdeck.example', new Date(), 30_000));
    renderApp(`${w.setUrl}/ads/${stored.id}`);
    expect(await screen.findByText('Also editing: ann@flightdeck.example', {}, { timeout: 5_000 })).toBeTruthy();
  });
});
