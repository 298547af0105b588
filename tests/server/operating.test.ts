import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnGateway, waitHealthy } from './process';

/** The JSON log lines a gateway process wrote. */
const logLines = (output: string): Record<string, any>[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));

// One real gateway process (tsx and PGlite): tens of seconds on a busy two-core machine.
describe('a gateway process, as an on-call engineer sees it', { timeout: 240_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'fd-operating-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('logs its start-up and shutdown as JSON lines and serves the metrics on METRICS_PORT until it stops', async () => {
    const metricsPort = await freePort();
    const gp = spawnGateway({ DATA_DIR: dir, DATABASE_URL: '', METRICS_PORT: String(metricsPort), AUTH: 'dev' });
    await waitHealthy(gp, 180_000);
    const started = logLines(gp.output()).find((l) => l.msg.startsWith('Flight Deck on'));
    expect(started).toMatchObject({ level: 30, service: 'flightdeck-gateway', port: expect.any(Number), store: 'pglite', seed: 'none', seeded: false, auth: 'dev', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    // sign-in is on for the API; the metrics port needs none
    expect((await fetch(`${gp.base}/metrics`)).status).toBe(401);
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    // refused before routing, so under the API's catch-all pattern, never the raw path
    expect(await scraped.text()).toContain('flightdeck_http_request_duration_seconds_count{method="GET",route="/flightdeck/services/*",status="401"} 1');
    gp.child.kill('SIGTERM');
    expect(await gp.exited).toBe(0);
    const lines = logLines(gp.output());
    expect(lines.filter((l) => l.signal === 'SIGTERM').map((l) => l.msg)).toEqual(['SIGTERM: closing', 'Closed cleanly']);
    expect(lines.every((l) => typeof l.time === 'string' && typeof l.level === 'number')).toBe(true);
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
