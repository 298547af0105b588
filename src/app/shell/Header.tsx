import { Link, useMatches } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { AppTo } from '#app/api/links';
import { useRecordTitleValue } from '#app/ui/record-title';

/** spec 1 §9: the header's breadcrumb bar gains its 'scrolled' style after 35 px. */
export const SCROLL_THRESHOLD_PX = 35;

export function useScrolledPast(threshold = SCROLL_THRESHOLD_PX) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** Breadcrumbs from each matched route's staticData.breadcrumb. */
export function Header() {
  const scrolled = useScrolledPast();
  const crumbs = useMatches({
    select: (matches) =>
      matches.flatMap((m): { title: string; path: string; to: AppTo }[] => {
        const title = m.staticData?.breadcrumb;
        return title ? [{ title, path: m.pathname, to: { to: m.fullPath, params: m.params } }] : [];
      }),
  });
  // WCAG 2.4.2: the tab's title names the record on screen, if any, then the screen.
  const title = crumbs.at(-1)?.title;
  const record = useRecordTitleValue();
  useEffect(() => {
    document.title = [record, title, 'Flight Deck'].filter(Boolean).join(' · ');
  }, [record, title]);
  return (
    <header className={scrolled ? 'page-header scrolled' : 'page-header'}>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{c.title}</span>
              ) : (
                <Link {...c.to}>{c.title}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </header>
  );
}
