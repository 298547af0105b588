import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fd-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => { for (const dir of dirs) rmSync(dir, { recursive: true, force: true }); });

describe('the data folder lock', { timeout: 120_000 }, () => {
  it('gives a stale lock to exactly one of several processes taking it over at once', async () => {
    // a pid that was alive and is not any more
    const stalePid = spawnSync(process.execPath, ['-e', '']).pid!;
    const base = tempDir();
    const FOLDERS = 40;
    for (let i = 0; i < FOLDERS; i++) {
      mkdirSync(join(base, String(i)));
      writeFileSync(join(base, String(i), 'flightdeck.lock'), String(stalePid));
    }
    // every process takes folder i at the same moment, for 40 folders in a row
    const startAt = Date.now() + 5_000;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', 'tests/server/lock-child.ts', base, String(FOLDERS), String(startAt)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }),
    );
    const said = await Promise.all(children.map((child) => new Promise<string[]>((resolve) => {
      let out = '';
      child.stdout!.on('data', (d) => (out += d));
      child.on('exit', () => resolve(out.trim().split(' ')));
    })));
    expect(said.every((answers) => answers.length === FOLDERS), JSON.stringify(said)).toBe(true);
    const doubles = Array.from({ length: FOLDERS }, (_, i) => said.filter((answers) => answers[i] === 'locked').length).filter((n) => n !== 1);
    expect(doubles, 'folders not locked by exactly one process').toEqual([]);
  });
});
