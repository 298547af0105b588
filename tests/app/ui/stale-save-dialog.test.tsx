import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaleSaveDialog, type StaleChange } from '#app/ui/StaleSaveDialog';

const CHANGES: StaleChange[] = [
  { label: 'Description', theirs: 'Text by A' },
  { label: 'Notes', yours: 'Note by B' },
  { label: 'Name', theirs: 'Harbor West', yours: 'Harbor East', conflict: true },
];

function renderDialog() {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onCancel: vi.fn() };
  render(<StaleSaveDialog title="This campaign was changed by someone else" body="Someone saved this campaign after you opened it." changes={CHANGES} isSaving={false} {...handlers} />);
  return { dialog: screen.getByRole('alertdialog', { name: 'This campaign was changed by someone else' }), ...handlers };
}

describe('stale-save dialog', () => {
  it("lists each side's change, 'Not changed' where a side left the field alone, and names a field both changed", () => {
    const { dialog } = renderDialog();
    const rows = within(dialog).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Saved now', 'Your change'],
      ['Description', 'Text by A', 'Not changed'],
      ['Notes', 'Not changed', 'Note by B'],
      ['NameChanged by both: your change wins', 'Harbor West', 'Harbor East'],
    ]);
    // the conflict is said in words, in the row's header a screen reader reads with each cell
    expect(within(dialog).getByRole('rowheader', { name: 'Name Changed by both: your change wins' })).toBeTruthy();
    expect(within(dialog).getByText(/the fields only they changed keep their new values/)).toBeTruthy();
  });

  // (that focus starts on Cancel is seen in a real browser: e2e/campaign-new.spec.ts)
  it('keeps focus inside, and Overwrite is a deliberate choice', async () => {
    const user = userEvent.setup();
    const { dialog, onOverwrite, onCancel } = renderDialog();
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    within(dialog).getByRole('button', { name: 'Overwrite with my changes' }).focus();
    await user.keyboard('{Enter}');
    expect(onOverwrite).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
