import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beat } from '#server/repo/presence';
import { saveElsewhere, seedCompanies } from '#tests/app/support/companies';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

const gw = realGateway();
beforeEach(() => gw.reset());

const nameField = () => screen.getByRole('textbox', { name: /Company Name/ }) as HTMLInputElement;
const tagsField = () => screen.getByRole('textbox', { name: /Tags/ }) as HTMLInputElement;
const STALE = 'This company was changed by someone else';

async function press(user: ReturnType<typeof userEvent.setup>, el: HTMLElement) {
  el.focus();
  await user.keyboard('{Enter}');
}

describe('an open form whose record changes elsewhere (issue 28 §3)', () => {
  it('says at once who changed which field, and Reload takes their version', async () => {
    const [company] = await seedCompanies(gw, 1);
    const user = userEvent.setup();
    renderApp(`/flightdeck/companies/${company!.id}`);
    await screen.findByRole('heading', { name: 'Edit Company: Company 000' }, { timeout: 5_000 });
    await waitFor(() => expect(nameField().value).toBe('Company 000'));
    await saveElsewhere(gw, company!.id, { name: 'Company Renamed' });
    const status = await screen.findByText(/^local changed Company Name \d+ s ago$/, {}, { timeout: 5_000 });
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(nameField().value).toBe('Company 000');
    await press(user, screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(nameField().value).toBe('Company Renamed'));
    expect(screen.queryByText(/changed Company Name/)).toBeNull();
  });

  it('Compare opens the three-way view with the user’s own edit beside theirs', async () => {
    const [company] = await seedCompanies(gw, 1);
    const user = userEvent.setup();
    renderApp(`/flightdeck/companies/${company!.id}`);
    await waitFor(() => expect(nameField().value).toBe('Company 000'));
    tagsField().focus();
    await user.keyboard('mine');
    await saveElsewhere(gw, company!.id, { name: 'Company Theirs' });
    await press(user, await screen.findByRole('button', { name: 'Compare' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5_000 });
    expect(within(dialog).getByText('Company Theirs')).toBeTruthy();
    expect(within(dialog).getByText('mine')).toBeTruthy();
  });

  it('names who else has the record open in edit', async () => {
    const [company] = await seedCompanies(gw, 1);
    await gw.store.tx((tx) => beat(tx, { documentType: 'Company', documentId: company!.id }, 'ann@flightdeck.example', new Date(), 30_000));
    renderApp(`/flightdeck/companies/${company!.id}`);
    expect(await screen.findByText('Also editing: ann@flightdeck.example')).toBeTruthy();
  });
});
