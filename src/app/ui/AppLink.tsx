import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import type { AppTo } from '#app/api/links';

/**
 * A link to a screen of the portal as a plain anchor, for a record's page (rows of tables, the
 * campaign summary's lists). A plain click navigates
 * inside the app: no reload, and a form with unsaved edits asks its own leave question. A modified
 * click (new tab or window) stays the browser's.
 */
/** The address of a link inside the portal (base path included), for an anchor or a new tab. */
export function useHrefOf(): (to: AppTo) => string {
  const router = useRouter();
  return (to) => router.history.createHref(router.buildLocation(to).publicHref);
}

export function AppLink({ to, onClick, ...rest }: { to: AppTo } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const router = useRouter();
  const hrefOf = useHrefOf();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    void router.navigate(to);
  };
  return <a {...rest} href={hrefOf(to)} onClick={open} />;
}
