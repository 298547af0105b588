import { Link, useLocation } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import { initialsOf, titleOf, type User } from '#app/auth/session';
import { appEnv, isStaging } from '#app/env';
import { NAVIGABLE_ENTITIES } from '#domain/entities';
import { useF6Landmark } from '#app/ui/use-landmark';
import { listSearchOf } from '#app/ui/list-screen/remembered-search';

/** spec 1 §1: the version label in the side navigation. */
export const APP_VERSION = 'v3.8.74';

/**
 * spec 1 §2 Side navigation, in the spec's order and words: the list screen of each kind the entity
 * manifest gives a place in it, then the change history. The glyph, all the compact navigation
 * shows, is part of the name (WCAG 2.5.3): one who sees 'Log' can say "Changelog" to voice control.
 */
export const NAV_LINKS = [
  ...NAVIGABLE_ENTITIES.map(({ nav }) => ({ to: nav.path, label: nav.label, glyph: nav.glyph })),
  { to: '/history', label: 'Changelog', glyph: 'Log' } as const,
];

/**
 * The logo link: its mark, its words, then where it goes. The name starts with what it shows
 * (the mark too, all the compact navigation shows), so voice control finds it (WCAG 2.5.3).
 */
export const LOGO = { mark: 'FD', label: 'Flight Deck', name: 'FD Flight Deck, go to Campaigns' } as const;

/** A link is current on its own screens; '/' is the campaign list too (spec 1 §2). */
export const isCurrent = (to: string, pathname: string) =>
  pathname === to || pathname.startsWith(`${to}/`) || (to === '/campaigns' && pathname === '/');

export function SideNav({ user, onLogOut }: { user: User; onLogOut: () => void }) {
  const env = appEnv();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { ref, landmarkProps } = useF6Landmark<HTMLElement>('navigation', 'Main');
  return (
    <nav ref={ref} {...landmarkProps} className="side-nav">
      <Link to="/campaigns" className="side-nav-logo" aria-label={LOGO.name}>
        <span aria-hidden="true" className="logo-mark">{LOGO.mark}</span>{' '}
        <span className="side-nav-label">{LOGO.label}</span>
      </Link>
      {isStaging(env) && <span className="staging-badge">{env}</span>}
      <ul className="side-nav-links">
        {NAV_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} search={(pathname === link.to ? true : listSearchOf(link.to)) as never} className="side-nav-link" aria-current={isCurrent(link.to, pathname) ? 'page' : undefined}>
              <span aria-hidden="true" className="side-nav-glyph">{link.glyph}</span>
              <span className="side-nav-label">{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="side-nav-user">
        <span className="avatar" aria-hidden="true">{initialsOf(user)}</span>
        <span className="side-nav-label user-names">
          {user.email && <span className="user-email">{user.email}</span>}
          <span className="user-title">{titleOf(user)}</span>
        </span>
      </div>
      <Button className="side-nav-logout" onPress={onLogOut}>
        <span aria-hidden="true" className="side-nav-glyph">⎋</span>
        <span className="side-nav-label">Log Out</span>
      </Button>
      <span className="side-nav-version">{APP_VERSION}</span>
    </nav>
  );
}
