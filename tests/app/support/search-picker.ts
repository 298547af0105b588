import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Picks records in a search picker (ui/SearchPicker) with the keyboard, the focus being in its box:
 * types each name, waits for the gateway's match, moves to it with ArrowDown and picks it with Enter.
 */
export async function pickBySearch(user: User, ...names: string[]) {
  for (const name of names) {
    await user.keyboard(name);
    await waitFor(() => expect(screen.getByRole('option', { name })).toBeTruthy());
    const box = document.activeElement as HTMLElement;
    const option = screen.getByRole('option', { name });
    for (let i = 0; i < 60 && box.getAttribute('aria-activedescendant') !== option.id; i++) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
  }
}
