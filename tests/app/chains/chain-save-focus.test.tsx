import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAIN_MESSAGES } from '#domain/chain';
import { renderApp } from '#tests/app/support/render-app';
import { portalWrites, seedChains } from '#tests/app/support/chains';
import { realGateway } from '#tests/app/support/real-gateway';

const gw = realGateway();
beforeEach(() => gw.reset());

describe('chain form: focus and priority (audit)', () => {
  it('Save keeps focus while it saves and after (it is not dropped to the page body)', async () => {
    const [corner] = await seedChains(gw, { name: 'Corner Grocer' });
    // The PUT is held until the test lets it go, to look at the button while the save runs.
    const held = gw.hold('PUT', /^\/chain\/v1\/chains\//);
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner!.chain.chain_id}`);
    const country = await screen.findByRole('textbox', { name: 'Country' }, { timeout: 5_000 });
    country.focus();
    await user.keyboard('{Control>}a{/Control}CA');
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await user.keyboard('{Enter}');
    // Saving: the button is disabled for pointer and keyboard (aria-disabled) but keeps focus; a
    // native disabled attribute would make the browser drop focus to <body>.
    await waitFor(() => expect(save.getAttribute('aria-disabled')).toBe('true'));
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(save);
    // A second Enter while it saves sends nothing more.
    await user.keyboard('{Enter}');
    held.release();
    expect(await screen.findByText('Chain updated successfully')).toBeTruthy();
    expect(portalWrites(gw).filter((r) => r.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' })));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('refuses a priority that is no calendar day (2024-13-45) with the priority message, sending nothing', async () => {
    const [corner] = await seedChains(gw, { name: 'Corner Grocer', priority: '2024-01-02' });
    const user = userEvent.setup();
    renderApp(`/flightdeck/chains/${corner!.chain.chain_id}`);
    const priority = await screen.findByRole('textbox', { name: 'Priority' }, { timeout: 5_000 });
    priority.focus();
    await user.keyboard('{Control>}a{/Control}2024-13-45');
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(CHAIN_MESSAGES.priority)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(priority));
    expect(portalWrites(gw).filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
