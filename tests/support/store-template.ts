import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding the embedded store's template: a dumped PGlite data folder, migrated, with the reference data and nothing else */
    storeTemplate: string;
  }
}

/**
 * Global setup of both test projects: one store template per run (src/server/store-template.ts, as
 * the build makes for a fresh start). The gateway tests start their embedded stores from it
 * (tests/server/harness.ts) and the portal tests open their real gateway's store from it in memory
 * (tests/app/support/real-gateway.ts): initdb and the migrations cost several seconds of WebAssembly
 * each, paid once instead of once per file. It is made in a child process: PGlite left in vitest's
 * own process ended the run early, and the child keeps that WebAssembly memory out of the runner.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fd-store-template-'));
  const file = join(dir, 'store-template.tar');
  const cli = fileURLToPath(new URL('../../src/server/store-template-cli.ts', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', cli, file], { stdio: 'inherit' });
  project.provide('storeTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
