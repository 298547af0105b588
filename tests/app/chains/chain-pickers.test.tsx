import { configure, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adBrowserGateway, browserAd, openFilters } from '#tests/app/ad-browser/ad-browser-gateway';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

/** The last message of react-aria's polite live region (the page's announcer). */
const announced = () => [...document.querySelectorAll('[data-live-announcer] [aria-live="polite"] > *')].at(-1)?.textContent ?? '';

describe('chain pickers (issue 24 §2)', () => {
  it('ask the chain service a page of 20 at a time for what is typed, announce how many chains match, and pick one', async () => {
    const gw = adBrowserGateway([browserAd('51', 'Alpha Cereal')]);
    gw.chains = Array.from({ length: 45 }, (_, i) => ({ id: String(100 + i), label: `Harbor ${String(i + 1).padStart(3, '0')}` }));
    // The chain searches asked, as sent.
    const searches: URLSearchParams[] = [];
    const gateway = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
      if (url.pathname.endsWith('/chain/v1/chains')) searches.push(url.searchParams);
      return gateway(input, init);
    });
    const { user, dialog } = await openFilters(gw);
    await user.keyboard('harbor');
    await waitFor(() => expect(announced()).toBe('45 matches'));
    expect(Object.fromEntries(searches.at(-1)!)).toEqual({ label: 'harbor', limit: '20' });
    await user.keyboard(' 007');
    await waitFor(() => expect(announced()).toBe('1 match'));
    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = await within(dialog).findByRole('grid', { name: 'Chosen Chains' });
    expect(within(chosen).getByRole('row').textContent).toContain('Harbor 007');
  });
});
