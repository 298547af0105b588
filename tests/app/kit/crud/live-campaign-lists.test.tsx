import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { scanAdBody, seedAd, seedAdWorld, seedProduct } from '#tests/app/support/seed-ads';

const gw = realGateway();
beforeEach(() => gw.reset());

const announced = (text: string) => waitFor(() => expect(document.body.textContent).toContain(text), { timeout: 5_000 });

/** The campaign's lists that are not list screens of their own kind (issue 28 §3): they stay live too. */
describe("a campaign's live lists", () => {
  it('the promoted products list shows a product added elsewhere, and says the list was updated', async () => {
    const w = await seedAdWorld(gw);
    renderApp(`/flightdeck/campaigns/${w.campaignId}/topics`);
    const grid = await screen.findByRole('grid', { name: /Promoted products/i }, { timeout: 5_000 });
    await within(grid).findByText('Oat Crunch');
    await seedProduct(gw, w.campaignId, 'Honey Rings', 7);
    await within(grid).findByText('Honey Rings', {}, { timeout: 5_000 });
    await announced('Topic list updated');
  });

  it("the ad set list shows an ad added elsewhere in its set's section, and says the list was updated", async () => {
    const w = await seedAdWorld(gw);
    renderApp(`/flightdeck/campaigns/${w.campaignId}/adsets?selected=${w.adSetId}`);
    await screen.findAllByText('Main set', {}, { timeout: 5_000 });
    await seedAd(gw, w, scanAdBody(w, 'Scan to save live'));
    await screen.findByText('Scan to save live', {}, { timeout: 5_000 });
    await announced('Ad set list updated');
  });
});
