import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { BASE_PATH } from '#app/env';

/**
 * A link to a screen of the portal by its path (without the base path), for paths built at run time
 * (a record's page). A plain click navigates inside the app: no reload, and a form with unsaved edits
 * asks its own leave question. A modified click (new tab or window) stays the browser's.
 */
export function AppLink({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const router = useRouter();
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    void router.navigate({ to: to as '/' });
  };
  return <a {...rest} href={`${BASE_PATH}${to}`} onClick={open} />;
}
