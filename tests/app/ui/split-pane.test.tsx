import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SplitPane } from '#app/ui/data-table/SplitPane';

describe('split pane', () => {
  // Resizing needs layout, so the browser tests drive the separator (e2e/campaign-list.spec.ts).
  it('shows the preview beside the list, labelled, with a focusable separator', async () => {
    const user = userEvent.setup();
    render(<SplitPane id="things" paneLabel="Thing summary" list={<button>list</button>} pane={<p>preview</p>} />);
    expect(screen.getByRole('complementary', { name: 'Thing summary' }).textContent).toBe('preview');
    const separator = screen.getByRole('separator');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(separator);
  });

  it('closes the pane when there is nothing to preview', () => {
    render(<SplitPane id="things" paneLabel="Thing summary" list={<p>list</p>} />);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });
});
