import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { spawnGateway, stopGateway } from './gateway-process';

/**
 * A second gateway with sign-in on (AUTH=dev, the bundled provider), APP_ENV=stage (error
 * reporting on) and SENTRY_DSN pointing at a tiny local HTTP server that stands in for the
 * error-reporting service: the sink keeps every envelope the gateway's tunnel forwards.
 * Everything listens on 127.0.0.1; tests also refuse any browser request to another host.
 */
export interface SignInGateway {
  base: string;
  envelopes: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

function startSink(envelopes: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(req.url ?? '')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"id":"0"}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port })));
}

async function startGateway(env: Record<string, string>, port: number): Promise<{ gateway: ChildProcess; output: () => string }> {
  const gateway = spawnGateway({ ...env, PORT: String(port), DATABASE_URL: '' });
  let output = '';
  gateway.stdout!.on('data', (d) => (output += d));
  gateway.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gateway.exitCode !== null) throw new Error(`The AUTH=dev gateway stopped: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/flightdeck/services/health`).then((r) => r.ok, () => false);
    if (ok) return { gateway, output: () => output };
    if (Date.now() > deadline) throw new Error(`The AUTH=dev gateway did not become healthy in 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const test = base.extend<{ loopbackOnly: string[] }, { signInGateway: SignInGateway }>({
  signInGateway: [
    async ({}, use) => {
      const envelopes: string[] = [];
      const sink = await startSink(envelopes);
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'flightdeck-e2e-auth-'));
      const base = `http://127.0.0.1:${port}`;
      const { gateway, output } = await startGateway(
        { AUTH: 'dev', PUBLIC_URL: base, APP_ENV: 'stage', SEED: 'none', DATA_DIR: dataDir, SENTRY_DSN: `http://e2epublickey@127.0.0.1:${sink.port}/1` },
        port,
      );
      await use({ base, envelopes });
      try {
        await stopGateway(gateway, output);
      } finally {
        await new Promise((r) => sink.server.close(r));
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  /** Every URL the page asked for off loopback (aborted); a test expects it to stay empty. */
  loopbackOnly: [
    async ({ context }, use) => {
      const offLoopback: string[] = [];
      await context.route(/.*/, (route) => {
        const url = new URL(route.request().url());
        if (/^(data|blob|about):$/.test(url.protocol) || url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]') return route.fallback();
        offLoopback.push(url.href);
        return route.abort('blockedbyclient');
      });
      await use(offLoopback);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in on the portal's /login page and the bundled provider's form. */
export async function signIn(page: Page, email = 'engineer@flightdeck.example') {
  await expect(page.getByRole('heading', { name: 'Sign in to Flight Deck' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Company email' }).fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The provider's own page (AUTH=dev): e-mail and the demo password.
  await page.waitForURL(/\/oauth2\/default\/interaction\//);
  await page.getByLabel('Company email').fill(email);
  await page.getByLabel('Password').fill('flightdeck');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
