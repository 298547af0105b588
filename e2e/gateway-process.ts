import type { ChildProcess } from 'node:child_process';

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
