import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port free right now (prefer PORT=0 in spawnGateway: another process may take this one first). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface GatewayProcess {
  child: ChildProcess;
  /** the API base, known once the process has said where it listens */
  base: string;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts the gateway as its own process: from its sources, or with `npmStart` as a user runs it
 * (`npm start`: builds what is missing, then the bundled gateway). It listens on the port the system
 * gives it (PORT=0, unless a test names one), read back from its start-up line, so parallel tests
 * never race for a port.
 */
export function spawnGateway(env: Record<string, string>, options: { npmStart?: boolean } = {}): GatewayProcess {
  let output = '';
  const [command, args] = options.npmStart ? ['npm', ['start']] : [process.execPath, ['--import', 'tsx', 'src/server/main.ts']];
  const child = spawn(command, args, {
    cwd: root,
    // info: its start-up line says where it listens (the tests' own LOG_LEVEL is quieter)
    env: { ...process.env, SEED: 'none', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const gp: GatewayProcess = { child, base: '', output: () => output, exited: undefined as never };
  child.stdout!.on('data', (d) => {
    output += d;
    const port = /Flight Deck on http:\/\/localhost:(\d+)\//.exec(output)?.[1];
    if (port && !gp.base) gp.base = `http://127.0.0.1:${port}/flightdeck/services`;
  });
  child.stderr!.on('data', (d) => (output += d));
  gp.exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return gp;
}

/** Waits until /health answers 200, or the process exits. */
export async function waitHealthy(gp: GatewayProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void gp.exited.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      if (gp.base && (await fetch(`${gp.base}/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gateway did not become healthy:\n${gp.output()}`);
}
