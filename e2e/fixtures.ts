import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Pages of the portal, opened against the gateway that global setup started. */
export const test = base.extend<{ portal: (path?: string) => Promise<Page>; consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
  portal: async ({ page }, use) => {
    const base = process.env.E2E_BASE_URL;
    if (!base) throw new Error('E2E_BASE_URL is not set: global setup did not run');
    await use(async (path = '/') => {
      await page.goto(`${base}/flightdeck${path}`);
      return page;
    });
  },
});
export { expect };

/** axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Opens the command palette with Ctrl+K and, once it shows, types into it (as a person looks before typing). */
export async function openPalette(page: Page, text = '') {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await expect(palette).toBeVisible();
  if (text) await page.keyboard.type(text);
  return palette;
}
