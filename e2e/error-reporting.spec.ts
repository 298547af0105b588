import { expect, signIn, test } from './auth-fixtures';

/**
 * Issue 4, error reporting (APP_ENV=stage with a DSN): an error in the page reaches the local
 * sink through the gateway's tunnel, and the envelope holds neither the access or ID token nor
 * the login callback's code and state. The browser itself only ever talks to the gateway.
 */
test('an error reaches the local sink through the tunnel, without tokens', async ({ page, signInGateway, loopbackOnly }) => {
  const tunnelPosts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/errors/tunnel') && tunnelPosts.push(r.url()));

  await page.goto(`${signInGateway.base}/flightdeck/campaigns`);
  await signIn(page, 'product@flightdeck.example');
  await page.waitForURL(`${signInGateway.base}/flightdeck/campaigns`);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('sk_product')).toBeVisible();

  const tokens = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('okta-token-storage') ?? '{}') as { accessToken?: { accessToken: string }; idToken?: { idToken: string } };
    return { access: stored.accessToken?.accessToken ?? '', id: stored.idToken?.idToken ?? '' };
  });
  expect(tokens.access.length).toBeGreaterThan(20);

  const before = signInGateway.envelopes.length;
  // An uncaught error whose text carries a token and a callback URL, as a careless log line might.
  await page.evaluate(({ access, id }) => {
    setTimeout(() => {
      throw new Error(`e2e-boom Bearer ${access} id=${id} /flightdeck/login/callback?code=e2e-code-123&state=e2e-state-456`);
    });
  }, tokens);

  await expect.poll(() => signInGateway.envelopes.slice(before).find((e) => e.includes('e2e-boom')), { timeout: 15_000 }).toBeTruthy();
  const envelope = signInGateway.envelopes.slice(before).find((e) => e.includes('e2e-boom'))!;
  expect(envelope).not.toContain(tokens.access);
  expect(envelope).not.toContain(tokens.id);
  expect(envelope).not.toContain('e2e-code-123');
  expect(envelope).not.toContain('e2e-state-456');
  expect(envelope).toContain('[Filtered]');
  // The envelope's header names the public DSN (the tunnel checks it) and the stage environment.
  expect(envelope.split('\n')[0]).toContain('e2epublickey@127.0.0.1');
  expect(envelope).toContain('"environment":"stage"');
  expect(tunnelPosts.length).toBeGreaterThan(0);
  expect(loopbackOnly).toEqual([]);
});
