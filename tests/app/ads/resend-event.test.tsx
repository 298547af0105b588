import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { adFormGateway, scanAd } from './format-sections-gateway';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const EDIT = '/flightdeck/campaigns/700/adsets/500/ads/51';

describe('resend ad event', () => {
  it('opens from the URL (the palette) and from its button, and resends the chosen event', { timeout: 60_000 }, async () => {
    const gw = adFormGateway([scanAd('51', 'Cereal scan')], {
      before: (call) => (call.method === 'PUT' && call.path.endsWith('/event') ? new Response(JSON.stringify({ eventId: 'e1' }), { headers: { 'Content-Type': 'application/json' } }) : undefined),
    });
    const user = userEvent.setup();
    const app = renderApp(`${EDIT}?dialog=resend`);
    await screen.findByRole('dialog', { name: 'Resend the event of this ad?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe(EDIT);

    await tabTo(user, 'Resend Event');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Resend the event of this ad?' });
    expect(app.location()).toBe(`${EDIT}?dialog=resend`);
    await tabTo(user, 'Resend');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Updated successfully')).toBeTruthy();
    const put = gw.calls.find((c) => c.path.endsWith('/event'))!;
    expect(put.path).toBe('/campaign/v1/campaigns/700/adsets/500/ads/51/event');
    expect(app.location()).toBe(EDIT);
  });
});
