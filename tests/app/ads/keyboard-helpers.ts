import { pickBySearch } from '#tests/app/support/search-picker';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Keyboard-only helpers of the ad screens' tests, and what they read back from the form. */
export type User = ReturnType<typeof userEvent.setup>;

/** Focuses a control and presses a key on it (Enter by default; Space for switches and checkboxes). */
export async function press(user: User, el: HTMLElement, key = '{Enter}') {
  el.focus();
  await user.keyboard(key);
}

/** Focuses a text field and replaces its text by typing. */
export async function retype(user: User, field: HTMLElement, text: string) {
  field.focus();
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await user.keyboard(text);
}

/** The option names of the select whose trigger is focused, read while its list is open; Escape closes it. */
export async function optionsOf(user: User): Promise<string[]> {
  await user.keyboard('{Enter}');
  const list = await screen.findByRole('listbox');
  const names = within(list).getAllByRole('option').map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
}

/**
 * Opens a select with Enter and puts focus in its listbox (happy-dom needs a Tab for that); the
 * returned `moveTo` goes to an option by its name with Home and the arrows, rather than type-ahead,
 * whose one-second buffer a busy machine can outlast mid-word.
 */
async function openOptions(user: User, select: HTMLElement) {
  select.focus();
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  if (!listbox.contains(document.activeElement)) await user.tab();
  const names = within(listbox).getAllByRole('option').map((o) => o.textContent);
  return async (option: string) => {
    if (!names.includes(option)) throw new Error(`No option ${option} in ${names.join(', ')}`);
    await user.keyboard('{Home}');
    for (let i = 0; i < names.length && document.activeElement?.textContent !== option; i++) await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe(option);
  };
}

/** Picks an option of a select. */
export async function choose(user: User, select: HTMLElement, option: string) {
  const moveTo = await openOptions(user, select);
  await moveTo(option);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/** Toggles options of a multi-select (Enter on each), then closes it with Escape. */
export async function chooseMany(user: User, select: HTMLElement, ...options: string[]) {
  const moveTo = await openOptions(user, select);
  for (const o of options) {
    await moveTo(o);
    await user.keyboard('{Enter}');
  }
  await user.keyboard('{Escape}');
}

/** A day `offset` days from now on the Pacific calendar, as the date editor's month name, day and year. */
export function pacificDay(offset: number) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'long', day: '2-digit', year: 'numeric' }).formatToParts(new Date(Date.now() + offset * 86_400_000));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { month: get('month'), day: get('day'), year: get('year') };
}

/** Types a date into the date editor: its month and day selects and its year field. */
export async function typeDate(user: User, which: string, d: { month: string; day: string; year: string }) {
  await choose(user, screen.getByRole('button', { name: new RegExp(`${which} Month$`) }), d.month);
  await choose(user, screen.getByRole('button', { name: new RegExp(`${which} Day$`) }), d.day);
  await retype(user, screen.getByRole('textbox', { name: `${which} Year` }), d.year);
}

/** The items of the 'Missing values' banner (none when it is not shown). */
export const missingValues = () => {
  const banner = screen.queryByRole('region', { name: 'Missing values' });
  return banner ? within(banner).getAllByRole('listitem').map((li) => li.textContent) : [];
};

/** What a control's description says: its hint and, once invalid, its error (aria-describedby). */
export const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => (id ? document.getElementById(id)?.textContent ?? '' : '')).join(' ');

/** Picks a record in a search picker (ui/SearchPicker) by keyboard: focus in its box, then its name typed and picked. */
export async function pickIn(user: User, box: HTMLElement, name: string) {
  box.focus();
  await pickBySearch(user, name);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
