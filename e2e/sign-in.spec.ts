import { expect, signIn, test } from './auth-fixtures';
import { expectAccessible } from './fixtures';

/**
 * Issue 4, sign-in with the bundled provider (AUTH=dev): an unauthenticated deep link goes to
 * /login with the path remembered, the real Okta SDK signs in against the provider, the browser
 * lands on the remembered deep link with the user's e-mail and first role, API calls carry the
 * bearer token, and Log Out clears the pending path and the tokens. Nothing leaves loopback.
 */
test('sign in, land on the remembered deep link, log out', async ({ page, signInGateway, loopbackOnly }) => {
  const deepLink = '/flightdeck/campaigns?q=Spring';
  const bearerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/flightdeck/services/campaign/') && r.headers().authorization?.startsWith('Bearer ')) bearerCalls.push(r.url());
  });

  await page.goto(`${signInGateway.base}${deepLink}`);
  await page.waitForURL(`${signInGateway.base}/flightdeck/login`);
  expect(await page.evaluate(() => sessionStorage.getItem('flightdeck.pendingRedirect'))).toBe('/campaigns?q=Spring');
  await expect(page.getByText('Sign in with your company email.')).toBeVisible();
  await expectAccessible(page);

  // The e-mail is required, with the spec's words.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your company email')).toBeVisible();

  await signIn(page, 'engineer@flightdeck.example');

  // Back through /login/callback to the deep link, search params intact.
  await page.waitForURL(`${signInGateway.base}${deepLink}`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('EN', { exact: true })).toBeVisible();
  await expect(nav.getByText('sk_engineering')).toBeVisible();
  await expect.poll(() => bearerCalls.length).toBeGreaterThan(0);
  // The hidden check frame reported that cookies work here: the frame is gone and no banner shows.
  await expect(page.locator('iframe.cookie-check-frame')).toHaveCount(0);
  await expect(page.getByText('Third-party cookies are not supported')).toHaveCount(0);
  expect(await page.evaluate(() => !!localStorage.getItem('okta-token-storage') && localStorage.getItem('okta-token-storage') !== '{}')).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('flightdeck.pendingRedirect'))).toBeNull();

  // A reload keeps the session (tokens in storage), no second sign-in.
  await page.reload();
  await expect(nav.getByText('sk_engineering')).toBeVisible();
  await expect(page).toHaveURL(`${signInGateway.base}${deepLink}`);

  // Log Out: the spec's dialog, then the provider's logout, back to the base path and on to /login.
  await page.evaluate(() => sessionStorage.setItem('flightdeck.pendingRedirect', '/orders'));
  await nav.getByRole('button', { name: /log out/i }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out of Flight Deck?' });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Straight to the provider's end-session page (no detour), then back to the base path and /login.
  await page.waitForURL((url) => url.pathname.startsWith('/oauth2/default/'));
  await page.waitForURL(`${signInGateway.base}/flightdeck/login`);
  await expect(page.getByRole('heading', { name: 'Sign in to Flight Deck' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('okta-token-storage') ?? '{}')).toBe('{}');
  // The pending path was cleared; the guard then remembered the base path it was sent back to.
  expect(await page.evaluate(() => sessionStorage.getItem('flightdeck.pendingRedirect'))).not.toBe('/orders');

  expect(loopbackOnly).toEqual([]);
});

test('a wrong password shows the spec’s E0000004 message on the provider page', async ({ page, signInGateway }) => {
  await page.goto(`${signInGateway.base}/flightdeck/orders`);
  await page.getByRole('textbox', { name: 'Company email' }).fill('engineer@flightdeck.example');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oauth2\/default\/interaction\//);
  await page.getByLabel('Company email').fill('engineer@flightdeck.example');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to sign in. Please make sure you are using a company email and your password is correct.');
});
