#!/usr/bin/env node
// `npm start`: builds the portal when dist/portal is missing, then runs the gateway, which serves it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

if (!existsSync(new URL('../dist/portal/index.html', import.meta.url))) {
  console.log('dist/portal is missing: building the portal…');
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gateway = spawn(bin('tsx'), ['src/server/main.ts'], { cwd: root, stdio: 'inherit' });
// Pass stop signals on so the gateway closes its store cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => gateway.kill(signal));
gateway.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
