import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, STORE_KINDS } from './harness';
import { spawnGateway, waitHealthy } from './process';

const json = { 'content-type': 'application/json' };

/** The processes whose parent is pid, with their command lines (`ps -A`, as on Linux and macOS alike). */
function childProcesses(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' }).trim().split('\n');
  return rows
    .map((row) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(row)!)
    .filter(([, , parent]) => Number(parent) === pid)
    .map(([, id, , command]) => ({ pid: Number(id), command: command! }));
}

// Each test starts real gateway processes (tsx + a store each): minutes on a busy two-core machine.
describe.each(STORE_KINDS)('the store survives its process on %s', { timeout: 120_000 }, (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => { for (const c of cleanups) await c(); });

  /** A built portal's place holder, so that `npm start` does not build the portal for this test. */
  function portalStandIn(): string {
    const dir = mkdtempSync(join(tmpdir(), 'fd-portal-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Flight Deck</title>');
    return dir;
  }

  async function storeEnv(): Promise<Record<string, string>> {
    const dir = mkdtempSync(join(tmpdir(), 'fd-proc-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // An empty DATABASE_URL keeps the process on PGlite even when the suite runs with one set.
    if (kind === 'pglite') return { DATA_DIR: dir, DATABASE_URL: '' };
    const db = await freshDatabase();
    cleanups.push(() => db.drop());
    return { DATA_DIR: dir, DATABASE_URL: db.url };
  }

  it('keeps data across a clean restart (SIGTERM through `npm start` closes the store and frees the folder)', async () => {
    const env: Record<string, string> = { ...(await storeEnv()), PORTAL_DIR: portalStandIn() };
    const first = spawnGateway(env, { npmStart: true });
    await waitHealthy(first);
    // npm's one child is the gateway itself: plain Node on the bundle, no TypeScript loader, no shell.
    const children = childProcesses(first.child.pid!);
    expect(children.map((c) => c.command)).toEqual(['node dist/server/main.js']);
    expect(childProcesses(children[0]!.pid)).toEqual([]);
    const created = await fetch(`${first.base}/company/v1/companies/`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Survivor Foods' }) });
    const company = await created.json();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/SIGTERM: closing/);
    expect(existsSync(join(env.DATA_DIR!, 'flightdeck.lock'))).toBe(false);
    const second = spawnGateway(env);
    await waitHealthy(second);
    const read = await fetch(`${second.base}/company/v1/companies/${company.id}`);
    expect(read.status).toBe(200);
    expect((await read.json()).name).toBe('Survivor Foods');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  });

  it('fills a fresh store with the demo data at its first `npm start` (the seed\'s own thread from the bundle)', { timeout: 240_000 }, async () => {
    const gateway = spawnGateway({ ...(await storeEnv()), PORTAL_DIR: portalStandIn(), SEED: 'demo' }, { npmStart: true });
    await waitHealthy(gateway, 180_000);
    const campaigns = await (await fetch(`${gateway.base}/campaign/v1/campaigns/?limit=1`)).json();
    expect(campaigns.pagination.objectCount).toBe(3000);
    const ads = await fetch(`${gateway.base}/ad/v1/ads?limit=1`, { method: 'POST', headers: json, body: JSON.stringify({ chainIds: [], locationIds: [], adIds: [] }) });
    expect((await ads.json()).objects).toHaveLength(1);
    gateway.child.kill('SIGTERM');
    expect(await gateway.exited).toBe(0);
  });

  it('loses no acknowledged write when killed with SIGKILL mid-write', async () => {
    const env = { ...(await storeEnv()) };
    const gp = spawnGateway(env);
    await waitHealthy(gp);
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${gp.base}/company/v1/companies/`, { method: 'POST', headers: json, body: JSON.stringify({ name: `Crash ${w}-${i}` }) });
          if (res.status === 201) acknowledged.push((await res.json()).id);
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = [writer(1), writer(2), writer(3)];
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    gp.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await gp.exited;
    const again = spawnGateway(env);
    await waitHealthy(again);
    for (const id of acknowledged) {
      expect((await fetch(`${again.base}/company/v1/companies/${id}`)).status, `company ${id}`).toBe(200);
    }
    again.child.kill('SIGTERM');
    await again.exited;
  });

  it.runIf(kind === 'pglite')('refuses a second process on the same data folder with a clear message', async () => {
    const env = await storeEnv();
    const first = spawnGateway({ ...env });
    await waitHealthy(first);
    const second = spawnGateway({ ...env });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Flight Deck process \(pid \d+\)/);
    expect((await fetch(`${first.base}/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    await first.exited;
  });

  it.runIf(kind === 'postgres')('keeps serving when PostgreSQL ends its idle connections (a restart or failover)', async () => {
    const env = await storeEnv();
    const gp = spawnGateway(env);
    await waitHealthy(gp);
    const list = () => fetch(`${gp.base}/company/v1/companies/`);
    expect((await list()).status).toBe(200);
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // the pool's idle clients hear of it at once; a process without a pool error listener exits here
    const outcome = await Promise.race([gp.exited.then((code) => `exited ${code}:\n${gp.output()}`), new Promise((r) => setTimeout(() => r('running'), 1_000))]);
    expect(outcome).toBe('running');
    expect((await list()).status).toBe(200);
    gp.child.kill('SIGTERM');
    expect(await gp.exited).toBe(0);
  });

  it('stops at start-up with a clear message for a wrong setting', async () => {
    const gp = spawnGateway({ ...(await storeEnv()), AUTH: 'maybe' });
    expect(await gp.exited).toBe(1);
    expect(gp.output()).toContain("AUTH must be one of off, dev, oidc (got 'maybe')");
  });
});
