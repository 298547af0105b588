import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The last message of react-aria's polite live region (the page's announcer), where the pickers announce their matches. */
export const announcer = (page: Page) => page.locator('[data-live-announcer] [aria-live="polite"] > *').last();

/**
 * Picks a record in a search picker (ui/SearchPicker) by keyboard: focus in its box, types the name
 * (or the part of it given as `typed`), waits for the gateway's match, moves to it with ArrowDown and picks it with Enter.
 */
export async function pickBySearch(page: Page, box: Locator, name: string, typed = name) {
  await expect(box).toBeFocused();
  await page.keyboard.type(typed);
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  for (let i = 0; i < 60 && (await box.getAttribute('aria-activedescendant')) !== id; i++) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * react-aria announces a picked option by pointing a role=img at it; once the list closes the
 * pointer dangles until the announcer clears it (7 s): an axe run waits for that.
 */
export const pickAnnounced = (page: Page) => expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
