import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { BASE_PATH } from '#app/env';
import { InlineBanner } from '#app/ui/InlineBanner';
import './cookie-banner.css';

/** spec 1 §2, §9: closing the banner hides it for 1 day. */
export const COOKIE_BANNER_CLOSED_KEY = 'flightdeck.thirdPartyCookieBanner.closedUntil';
export const COOKIE_BANNER_HIDE_MS = 24 * 60 * 60 * 1000;
export const COOKIE_CHECK_PATH = `${BASE_PATH}/third-party-cookie-check.html`;
export const COOKIE_CHECK_MESSAGE = 'flightdeck:third-party-cookies';
export const COOKIE_BANNER_TEXT = {
  title: 'Third-party cookies are not supported',
  body: 'This browser blocks third-party cookies, so your sign-in may not be renewed in the background. Allow third-party cookies for this site to stay signed in.',
  close: 'Close',
} as const;

export const isBannerClosed = (now = Date.now()) => Number(localStorage.getItem(COOKIE_BANNER_CLOSED_KEY) ?? 0) > now;

/**
 * A hidden check frame reports whether cookies can be set in a third-party context
 * (public/third-party-cookie-check.html posts `{ type, supported }` to its parent); when they
 * cannot, a banner warns. Shown with sign-in on only: the provider's session is what needs them.
 */
export function ThirdPartyCookieBanner({ checkUrl = COOKIE_CHECK_PATH }: { checkUrl?: string }) {
  const [supported, setSupported] = useState<boolean | undefined>(undefined);
  const [closed, setClosed] = useState(() => isBannerClosed());
  const checkOrigin = new URL(checkUrl, window.location.href).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== checkOrigin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== COOKIE_CHECK_MESSAGE) return;
      if ('supported' in data && typeof data.supported === 'boolean') setSupported(data.supported);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [checkOrigin]);

  return (
    <>
      {supported === undefined && <iframe className="cookie-check-frame" src={checkUrl} title="Third-party cookie check" aria-hidden="true" tabIndex={-1} hidden />}
      {supported === false && !closed && (
        <div className="cookie-banner">
          <InlineBanner type="info" title={COOKIE_BANNER_TEXT.title}>
            {COOKIE_BANNER_TEXT.body}
          </InlineBanner>
          <Button
            className="cookie-banner-close"
            onPress={() => {
              localStorage.setItem(COOKIE_BANNER_CLOSED_KEY, String(Date.now() + COOKIE_BANNER_HIDE_MS));
              setClosed(true);
            }}
          >
            {COOKIE_BANNER_TEXT.close}
          </Button>
        </div>
      )}
    </>
  );
}
