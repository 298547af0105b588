import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import type { AppTo } from '#app/api/links';

/**
 * A list screen's title, its create link (spec 1: 'New Campaign', 'New Insertion Order', …) and,
 * before the link, what else the screen puts there (its saved views: features/views/ViewsMenu).
 */
export function ListHeader({ title, newLabel, newTo, newRef, children }: {
  title: string;
  newLabel?: string;
  newTo?: AppTo;
  /** the create link's element, for a screen that puts focus on it (its list's last item deleted) */
  newRef?: Ref<HTMLAnchorElement>;
  children?: ReactNode;
}) {
  return (
    <div className="list-header">
      <h1>{title}</h1>
      <div className="form-actions">
        {children}
        {newLabel && newTo && (
          <Link {...newTo} className="button button-primary" ref={newRef}>
            {newLabel}
          </Link>
        )}
      </div>
    </div>
  );
}
