import { expect, test } from './fixtures';

test.describe('API reference', () => {
  test('Swagger UI shows the description under the gateway CSP, from the gateway alone, and its filter narrows the calls', async ({ page, consoleErrors }) => {
    const base = process.env.E2E_BASE_URL!;
    const elsewhere: string[] = [];
    page.on('request', (r) => !r.url().startsWith(base) && elsewhere.push(r.url()));
    await page.goto(`${base}/flightdeck/services/docs`);
    await expect(page.getByRole('heading', { name: /Flight Deck gateway/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    await page.getByPlaceholder('Filter by tag').fill('Chains');
    await expect(page.getByRole('heading', { name: 'Chains' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Companies' })).toHaveCount(0);
    // a CSP violation is a console error: none, and nothing fetched from another origin
    expect(consoleErrors).toEqual([]);
    expect(elsewhere).toEqual([]);
  });
});
