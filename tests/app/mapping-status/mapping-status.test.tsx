import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAPPING_TEXT, STUCK_AFTER_MS } from '#domain/mapping-status';
import { mappingInView } from '#app/features/mapping-status/current';
import { renderApp } from '#tests/app/support/render-app';
import { sse, summaryGateway } from '#tests/app/campaign-summary/summary-gateway';

afterEach(() => vi.unstubAllGlobals());

const utc = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().replace(/\.\d{3}Z$/, 'Z') + '[UTC]';
const tree = (state: { root: string; set: string; ad: string; ageMs?: number }) => {
  const t = utc(state.ageMs ?? 1000);
  return {
    id: 'mt-9001', name: 'Harbor Spring', type: 'CAMPAIGN', action: 'CREATE', stateType: state.root, updated: t, lastPingTime: t,
    tasks: [
      { id: 'mt-9001-s31', parentId: 'mt-9001', name: 'Launch set', type: 'AD_SET', action: 'CREATE', stateType: state.set, updated: t, lastPingTime: t, error: state.set === 'FAILURE' ? '1 of its 1 tasks failed' : null, tasks: [
        { id: 'mt-9001-a41', parentId: 'mt-9001-s31', name: 'Scan me', type: 'AD', action: 'CREATE', stateType: state.ad, updated: t, lastPingTime: t, error: state.ad === 'FAILURE' ? 'Ad "Scan me" has no order line item' : null, tasks: [
          { id: 'mt-9001-a41-iabc', parentId: 'mt-9001-a41', name: 'https://img.example/a.png', type: 'IMAGE', action: 'CREATE', stateType: 'SUCCESS', updated: t, lastPingTime: t },
        ] },
      ] },
    ],
  };
};

async function openPopup(user: ReturnType<typeof userEvent.setup>) {
  const button = await screen.findByRole('button', { name: /^Mapping status/ });
  button.focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Mapping status' });
}

