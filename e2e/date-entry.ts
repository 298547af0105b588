import { expect, type Locator, type Page } from '@playwright/test';

/** The Pacific calendar day `offset` days from now, as the date editor's month name, day and year. */
export function pacificDay(offset: number) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', month: 'long', day: '2-digit', year: 'numeric' }).formatToParts(new Date(Date.now() + offset * 86_400_000));
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { month: get('month'), day: get('day'), year: get('year') };
}

/**
 * Types a date into the editor: type-ahead on the month and day selects, then the year. `reach`
 * brings focus to the month select (a keyboard-only journey tabs to it).
 */
export async function typeDate(page: Page, which: string, offset: number, reach = (month: Locator) => month.focus()) {
  const d = pacificDay(offset);
  const month = page.getByRole('button', { name: new RegExp(`${which} Month$`) });
  // Type-ahead remembers what was typed for a second: an earlier pick must not run into this one.
  await page.waitForTimeout(1100);
  await reach(month);
  await page.keyboard.type(d.month);
  await expect(month).toContainText(d.month);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(1100);
  await page.keyboard.type(d.day);
  await page.keyboard.press('Tab');
  await page.keyboard.type(d.year);
}
