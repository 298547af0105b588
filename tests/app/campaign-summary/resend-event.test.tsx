import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import resendCampaignEvent from '#commands/resend-campaign-event';
import { tabTo } from '#tests/app/insertion-orders/keyboard';
import { commandContext } from '#tests/app/support/command-context';
import { seedCampaign, seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';

configure({ asyncUtilTimeout: 5000 });
// as develop, stage and production run: campaign service v1
const gw = realGateway({ appEnv: 'dev' });
beforeEach(() => gw.reset());

const ctx = (url: string, roles: readonly string[]) => commandContext(url, { roles });

describe('resend campaign event', () => {
  it('is a palette command on a campaign summary, for privileged roles only, that opens the popup', () => {
    expect(resendCampaignEvent.when?.(ctx('/campaigns/view/9001', ['sk_account_manager']))).toBe(false);
    expect(resendCampaignEvent.when?.(ctx('/campaigns/view/9001', []))).toBe(true); // no roles: allowed (spec 1 §6)
    expect(resendCampaignEvent.when?.(ctx('/campaigns/9001', ['sk_product']))).toBe(false);
    const c = ctx('/campaigns/view/9001', ['sk_product']);
    expect(resendCampaignEvent.when?.(c)).toBe(true);
    resendCampaignEvent.run(c, {});
    expect(c.navigated().at(-1)).toBe('/campaigns/view/9001?dialog=resend');
  });

  it('opens from the URL and from its button, and resends the campaign’s event, UPDATE unless CREATE is chosen', { timeout: 60_000 }, async () => {
    const company = await seedCompany(gw, 'Harbor Foods');
    const order = await seedOrder(gw, company.id, 'Spring order');
    const campaign = (await seedCampaign(gw, 'Harbor Spring', company.id, [order.id])).id;
    const SUMMARY = `/flightdeck/campaigns/view/${campaign}`;
    const user = userEvent.setup();
    const app = renderApp(`${SUMMARY}?dialog=resend`);
    await screen.findByRole('dialog', { name: 'Resend the event of this campaign?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe(SUMMARY);

    await screen.findByRole('heading', { level: 1, name: 'Harbor Spring' });
    await tabTo(user, 'Resend Event');
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Resend the event of this campaign?' });
    await tabTo(user, 'Resend');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Event sent successfully.')).toBeTruthy();
    const puts = gw.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.path, c.search.get('eventType')])).toEqual([[`/campaign/v1/campaigns/${campaign}/event`, 'UPDATE']]);
    expect(app.location()).toBe(SUMMARY);
  });
});
