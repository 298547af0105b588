import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_REDIRECT_KEY } from '#app/auth/session';
import { ErrorBoundary } from '#app/shell/ErrorBoundary';
import { ErrorPage } from '#app/shell/ErrorPage';
import { someOrders } from '#tests/app/support/orders';
import { realGateway } from '#tests/app/support/real-gateway';
import { renderApp } from '#tests/app/support/render-app';
import { shownAndNamed } from '#tests/app/support/label-in-name';

const gw = realGateway();
beforeEach(() => gw.reset());

describe('app shell', () => {
  it('has the side navigation with the six links, the logo, the version, the avatar and first role', async () => {
    renderApp();
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['FD Flight Deck', '/flightdeck/campaigns'],
      ['CaCampaigns', '/flightdeck/campaigns'],
      ['OrOrders', '/flightdeck/orders'],
      ['CoCompanies', '/flightdeck/companies'],
      ['ChChains', '/flightdeck/chains'],
      ['AdAd Browser', '/flightdeck/adBrowser'],
      ['LogChangelog', '/flightdeck/history'],
    ]);
    // The logo's name starts with all it shows, its mark too (axe-core's label-content-name-mismatch).
    const logo = within(nav).getByRole('link', { name: 'FD Flight Deck, go to Campaigns' });
    const { shown, named } = shownAndNamed(logo, 'link');
    expect(named).toEqual(shown);
    // The compact navigation shows only the glyph: it is part of the link's name (WCAG 2.5.3 Label in Name).
    for (const link of within(nav).getAllByRole('link').slice(1)) {
      const glyph = link.querySelector('.side-nav-glyph')!.textContent!.toLowerCase();
      expect(link.textContent!.slice(glyph.length).toLowerCase()).toContain(glyph);
    }
    expect(within(nav).getByText('v3.8.74')).toBeTruthy();
    expect(within(nav).getByText('LO')).toBeTruthy();
    expect(nav.querySelector('.user-email')?.textContent).toBe('local');
    expect(within(nav).getByText('sk_engineering')).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Campaigns' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Campaigns · Flight Deck'));
  });

  it('confirms Log Out in the spec’s dialog, from the keyboard', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    sessionStorage.setItem(PENDING_REDIRECT_KEY, '/flightdeck/orders');
    const user = userEvent.setup();
    renderApp();
    const logOut = await screen.findByRole('button', { name: 'Log Out' });
    logOut.focus();
    await user.keyboard('{Enter}');
    // The question is the dialog's description: a screen reader reads it with the title.
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out of Flight Deck?', description: 'Are you sure you would like to log out?' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(logOut);
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    while (document.activeElement?.textContent !== 'Confirm') await user.tab();
    await user.keyboard('{Enter}');
    expect(sessionStorage.getItem(PENDING_REDIRECT_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/flightdeck/');
  });

  it('sends any other path to /', async () => {
    const app = renderApp('/flightdeck/no/such/screen');
    await screen.findByRole('heading', { name: 'Campaigns', level: 1 });
    await waitFor(() => expect(app.history.location.pathname).toBe('/flightdeck/'));
  });

  it('shows the loading screen until the flags are in, and carries on with defaults when they fail', async () => {
    // the flags call held, then its connection lost
    const flags = gw.hold('GET', /^\/config\/v1\/flags$/);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp();
    expect(screen.getByRole('progressbar', { name: 'Loading. Please wait...' })).toBeTruthy();
    await waitFor(() => expect(gw.calls.some((c) => c.path === '/config/v1/flags')).toBe(true));
    act(() => flags.drop());
    await screen.findByRole('heading', { name: 'Campaigns', level: 1 });
    // Defaults outside prod, stage and dev: the v3 campaign service.
    await waitFor(() => expect(gw.calls.some((c) => c.path === '/campaign/v3/campaigns/')).toBe(true));
  });

  // The product crumbs are checked by e2e/campaign-topics.spec.ts, the ad set ones by tests/app/ad-sets/ad-set-form.test.tsx.
  it.each([
    ['/flightdeck/campaigns/new', 'Create Campaign'],
    ['/flightdeck/campaigns/700/adsets/500/ads/new', 'Create Ad'],
  ])('names %s in the breadcrumb bar and the tab title as the specs do: %s', async (path, title) => {
    renderApp(path);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(crumbs).getByText(title).getAttribute('aria-current')).toBe('page'));
    expect(document.title).toBe(`${title} · Flight Deck`);
  });

  it("names the record on screen in the tab title, and only while it is on screen", async () => {
    const { orders } = await someOrders(gw, 2);
    const app = renderApp(`/flightdeck/orders/${orders[1]}`);
    await screen.findByRole('heading', { name: /Order 01/ });
    await waitFor(() => expect(document.title).toBe('Order 01 · Insertion Order · Flight Deck'));
    app.history.push('/flightdeck/orders');
    await waitFor(() => expect(document.title).toBe('Orders · Flight Deck'));
  });

  it("gives the breadcrumb bar its 'scrolled' style past 35 px", async () => {
    renderApp();
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const header = crumbs.closest('header')!;
    expect(header.className).not.toContain('scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 36, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.className).toContain('scrolled');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 35, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.className).not.toContain('scrolled');
    expect(within(crumbs).getByText('Campaigns').getAttribute('aria-current')).toBe('page');
  });
});

describe('error page', () => {
  it("is titled 'Sorry, unexpected error' and shows the logged message", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Campaign details failed to load');
    render(<ErrorPage error={error} />);
    expect(screen.getByRole('heading', { name: 'Sorry, unexpected error' })).toBeTruthy();
    expect(screen.getByText('Campaign details failed to load')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(error);
  });
});

describe('error boundary', () => {
  it('ends anything that throws outside a route on the error page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('Router failed to start');
    };
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, unexpected error' })).toBeTruthy();
    expect(screen.getByText('Router failed to start')).toBeTruthy();
  });
});