describe('mapping status popup (flag v3)', () => {
  it('streams with the bearer-less local session, shows the task tree, colours, tooltips and the failed banner; retry is disabled after 2', async () => {
    const gw = summaryGateway('v3');
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/campaigns/view/9001');
    await waitFor(() => expect(gw.streams).toHaveLength(1));
    const streamReq = gw.requests.find((r) => r.url.endsWith('/mapping/v1/campaigns/9001/stream'))!;
    expect(streamReq.headers.get('Accept')).toBe('text/event-stream');
    gw.streams[0]!.push(sse('tree', tree({ root: 'FAILURE', set: 'FAILURE', ad: 'FAILURE' }), '7'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Mapping status/ }).textContent).toBe('Mapping status: Tasks failed'));
    const dialog = await openPopup(user);
    await waitFor(() => expect(app.location()).toBe('/flightdeck/campaigns/view/9001?mapping=open'));
    const table = within(dialog).getByRole('treegrid', { name: 'Mapping tasks' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Type', 'Action', 'Last updated']);
    // issue 24 §5: a screen reader hears each task's level, place and expanded branch, not just an indent
    const tasks = within(table).getAllByRole('row').slice(1);
    expect(tasks.map((r) => [r.getAttribute('aria-level'), r.getAttribute('aria-expanded'), r.getAttribute('aria-posinset'), r.getAttribute('aria-setsize')])).toEqual([
      ['1', 'true', '1', '1'],
      ['2', 'true', '1', '1'],
      ['3', 'true', '1', '1'],
      ['4', null, '1', '1'],
    ]);
    expect(within(tasks[3]!).getAllByRole('gridcell')).toHaveLength(5);
    // spec 1 §9 'MMM DD, YYYY h:mm:ss a', as the changelog shows it: 'am'/'pm', not 'AM'.
    expect(dialog.textContent).toMatch(/[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2}:\d{2} [ap]m/);
    expect(dialog.textContent).not.toMatch(/\d{2}:\d{2} [AP]M/);
    expect(within(table).getByRole('link', { name: 'Launch set' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001/adsets/31');
    expect(within(table).getByRole('link', { name: 'Scan me' }).getAttribute('href')).toBe('/flightdeck/campaigns/9001/adsets/31/ads/41');
    expect(within(table).queryByRole('link', { name: 'https://img.example/a.png' })).toBeNull();
    expect(within(table).getByText('SUCCESS').className).toContain('mapping-badge-success');
    const failed = within(table).getByRole('button', { name: /FAILURE\. Error: Ad "Scan me" has no order line item/ });
    expect(failed.className).toContain('mapping-badge-error');
    expect(within(dialog).getAllByRole('status')[0]!.textContent).toContain(MAPPING_TEXT.failed);
    // palette: retry is offered for this campaign
    expect(mappingInView()).toMatchObject({ campaignId: '9001', retryable: true });
    const retry = within(dialog).getByRole('button', { name: 'Retry tasks' });
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gw.requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/flightdeck/services/mapping/v1/tasks/mt-9001/retry']));
    expect(await within(dialog).findByText('1 task sent back for mapping')).toBeTruthy();
    await waitFor(() => expect(retry.hasAttribute('disabled')).toBe(false));
    retry.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gw.requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    await waitFor(() => expect(retry.hasAttribute('disabled')).toBe(true));
    expect(mappingInView()?.retryable).toBe(false);
    // a change arrives: the ad is pending again, then everything succeeds
    gw.streams[0]!.push(sse(undefined, { id: 'mt-9001-a41', parentId: 'mt-9001-s31', name: 'Scan me', type: 'AD', action: 'UPDATE', stateType: 'IN_PROGRESS', state: { type: 'IN_PROGRESS' }, updated: utc(0), lastPingTime: utc(0) }, '8'));
    expect(await within(dialog).findByText(MAPPING_TEXT.inProgress)).toBeTruthy();
    gw.streams[0]!.push(sse('reset', tree({ root: 'SUCCESS', set: 'SUCCESS', ad: 'SUCCESS' }), '12'));
    expect(await within(dialog).findByText(MAPPING_TEXT.completed)).toBeTruthy();
    // Escape closes and gives focus back to the button
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Mapping status/));
  });

  it('says the task is stuck after 240000 ms without a ping, with Retry tasks', async () => {
    const gw = summaryGateway('v3');
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns/view/9001?mapping=open');
    await waitFor(() => expect(gw.streams).toHaveLength(1));
    gw.streams[0]!.push(sse('tree', tree({ root: 'PENDING', set: 'PENDING', ad: 'IN_PROGRESS', ageMs: STUCK_AFTER_MS + 1000 }), '3'));
    const dialog = await screen.findByRole('dialog', { name: 'Mapping status' });
    expect(await within(dialog).findByText(MAPPING_TEXT.stuck)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Retry tasks' }).hasAttribute('disabled')).toBe(false);
    void user;
  });

  it("shows 'Tasks not found' for a campaign without tasks, 'Tasks pending' when only pending", async () => {
    const gw = summaryGateway('v3');
    renderApp('/flightdeck/campaigns/view/9001?mapping=open');
    await waitFor(() => expect(gw.streams).toHaveLength(1));
    gw.streams[0]!.push(sse('tree', { campaignId: '9001', type: 'CAMPAIGN', state: { type: 'UNCHANGED' }, tasks: [] }, '0'));
    const dialog = await screen.findByRole('dialog', { name: 'Mapping status' });
    expect(await within(dialog).findByText(MAPPING_TEXT.emptyTitle)).toBeTruthy();
    expect(within(dialog).getByText(MAPPING_TEXT.emptyBody)).toBeTruthy();
    gw.streams[0]!.push(sse(undefined, { id: 'mt-9001', name: 'Harbor Spring', type: 'CAMPAIGN', action: 'CREATE', stateType: 'PENDING', updated: utc(0) }, '1'));
    expect(await within(dialog).findByText(MAPPING_TEXT.pending)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Retry tasks' })).toBeNull();
  });

  it("says 'Mapping status check not connected' when the stream answer is not OK", async () => {
    const gw = summaryGateway('v3');
    gw.streamStatus = 503;
    renderApp('/flightdeck/campaigns/view/9001?mapping=open');
    const dialog = await screen.findByRole('dialog', { name: 'Mapping status' });
    expect(await within(dialog).findByText(MAPPING_TEXT.notConnected)).toBeTruthy();
  });

  it('aborts the stream when the campaign changes', async () => {
    const gw = summaryGateway('v3');
    const app = renderApp('/flightdeck/campaigns/view/9001');
    await waitFor(() => expect(gw.streams).toHaveLength(1));
    const first = gw.requests.find((r) => r.url.includes('/stream'))!;
    await app.history.push('/flightdeck/campaigns/view/9002');
    await waitFor(() => expect(first.signal.aborted).toBe(true));
  });

  it('offers no mapping UI with flag v1', async () => {
    const gw = summaryGateway('v1');
    renderApp('/flightdeck/campaigns/view/9001?mapping=open');
    await screen.findByRole('heading', { level: 1, name: 'Harbor Spring' });
    expect(screen.queryByRole('button', { name: /Mapping status/ })).toBeNull();
    expect(gw.requests.some((r) => r.url.includes('/stream'))).toBe(false);
  });
});
