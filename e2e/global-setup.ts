import { spawnGateway, stopGateway } from './gateway-process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedCampaigns, seedChain } from './seed';

/** Where the portal build is (`PORTAL_DIR`, as for vite and the gateway). */
const PORTAL_DIR = process.env.PORTAL_DIR ?? 'dist/portal';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** Starts the real gateway (SEED=none, its own data folder) and fills it through the API. */
export default async function globalSetup() {
  if (!existsSync(`${PORTAL_DIR}/index.html`)) throw new Error('The portal is not built: run `npm run build` before the browser tests.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'flightdeck-e2e-'));
  // PUBLIC_URL is the origin the browser tests use; e2e/other-host.spec.ts opens the portal at localhost instead.
  const gateway = spawnGateway({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SEED: 'none', AUTH: 'off', APP_ENV: 'test', DATABASE_URL: '' });
  let output = '';
  gateway.stdout!.on('data', (d) => (output += d));
  gateway.stderr!.on('data', (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gateway.exitCode !== null) throw new Error(`The gateway stopped: ${output}`);
    const ok = await fetch(`${base}/flightdeck/services/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The gateway did not become healthy in 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = base;
  await seedCampaigns();
  process.env.E2E_CHAIN_ID = await seedChain();
  return async () => {
    try {
      await stopGateway(gateway, () => output);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
