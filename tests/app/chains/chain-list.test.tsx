import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import newChain from '#commands/new-chain';
import searchChains from '#commands/search-chains';
import { CHAIN_DISABLED_END } from '#domain/chain';
import { commandContext } from '#tests/app/support/command-context';
import { renderApp } from '#tests/app/support/render-app';
import { seedChains } from '#tests/app/support/chains';
import { realGateway } from '#tests/app/support/real-gateway';

const gw = realGateway();
beforeEach(() => gw.reset());

const headers = (grid: HTMLElement) => within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));

/** Harbor Market, Acme Online, Corner Grocer and Harbor Pharmacy, as stored; answers their ids in that order. */
async function someChains() {
  const docs = await seedChains(
    gw,
    { name: 'Harbor Market', supports_online_store: true, online_store_web_url: 'https://harbor.example', priority: '2026-03-01', loyalty_program_ids: ['VISA', 'MASTERCARD'], chain_aliases: ['Harbor'] },
    { name: 'Acme Online', supports_online_store: true, online_store_web_url: 'https://acme.example', enabled_end_time: CHAIN_DISABLED_END },
    { name: 'Corner Grocer', supports_online_store: false, loyalty_program_ids: ['VISA'] },
    { name: 'Harbor Pharmacy', supports_online_store: false },
  );
  return docs.map((d) => d.chain.chain_id);
}
/** The portal's reads of the chain list in this test. */
const listReads = () => gw.calls.filter((c) => c.method === 'GET' && c.path === '/chain/v1/chains');

describe('chains list', () => {
  it('shows the Online tab with Name, Status, Priority and Loyalty Programs; the Offline tab has no Priority', async () => {
    await someChains();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains');
    const grid = await screen.findByRole('grid', { name: 'Chains: Online' }, { timeout: 5_000 });
    expect(headers(grid)).toEqual(['Name', 'Status', 'Priority', 'Loyalty Programs']);
    await waitFor(() => expect(within(grid).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Acme OnlineDisabled', 'Harbor MarketActive2026-03-01Visa, Mastercard']));
    expect(screen.getByRole('link', { name: 'New Chain' }).getAttribute('href')).toBe('/flightdeck/chains/new');
    expect(listReads().some((r) => r.search.get('online') === 'true')).toBe(true);

    screen.getByRole('tab', { name: 'Online' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/chains?tab=offline'));
    const offline = await screen.findByRole('grid', { name: 'Chains: Offline' });
    expect(headers(offline)).toEqual(['Name', 'Status', 'Loyalty Programs']);
    await waitFor(() => expect(within(offline).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Corner GrocerActiveVisa', 'Harbor PharmacyActive']));
  });

  it('searches by label on the server, with the term in the URL', async () => {
    await someChains();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains?tab=offline');
    const grid = await screen.findByRole('grid', { name: 'Chains: Offline' });
    await user.click(screen.getByRole('searchbox', { name: 'Search chain' }));
    await user.keyboard('harbor');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/chains?tab=offline&q=harbor'));
    expect(await screen.findByText('1 results found for "harbor"')).toBeTruthy();
    expect(within(grid).queryByText('Corner Grocer')).toBeNull();
    expect(listReads().some((r) => r.search.get('label') === 'harbor' && r.search.get('online') === 'false')).toBe(true);
  });

  it("sorts by the Status column (the disabled flag) on the server, and says 'No records found' when none match", async () => {
    await someChains();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains');
    const grid = await screen.findByRole('grid', { name: 'Chains: Online' });
    within(grid).getByRole('button', { name: /Status/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/flightdeck/chains?sort=status'));
    await waitFor(() => expect(within(grid).getAllByRole('row')[1]!.textContent).toContain('Harbor Market'));
    expect(listReads().some((r) => r.search.get('sort') === 'status')).toBe(true);
    await user.click(screen.getByRole('searchbox', { name: 'Search chain' }));
    await user.keyboard('nothing like this');
    expect(await screen.findByText('No records found')).toBeTruthy();
  });

  it('previews the selected chain beside the list (j moves), and Enter opens it', async () => {
    const [harbor] = await someChains();
    const user = userEvent.setup();
    const app = renderApp('/flightdeck/chains');
    const grid = await screen.findByRole('grid', { name: 'Chains: Online' });
    within(grid).getAllByRole('row')[1]!.focus();
    await user.keyboard('jj');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/chains?selected=${harbor}`));
    const pane = await screen.findByRole('complementary', { name: 'Chain summary' });
    expect(within(pane).getByRole('heading', { name: 'Harbor Market' })).toBeTruthy();
    expect(await within(pane).findByText('https://harbor.example')).toBeTruthy();
    expect(within(pane).getByText('Harbor')).toBeTruthy();
    expect(within(pane).getByRole('link', { name: 'Edit chain' }).getAttribute('href')).toBe(`/flightdeck/chains/${harbor}`);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe(`/flightdeck/chains/${harbor}`));
    expect(await screen.findByRole('heading', { name: 'Edit chain: Harbor Market' })).toBeTruthy();
  });
});

describe('chain commands', () => {
  const ctx = (url: string) => commandContext(url);

  it("'New chain' goes to /chains/new and ranks first on the chains list", () => {
    const c = ctx('/chains');
    expect(newChain.onScreen?.(c)).toBe(true);
    expect(newChain.onScreen?.(ctx('/orders'))).toBe(false);
    newChain.run(c, {});
    expect(c.navigated().at(-1)).toBe('/chains/new');
  });

  it("'Search chains' asks for a name and opens the list searched by it", () => {
    const c = ctx('/campaigns');
    expect(searchChains.args?.map((a) => a.name)).toEqual(['term']);
    searchChains.run(c, { term: 'harbor' });
    expect(c.navigated().at(-1)).toBe('/chains?q=harbor');
  });
});
