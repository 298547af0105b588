/** What the benchmarks read of the gateway's process: its bundle, CPU time, resident memory. */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The gateway as `npm start` runs it, bundled from the current sources; answers its path. */
export function buildGateway(): string {
  execFileSync(process.execPath, ['scripts/build-gateway.mjs'], { cwd: root, stdio: 'inherit' });
  return 'dist/server/main.js';
}

/** CPU seconds a process has used so far (Linux), or undefined where /proc is not there. */
export function cpuSeconds(pid: number): number | undefined {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Waits until the gateway is idle: a freshly seeded store gives its workers a round of work (mapping
 * tasks) that would otherwise share the machine with the first measurements. The workers keep
 * running, idle, during the runs.
 */
export async function settle(pid: number, maxSeconds = 180) {
  const started = Date.now();
  const first = cpuSeconds(pid);
  if (first === undefined) return new Promise((resolve) => setTimeout(resolve, 10_000));
  let last: number = first;
  while (Date.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now: number = cpuSeconds(pid) ?? last;
    if (now - last < 0.1) return;
    last = now;
  }
}


/** A process's resident set size in MB (Linux /proc), or undefined elsewhere. */
export function residentMb(pid: number): number | undefined {
  const status = `/proc/${pid}/status`;
  if (!existsSync(status)) return undefined;
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1];
  return kb ? Math.round(Number(kb) / 1024) : undefined;
}

/** Starts a script (TypeScript through tsx; the gateway as production runs it, bundled) and answers once it says it is ready. */
export function startProcess(script: string, env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
    const child = spawn(process.execPath, [...loader, script], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (d: Buffer) => {
      if (/ready|Flight Deck on/.test(String(d))) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}

/** Percentiles (ms, rounded) of response times. */
export function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => (times.length ? Math.round(times[Math.ceil(times.length * q) - 1]!) : 0);
  return { p50: at(0.5), p95: at(0.95), p97_5: at(0.975), p99: at(0.99) };
}
