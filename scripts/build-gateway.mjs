#!/usr/bin/env node
// Bundles the gateway's TypeScript (src/server, with src/domain) into dist/server/main.js, so
// production runs plain Node with no TypeScript loader. Packages stay in node_modules (external):
// PGlite's WebAssembly, sharp's native binding and the sign-in provider load their own files.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
