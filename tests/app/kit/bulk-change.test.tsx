import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { POST_SCAN_MESSAGES } from '#domain/ad/scan-links';
import { CAMPAIGN_RULES } from '#domain/campaign';
import { BULK_END_DATE_MESSAGES } from '#domain/bulk-change';
import { paletteOpenAtom } from '#app/ui/palette-open';
import { singleKeyShortcutsAtom } from '#app/ui/single-keys';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { type AdWorld, bannerAdBody, postScanVideoBody, scanAdBody, seedAds, seedAdWorld } from '#tests/app/support/seed-ads';

// The whole app renders per test, over the real gateway; on two busy cores a screen can take seconds.
configure({ asyncUtilTimeout: 8000 });

const gw = realGateway();
let w: AdWorld;
beforeEach(async () => {
  await gw.reset();
  // running until 2035: the end dates these tests set lie within it
  w = await seedAdWorld(gw, { campaign: { endDate: '2035-12-31T07:59:00Z[UTC]' } });
});
afterEach(() => {
  getDefaultStore().set(singleKeyShortcutsAtom, true);
  // A test that fails with the palette open leaves it closed for the next.
  getDefaultStore().set(paletteOpenAtom, false);
});

const BROWSER = '/flightdeck/adBrowser';
const banners = (n: number, from = 1) => Array.from({ length: n }, (_, i) => bannerAdBody(w, `Banner ${String(from + i).padStart(2, '0')}`));
const endOf = async (id: string) =>
  ((await gw.call('GET', `/ad/v1/ads/${id}`)).json.constraints as { '@type': string; endTimestamp?: string }[] | undefined)?.find((c) => c['@type'] === 'DateRangeConstraint')?.endTimestamp;

/** The ad browser with its rows on screen; answers the grid and its body rows. */
async function openBrowser() {
  const user = userEvent.setup();
  renderApp(BROWSER);
  const grid = await screen.findByRole('grid', { name: 'Ad Browser' });
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
  const rows = () => within(grid).getAllByRole('row').slice(1);
  return { user, grid, rows };
}
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const status = () => document.querySelector('.selection-count')!;
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;

/** Runs a palette command by its title; answers the option run. */
async function runCommand(user: ReturnType<typeof userEvent.setup>, typed: string, title: string | RegExp) {
  await user.keyboard('{Control>}k{/Control}');
  await user.keyboard(typed);
  const option = await screen.findByRole('option', { name: title });
  await waitFor(() => expect(option.getAttribute('aria-selected')).toBe('true'));
  await user.keyboard('{Enter}');
}

describe('multi-selection in a list (issue 28 §2)', () => {
  it('Space and x toggle the focused row, Shift+J extends, Escape clears; a polite live region counts', async () => {
    await seedAds(gw, w, banners(3));
    const { user, rows } = await openBrowser();
    expect(status().getAttribute('role')).toBe('status');
    expect(status().getAttribute('aria-live')).toBe('polite');
    expect(status().textContent).toBe('');
    rows()[0]!.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
    expect(checkbox('Banner 01').checked).toBe(true);
    await user.keyboard('{Shift>}j{/Shift}');
    await waitFor(() => expect(status().textContent).toBe('2 selected'));
    expect(checkbox('Banner 02').checked).toBe(true);
    expect(checkbox('Banner 03').checked).toBe(false);
    // Focus moved with the extension: x toggles Banner 02 off again.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Banner 02'));
    await user.keyboard('x');
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
    expect(checkbox('Banner 02').checked).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(status().textContent).toBe(''));
    expect(checkbox('Banner 01').checked).toBe(false);
    // Shift+K extends up the list.
    rows()[2]!.focus();
    await user.keyboard('{Shift>}k{/Shift}');
    await waitFor(() => expect(status().textContent).toBe('2 selected'));
    expect([checkbox('Banner 01').checked, checkbox('Banner 02').checked, checkbox('Banner 03').checked]).toEqual([false, true, true]);
  });

  it('x is a single-key shortcut: switched off, it toggles nothing (Space still does)', async () => {
    await seedAds(gw, w, banners(2));
    getDefaultStore().set(singleKeyShortcutsAtom, false);
    const { user, rows } = await openBrowser();
    rows()[0]!.focus();
    await user.keyboard('x');
    expect(status().textContent).toBe('');
    await user.keyboard(' ');
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
  });

  it("Mod+A selects the page, and 'Select all N matching' every ad of the search across pages", async () => {
    await seedAds(gw, w, banners(52));
    const { user, rows } = await openBrowser();
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching$/ })).toBeNull();
    rows()[0]!.focus();
    await user.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(status().textContent).toBe('50 selected'));
    await user.click(screen.getByRole('button', { name: 'Select all 52 matching' }));
    await waitFor(() => expect(status().textContent).toBe('52 selected'));
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching$/ })).toBeNull();
    // A new search starts with nothing selected.
    await user.click(screen.getByRole('searchbox', { name: /Search/ }));
    await user.keyboard('Banner 5');
    await waitFor(() => expect(status().textContent).toBe(''));
  });

  it('mouse users pick rows with checkboxes, and the page with the header checkbox', async () => {
    await seedAds(gw, w, banners(3));
    const { user } = await openBrowser();
    await user.click(checkbox('Banner 02'));
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
    const page = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    expect(page.indeterminate).toBe(true);
    await user.click(page);
    await waitFor(() => expect(status().textContent).toBe('3 selected'));
    await user.click(page);
    await waitFor(() => expect(status().textContent).toBe(''));
  });
});

