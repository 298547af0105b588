import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The gateway as `npm start` runs it: the bundle `npm run build` writes beside the portal. */
const GATEWAY_BUNDLE = 'dist/server/main.js';

/** Starts the built gateway with these variables added to this process's own. */
export function spawnGateway(env: Record<string, string>): ChildProcess {
  if (!existsSync(GATEWAY_BUNDLE)) throw new Error(`The gateway is not built (${GATEWAY_BUNDLE}): run \`npm run build\` before the browser tests.`);
  return spawn(process.execPath, [GATEWAY_BUNDLE], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Stops a gateway the browser tests started. One already gone failed the tests that needed it: that
 * is said here, as waiting for its 'exit' again would never end, and with nothing else pending Node
 * would quit with code 0, the failures and the run's summary unreported.
 */
export async function stopGateway(gateway: ChildProcess, output: () => string): Promise<void> {
  if (gateway.exitCode !== null || gateway.signalCode !== null) {
    throw new Error(`The gateway stopped during the browser tests (${gateway.exitCode ?? gateway.signalCode}): ${output().slice(-2000)}`);
  }
  gateway.kill('SIGTERM');
  await new Promise((r) => gateway.once('exit', r));
}
