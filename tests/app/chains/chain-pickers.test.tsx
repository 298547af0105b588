import { configure, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openFilters } from '#tests/app/ad-browser/filters';
import { realGateway } from '#tests/app/support/real-gateway';
import { scanAdBody, seedAd, seedAdWorld, seedChain } from '#tests/app/support/seed-ads';

configure({ asyncUtilTimeout: 5000 });
const gw = realGateway();
beforeEach(() => gw.reset());

/** The last message of react-aria's polite live region (the page's announcer). */
const announced = () => [...document.querySelectorAll('[data-live-announcer] [aria-live="polite"] > *')].at(-1)?.textContent ?? '';

describe('chain pickers (issue 24 §2)', () => {
  it('ask the chain service a page of 20 at a time for what is typed, announce how many chains match, and pick one', async () => {
    const w = await seedAdWorld(gw, { chains: [{ name: 'Fresh Mart' }] });
    await seedAd(gw, w, scanAdBody(w, 'Alpha Cereal'));
    for (let i = 1; i <= 45; i++) await seedChain(gw, `Harbor ${String(i).padStart(3, '0')}`);
    const { user, dialog } = await openFilters();
    // The chain searches asked, as sent.
    const searches = () => gw.calls.filter((c) => c.path === '/chain/v1/chains').map((c) => c.search);
    await user.keyboard('harbor');
    await waitFor(() => expect(announced()).toBe('45 matches'));
    expect(Object.fromEntries(searches().at(-1)!)).toEqual({ label: 'harbor', limit: '20' });
    await user.keyboard(' 007');
    await waitFor(() => expect(announced()).toBe('1 match'));
    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = await within(dialog).findByRole('grid', { name: 'Chosen Chains' });
    expect(within(chosen).getByRole('row').textContent).toContain('Harbor 007');
  });
});
