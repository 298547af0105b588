import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COOKIE_BANNER_CLOSED_KEY, COOKIE_BANNER_HIDE_MS, COOKIE_BANNER_TEXT, ThirdPartyCookieBanner } from '#app/shell/ThirdPartyCookieBanner';

const report = (supported: boolean, origin = window.location.origin) =>
  act(() => void fireEvent(window, new MessageEvent('message', { origin, data: { type: 'flightdeck:third-party-cookies', supported } })));

describe('third-party-cookie banner (spec 1 §2 App shell, §9)', () => {
  it('loads a hidden check frame and warns only when the frame says cookies are unsupported', async () => {
    const { container } = render(<ThirdPartyCookieBanner />);
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('/flightdeck/third-party-cookie-check.html');
    expect(frame.hidden).toBe(true);
    await report(false, 'http://elsewhere.example');
    expect(screen.queryByText(COOKIE_BANNER_TEXT.title)).toBeNull();
    await report(false);
    expect(screen.getByText(COOKIE_BANNER_TEXT.title)).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('stays quiet when cookies work', async () => {
    render(<ThirdPartyCookieBanner />);
    await report(true);
    expect(screen.queryByText(COOKIE_BANNER_TEXT.title)).toBeNull();
  });

  it('closing hides it for 1 day', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ThirdPartyCookieBanner />);
    await report(false);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(COOKIE_BANNER_TEXT.title)).toBeNull();
    const until = Number(localStorage.getItem(COOKIE_BANNER_CLOSED_KEY));
    expect(until).toBeGreaterThanOrEqual(before + COOKIE_BANNER_HIDE_MS);
    expect(until).toBeLessThanOrEqual(Date.now() + COOKIE_BANNER_HIDE_MS);
    unmount();
    render(<ThirdPartyCookieBanner />);
    await report(false);
    expect(screen.queryByText(COOKIE_BANNER_TEXT.title)).toBeNull();
    // A day later it comes back.
    localStorage.setItem(COOKIE_BANNER_CLOSED_KEY, String(Date.now() - 1));
    render(<ThirdPartyCookieBanner />);
    await report(false);
    expect(screen.getByText(COOKIE_BANNER_TEXT.title)).toBeTruthy();
  });
});
