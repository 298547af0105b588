import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextSortDirection, SortableColumnButton } from '#app/ui/SortableColumnButton';

describe('sortable column button', () => {
  it('is a button named by its column that sorts on Enter and Space', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(<SortableColumnButton label="Name" direction="ascending" onSort={onSort} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Name' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSort).toHaveBeenCalledTimes(2);
  });
  it('cycles ascending, descending, none', () => {
    expect(nextSortDirection(undefined)).toBe('ascending');
    expect(nextSortDirection('ascending')).toBe('descending');
    expect(nextSortDirection('descending')).toBeUndefined();
    expect(nextSortDirection('descending', false)).toBe('ascending');
  });
});
