import { Button } from 'react-aria-components';

export type SortDirection = 'ascending' | 'descending' | undefined;

/**
 * A column header's sort button. The header cell carries aria-sort (set by the table); the button
 * names the column and says what a press does next.
 */
export function SortableColumnButton({ label, direction, onSort }: { label: string; direction: SortDirection; onSort: () => void }) {
  const arrow = direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕';
  return (
    <Button className="sort-button" onPress={onSort} data-direction={direction ?? 'none'}>
      {label}
      <span className="sort-arrow" aria-hidden="true">{arrow}</span>
    </Button>
  );
}

/** Next state of a three-step sort cycle: ascending, descending, none (spec 1 changelog table). */
export function nextSortDirection(current: SortDirection, cycleToNone = true): SortDirection {
  if (current === undefined) return 'ascending';
  if (current === 'ascending') return 'descending';
  return cycleToNone ? undefined : 'ascending';
}
