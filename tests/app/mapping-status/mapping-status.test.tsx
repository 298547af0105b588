import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAPPING_TEXT, STUCK_AFTER_MS } from '#domain/mapping-status';
import { mappingInView } from '#app/features/mapping-status/current';
import { recordChanges, taskView } from '#server/repo/mapping';
import { mappingTask } from '#server/store/schema';
import { seedCampaign, seedCompany, seedOrder } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { scanAdBody, seedAd, seedAdWorld } from '#tests/app/support/seed-ads';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take more than a second.
configure({ asyncUtilTimeout: 5000 });
// flag v3: campaigns saved through /campaign/v3/ get a mapping task tree
const gw = realGateway();
beforeEach(() => gw.reset());

/** A v3 save of the campaign as it is: the gateway builds (or refreshes) its task tree, every task PENDING. */
async function saveThroughV3(campaignId: string) {
  const current = await gw.call('GET', `/campaign/v3/campaigns/${campaignId}`);
  const res = await gw.call('PUT', `/campaign/v3/campaigns/${campaignId}`, current.json, { 'If-Match': `"${current.json.version}"` });
  if (res.status !== 200) throw new Error(`saving the campaign through v3: ${res.status} ${JSON.stringify(res.json)}`);
}

/**
 * 'Harbor Spring' made through the API and saved through v3, so its tree is: the campaign → the
 * promoted product 'Product 0', the ad set 'Launch set' → the scan ad 'Scan me' → its image.
 */
async function mappedCampaign() {
  const w = await seedAdWorld(gw, { products: ['Product 0'], chains: [{ name: 'Fresh Mart' }], adSetName: 'Launch set', lineItems: [{ type: 'SCAN' }] });
  const format = { '@type': 'ProductScanFormat', promotedProductId: w.products['Product 0'], legacy: { bannerPriority: '2026-01-01' }, images: { main: { url: 'https://img.example/a.png' } } };
  const ad = await seedAd(gw, w, scanAdBody(w, 'Scan me', { format }));
  await saveThroughV3(w.campaignId);
  return { ...w, adId: ad.id };
}

type Verdict = { stateType: string; error?: string };

/**
 * What the mapping service says of the campaign's tasks, by task type, `ageMs` ago (their last ping
 * then too): stored on the tasks and recorded for the stream as the mapping worker stores its own
 * verdicts, so the portal hears them as it would hear the worker.
 */
async function report(campaignId: string, verdicts: Record<string, Verdict>, ageMs = 1000) {
  const at = new Date(Date.now() - ageMs);
  await gw.store.tx(async (db) => {
    const changed = [];
    for (const [type, v] of Object.entries(verdicts)) {
      const ofType = and(eq(mappingTask.campaignId, campaignId), eq(mappingTask.type, type));
      changed.push(...(await db.update(mappingTask).set({ stateType: v.stateType, error: v.error ?? null, updated: at, lastPingTime: at }).where(ofType).returning()));
    }
    await recordChanges(db, campaignId, changed.map(taskView));
  });
}

const FAILED: Record<string, Verdict> = {
  CAMPAIGN: { stateType: 'FAILURE', error: '1 of its 2 tasks failed' },
  AD_SET: { stateType: 'FAILURE', error: '1 of its 1 tasks failed' },
  AD: { stateType: 'FAILURE', error: 'Ad "Scan me" has no order line item' },
  IMAGE: { stateType: 'SUCCESS' },
  PROMOTED_PRODUCT: { stateType: 'SUCCESS' },
};
const SUCCEEDED = Object.fromEntries(Object.keys(FAILED).map((type) => [type, { stateType: 'SUCCESS' }]));

const streamsOf = (campaignId: string) => gw.calls.filter((c) => c.path === `/mapping/v1/campaigns/${campaignId}/stream`);
const retries = () => gw.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/mapping/'));

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: /^Mapping status/ });
  button.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Mapping status' });
}

