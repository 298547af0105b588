import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Picks records in a search picker (ui/SearchPicker) with the keyboard, the focus being in its box:
 * types each name, waits for the gateway's match, moves to it with ArrowDown and picks it with Enter.
 */
export async function pickBySearch(user: User, ...names: string[]) {
  for (const name of names) await pickTyping(user, name, name);
}

/** Picks the option named `option` after typing `typed` (a user found by part of the name). */
export async function pickTyping(user: User, typed: string, option: string) {
  await user.keyboard(typed);
  await pickOption(user, option);
}

/** Picks the option named `option` once the picker in focus lists it: ArrowDown to it, then Enter. */
export async function pickOption(user: User, option: string) {
  await waitFor(() => expect(screen.getByRole('option', { name: option })).toBeTruthy());
  const box = document.activeElement as HTMLElement;
  const target = screen.getByRole('option', { name: option });
  for (let i = 0; i < 60 && box.getAttribute('aria-activedescendant') !== target.id; i++) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}