describe("multi-selection in an ad set's ads (issue 28 §2)", () => {
  it('x and Space toggle the ad of the focused row, Shift+J extends to the next, Mod+A picks every ad of the set; the palette offers the bulk commands', async () => {
    await seedAds(gw, w, banners(3));
    const user = userEvent.setup();
    renderApp(`/flightdeck/campaigns/${w.campaignId}/adsets`);
    const table = await screen.findByRole('table', { name: 'Ads of Main set' });
    await within(table).findByRole('link', { name: 'Banner 01' });
    within(table).getByRole('link', { name: 'Banner 01' }).focus();
    await user.keyboard('x');
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
    await user.keyboard('{Shift>}j{/Shift}');
    await waitFor(() => expect(status().textContent).toBe('2 selected'));
    expect(document.activeElement?.textContent).toBe('Banner 02');
    expect(checkbox('Banner 03').checked).toBe(false);
    await user.keyboard(' ');
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
    await user.keyboard('{Control>}a{/Control}');
    await waitFor(() => expect(status().textContent).toBe('3 selected'));
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('able');
    expect(await screen.findByRole('option', { name: 'Disable 3 ads' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(status().textContent).toBe(''));
  });
});

describe('bulk commands on the selection (issue 28 §2)', () => {
  it("offers Enable and Disable only when every selected ad's format may be toggled, with the count in the title", async () => {
    await seedAds(gw, w, [bannerAdBody(w, 'Banner 01'), scanAdBody(w, 'Scan 01')]);
    const { user } = await openBrowser();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('ad');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('option', { name: /Enable|Disable|Set end date of|Resend event for/ })).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(checkbox('Banner 01'));
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('able');
    expect(await screen.findByRole('option', { name: 'Enable 1 ad' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Disable 1 ad' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await user.click(checkbox('Scan 01'));
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('2 ads');
    expect(await screen.findByRole('option', { name: 'Set end date of 2 ads…' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Enable 2 ads|Disable 2 ads/ })).toBeNull();
    await user.keyboard('{Escape}');
  });

  it("'Set end date of 2 ads…' checks the Pacific date as typed, ends both in one request, and Undo puts them back", async () => {
    const ids = await seedAds(gw, w, banners(2));
    const { user, rows } = await openBrowser();
    rows()[0]!.focus();
    await user.keyboard(' {Shift>}j{/Shift}');
    await waitFor(() => expect(status().textContent).toBe('2 selected'));
    await runCommand(user, 'set end date', 'Set end date of 2 ads…');
    await user.keyboard('someday');
    expect(await screen.findByRole('option', { name: `End date (Pacific time): someday. ${BULK_END_DATE_MESSAGES.format}` })).toBeTruthy();
    await user.keyboard('{Control>}a{/Control}{Backspace}2020-01-01 9:00 AM');
    expect(await screen.findByRole('option', { name: `End date (Pacific time): 2020-01-01 9:00 AM. ${CAMPAIGN_RULES.endInPast}` })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(gw.calls.filter((c) => c.path.endsWith(':bulkSetEndDate'))).toHaveLength(0);
    await user.keyboard('{Control>}a{/Control}{Backspace}2030-06-30 11:59 PM{Enter}');
    expect(await within(notifications()).findByText('Ended 2 ads')).toBeTruthy();
    const writes = gw.calls.filter((c) => c.path.endsWith(':bulkSetEndDate'));
    expect(writes).toHaveLength(1);
    expect(writes[0]!.body).toEqual({ adIds: ids, endDate: '2030-07-01T06:59:00Z[UTC]' });
    expect(await endOf(ids[0]!)).toBe('2030-07-01T06:59:00Z[UTC]');
    expect(await endOf(ids[1]!)).toBe('2030-07-01T06:59:00Z[UTC]');

    await user.click(within(notifications()).getByRole('button', { name: 'Undo' }));
    expect(await within(notifications()).findByText('Undone: 2 ads')).toBeTruthy();
    expect(await endOf(ids[0]!)).toBeUndefined();
    expect(await endOf(ids[1]!)).toBeUndefined();
  });

  it('a refusal changes nothing and lists each record and field in words', async () => {
    const [banner, video] = await seedAds(gw, w, [bannerAdBody(w, 'Banner 01'), postScanVideoBody(w, 'Video 01')]);
    const { user } = await openBrowser();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await waitFor(() => expect(status().textContent).toBe('2 selected'));
    await runCommand(user, 'set end date', 'Set end date of 2 ads…');
    await user.keyboard('2030-06-30{Enter}');
    expect(await within(notifications()).findByText(`Nothing changed: 1 ad refused: Ad ${video}, Constraints: ${POST_SCAN_MESSAGES.noDates}`)).toBeTruthy();
    expect(await endOf(banner!)).toBeUndefined();
  });

  it("'Add tag to 1 campaign…' tags the selected campaign of the campaign list", async () => {
    const user = userEvent.setup();
    renderApp('/flightdeck/campaigns');
    const grid = await screen.findByRole('grid', { name: 'Campaigns' });
    await within(grid).findByText('Harbor Spring');
    await user.click(checkbox('Harbor Spring'));
    await waitFor(() => expect(status().textContent).toBe('1 selected'));
    await runCommand(user, 'add tag', 'Add tag to 1 campaign…');
    await user.keyboard('gold{Enter}');
    expect(await within(notifications()).findByText('Tagged 1 campaign')).toBeTruthy();
    expect((await gw.call('GET', `/campaign/v3/campaigns/${w.campaignId}`)).json.tags).toContain('gold');
  });
});