describe('mapping status popup (flag v3)', () => {
  it('streams with the bearer-less local session, shows the task tree, colours, tooltips and the failed banner; retry is disabled after 2', async () => {
    const w = await mappedCampaign();
    const c = w.campaignId;
    await report(c, FAILED);
    const user = userEvent.setup();
    const app = renderApp(`/flightdeck/campaigns/view/${c}`);
    await waitFor(() => expect(streamsOf(c)).toHaveLength(1));
    expect(streamsOf(c)[0]!.headers.get('Accept')).toBe('text/event-stream');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mapping status/ }).textContent).toBe('Mapping status: Tasks failed'));
    const dialog = await openPopup(user);
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/campaigns/view/${c}?mapping=open`));
    const table = within(dialog).getByRole('treegrid', { name: 'Mapping tasks' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Type', 'Action', 'Last updated']);
    // issue 24 §5: a screen reader hears each task's level, place and expanded branch, not just an indent
    const tasks = within(table).getAllByRole('row').slice(1);
    expect(tasks.map((r) => [r.getAttribute('aria-level'), r.getAttribute('aria-expanded'), r.getAttribute('aria-posinset'), r.getAttribute('aria-setsize')])).toEqual([
      ['1', 'true', '1', '1'],
      ['2', null, '1', '2'],
      ['2', 'true', '2', '2'],
      ['3', 'true', '1', '1'],
      ['4', null, '1', '1'],
    ]);
    expect(within(tasks[4]!).getAllByRole('gridcell')).toHaveLength(5);
    // spec 1 §9 'MMM DD, YYYY h:mm:ss a', as the changelog shows it: 'am'/'pm', not 'AM'.
    expect(dialog.textContent).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2}:\d{2} [ap]m/);
    expect(dialog.textContent).not.toMatch(/\d{2}:\d{2} [AP]M/);
    expect(within(table).getByRole('link', { name: 'Launch set' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${c}/adsets/${w.adSetId}`);
    expect(within(table).getByRole('link', { name: 'Scan me' }).getAttribute('href')).toBe(`/flightdeck/campaigns/${c}/adsets/${w.adSetId}/ads/${w.adId}`);
    expect(within(table).queryByRole('link', { name: 'https://img.example/a.png' })).toBeNull();
    expect(within(table).getAllByText('SUCCESS').map((b) => b.className)).toEqual([expect.stringContaining('mapping-badge-success'), expect.stringContaining('mapping-badge-success')]);
    const failed = within(table).getByRole('button', { name: /FAILURE\. Error: Ad "Scan me" has no order line item/ });
    expect(failed.className).toContain('mapping-badge-error');
    expect(within(dialog).getAllByRole('status')[0]!.textContent).toContain(MAPPING_TEXT.failed);
    // palette: retry is offered for this campaign
    expect(mappingInView()).toMatchObject({ campaignId: c, retryable: true });
    const retry = () => within(dialog).getByRole('button', { name: 'Retry tasks' });
    retry().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(retries().map((r) => r.path)).toEqual([`/mapping/v1/tasks/mt-${c}/retry`]));
    expect(await within(dialog).findByText('1 task sent back for mapping')).toBeTruthy();
    // the gateway sent the failed tasks back: pending until the mapping service fails them again
    expect(await within(dialog).findByText(MAPPING_TEXT.pending)).toBeTruthy();
    await report(c, FAILED);
    await waitFor(() => expect(retry().hasAttribute('disabled')).toBe(false));
    retry().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(retries()).toHaveLength(2));
    expect(await within(dialog).findByText(MAPPING_TEXT.pending)).toBeTruthy();
    await report(c, FAILED);
    await waitFor(() => expect(retry().hasAttribute('disabled')).toBe(true));
    expect(mappingInView()?.retryable).toBe(false);
    // a change arrives: the ad is in progress again, then everything succeeds
    await report(c, { AD: { stateType: 'IN_PROGRESS' } }, 0);
    expect(await within(dialog).findByText(MAPPING_TEXT.inProgress)).toBeTruthy();
    await report(c, SUCCEEDED);
    expect(await within(dialog).findByText(MAPPING_TEXT.completed)).toBeTruthy();
    // Escape closes and gives focus back to the button
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Mapping status/));
  });

  it('says the task is stuck after 240000 ms without a ping, with Retry tasks', async () => {
    const { campaignId } = await mappedCampaign();
    // no task has pinged for longer than that
    const stuck = { ...SUCCEEDED, CAMPAIGN: { stateType: 'PENDING' }, AD_SET: { stateType: 'PENDING' }, AD: { stateType: 'IN_PROGRESS' } };
    await report(campaignId, stuck, STUCK_AFTER_MS + 1000);
    renderApp(`/flightdeck/campaigns/view/${campaignId}?mapping=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Mapping status' });
    expect(await within(dialog).findByText(MAPPING_TEXT.stuck)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry tasks' }).hasAttribute('disabled')).toBe(false);
  });

  it("shows 'Tasks not found' for a campaign without tasks, 'Tasks pending' when only pending", async () => {
    // saved through v1 only: no tree yet
    const company = await seedCompany(gw, 'Harbor Foods');
    const order = await seedOrder(gw, company.id, 'Spring order');
    const { id } = await seedCampaign(gw, 'Harbor Spring', company.id, [order.id]);
    renderApp(`/flightdeck/campaigns/view/${id}?mapping=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Mapping status' });
    expect(await within(dialog).findByText(MAPPING_TEXT.emptyTitle)).toBeTruthy();
    expect(within(dialog).getByText(MAPPING_TEXT.emptyBody)).toBeTruthy();
    await saveThroughV3(id);
    expect(await within(dialog).findByText(MAPPING_TEXT.pending)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retry tasks' })).toBeNull();
  });

  it("says 'Mapping status check not connected' when the stream answer is not OK", async () => {
    const { campaignId } = await mappedCampaign();
    // the gateway streams every stored campaign: its refusal is stood in
    gw.answerInstead('GET', /^\/mapping\/v1\/campaigns\/[^/]+\/stream$/, () => Response.json({ errorMsg: 'nope' }, { status: 503 }));
    renderApp(`/flightdeck/campaigns/view/${campaignId}?mapping=open`);
    const dialog = await screen.findByRole('dialog', { name: 'Mapping status' });
    expect(await within(dialog).findByText(MAPPING_TEXT.notConnected)).toBeTruthy();
  });

  it('aborts the stream when the campaign changes', async () => {
    const first = await mappedCampaign();
    const company = await seedCompany(gw, 'Acme Foods');
    const order = await seedOrder(gw, company.id, 'Autumn order');
    const second = await seedCampaign(gw, 'Autumn Push', company.id, [order.id]);
    const app = renderApp(`/flightdeck/campaigns/view/${first.campaignId}`);
    await waitFor(() => expect(streamsOf(first.campaignId)).toHaveLength(1));
    await app.history.push(`/flightdeck/campaigns/view/${second.id}`);
    await waitFor(() => expect(streamsOf(first.campaignId)[0]!.signal.aborted).toBe(true));
  });
});
