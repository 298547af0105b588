import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a file holding a dumped PGlite data folder: migrated, with the reference data, and nothing else */
    gatewayImage: string;
  }
}

/**
 * Global setup of the portal tests: one migrated store image, made once per run, that every test
 * file's real gateway (real-gateway.ts) opens in memory. initdb and the migrations cost several seconds
 * of WebAssembly each; paying them once instead of once per file keeps the portal tests near the fakes'
 * time. It is made in a child process (make-gateway-image.ts): PGlite left in vitest's own process
 * ended the run early, and the child keeps that WebAssembly memory out of the runner.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'fd-portal-image-'));
  const file = join(dir, 'image.tar');
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./make-gateway-image.ts', import.meta.url)), file], { stdio: 'inherit' });
  project.provide('gatewayImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
