#!/usr/bin/env node
// Bundles the gateway's TypeScript (src/server, with src/domain) into dist/server/main.js, so
// production runs plain Node with no TypeScript loader. Packages stay in node_modules (external):
// PGlite's WebAssembly, sharp's native binding and the sign-in provider load their own files.
// Then makes the embedded store's template (dist/server/store-template.tar.gz): a fresh data folder
// starts from it instead of running initdb and the migrations (docs/decisions/020-lean-runtime.md).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', 'store-template-cli': 'src/server/store-template-cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

const made = spawnSync(process.execPath, ['dist/server/store-template-cli.js', 'dist/server/store-template.tar.gz'], { cwd: root, stdio: 'inherit' });
if (made.status !== 0) process.exit(made.status ?? 1);
