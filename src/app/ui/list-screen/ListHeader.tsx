import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';

/** A list screen's title and its create link (spec 1: 'New Campaign', 'New Insertion Order', …). */
export function ListHeader({ title, newLabel, newTo, newRef }: {
  title: string;
  newLabel?: string;
  newTo?: string;
  /** the create link's element, for a screen that puts focus on it (its list's last item deleted) */
  newRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <div className="list-header">
      <h1>{title}</h1>
      {newLabel && newTo && (
        <Link to={newTo as '/'} className="button button-primary" ref={newRef}>
          {newLabel}
        </Link>
      )}
    </div>
  );
}
