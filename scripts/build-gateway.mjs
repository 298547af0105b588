#!/usr/bin/env node
// Bundles the gateway's TypeScript (src/server, with src/domain) into dist/server/main.js, so
// production runs plain Node with no TypeScript loader. The packages it uses are bundled too: one
// file loads in about half the time of some hundreds of modules found and read one by one. Those
// that load files of their own stay in node_modules (EXTERNAL).
// Then makes the embedded store's template (dist/server/store-template.tar.gz): a fresh data folder
// starts from it instead of running initdb and the migrations (docs/decisions/020-lean-runtime.md).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const EXTERNAL = [
  '@electric-sql/pglite', // its WebAssembly and data files
  'sharp', // a native binding
  'jsdom', // its own files, and loaded only when rich text is sanitised
  'oidc-provider', // its views and its Koa stack
  'swagger-ui-dist', // served as files
  'pino', // its transports run in worker threads that load pino-pretty by name
  'pg-native', // pg's optional native client, not installed
];

await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/server/main.ts', 'demo-worker': 'src/server/seed/demo-worker.ts', 'store-template-cli': 'src/server/store-template-cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // the bundled CommonJS packages require Node's own modules
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  sourcemap: true,
  logLevel: 'warning',
});

const made = spawnSync(process.execPath, ['dist/server/store-template-cli.js', 'dist/server/store-template.tar.gz'], { cwd: root, stdio: 'inherit' });
if (made.status !== 0) process.exit(made.status ?? 1);
