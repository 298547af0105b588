#!/usr/bin/env node
// `npm start`'s first step: builds what is missing or older than its sources (the portal when
// dist/portal is missing, the gateway bundle and the store's template when either is missing or older
// than any file of src/server, src/domain, drizzle or package-lock.json), so that `npm start` itself runs plain Node.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path) => join(root, path);

/** The newest modification time of a file, or of any file below a folder. */
function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

function run(what, command, args) {
  console.log(`${what}…`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const portalDir = process.env.PORTAL_DIR ?? at('dist/portal');
if (!existsSync(join(portalDir, 'index.html'))) run(`${portalDir} is missing: building the portal`, at('node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);

const built = ['dist/server/main.js', 'dist/server/store-template.tar.gz'].map(at);
const sources = ['src/server', 'src/domain', 'drizzle', 'package-lock.json'].map((p) => newest(at(p)));
if (built.some((file) => !existsSync(file) || statSync(file).mtimeMs < Math.max(...sources))) run('Building the gateway', process.execPath, [at('scripts/build-gateway.mjs')]);
