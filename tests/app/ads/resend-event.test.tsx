import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { renderApp } from '#tests/app/support/render-app';
import { realGateway } from '#tests/app/support/real-gateway';
import { scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

describe('resend ad event', () => {
  it('opens from the URL (the palette) and from its button, and resends the chosen event', { timeout: 60_000 }, async () => {
    const w = await seedAdWorld(gw);
    const ad = await seedAd(gw, w, scanAdBody(w, 'Cereal scan'));
    const EDIT = `${w.setUrl}/ads/${ad.id}`;
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
    expect(put.path).toBe(`/campaign/v3/campaigns/${w.campaignId}/adsets/${w.adSetId}/ads/${ad.id}/event`);
    expect(put.search.get('eventType')).toBe('UPDATE');
    expect(app.location()).toBe(EDIT);
  });
});
