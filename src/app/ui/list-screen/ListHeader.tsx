import { Link } from '@tanstack/react-router';

/** A list screen's title and its create link (spec 1: 'New Campaign', 'New Insertion Order', …). */
export function ListHeader({ title, newLabel, newTo }: { title: string; newLabel?: string; newTo?: string }) {
  return (
    <div className="list-header">
      <h1>{title}</h1>
      {newLabel && newTo && (
        <Link to={newTo as '/'} className="button button-primary">
          {newLabel}
        </Link>
      )}
    </div>
  );
}
