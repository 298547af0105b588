import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The code of a system call's error (ENOENT, EEXIST, ...). */
const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
}

/**
 * Creates `path` holding our pid, atomically; false when it already exists. The pid is written to a
 * file of our own first and then linked in (link fails when the name exists), so no other process
 * ever reads the file empty or half-written and takes a fresh lock for a dead one.
 */
function createExclusive(path: string): boolean {
  const own = `${path}.${process.pid}`;
  writeFileSync(own, String(process.pid));
  try {
    linkSync(own, path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(own, { force: true });
  }
}

/** The pid a lock file holds, or undefined when it is gone or holds no pid. */
function holderOf(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a lock (or takeover) file's holder is gone; one holding no pid (written by hand?) is stale after a second. */
function isStale(file: string): boolean {
  const pid = holderOf(file);
  if (pid === undefined) return ageMs(file) > 1_000;
  // our own pid is a leftover too (in a container every start gets the same pid)
  return pid === process.pid || !isAlive(pid);
}
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** A takeover file left by a process that died during its takeover is ignored after this long. */
const TAKEOVER_STALE_MS = 5_000;

/**
 * PGlite does not lock its folder, and two processes on one folder corrupt it: take a lock file
 * holding our pid (created atomically). A lock left by a dead process (kill -9) is taken over, one
 * process at a time: removing a stale lock and creating ours are two steps, and two processes doing
 * them together could each remove the other's fresh lock. So a takeover first creates a second file
 * (atomically too), looks at the lock again while holding it, and only then replaces it; everyone else
 * starts over and finds the new holder alive.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'flightdeck.lock');
  const takeover = `${path}.takeover`;
  const release = () => rmSync(path, { force: true });
  for (let attempt = 0; attempt < 200; attempt++) {
    if (createExclusive(path)) return release;
    const holder = holderOf(path);
    if (!isStale(path)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Flight Deck process (pid ${holder ?? 'unknown'}). Stop it, or start this one with another DATA_DIR or a DATABASE_URL.`,
      );
    }
    if (!createExclusive(takeover)) {
      if (isStale(takeover) || ageMs(takeover) > TAKEOVER_STALE_MS) rmSync(takeover, { force: true });
      pause(10);
      continue;
    }
    try {
      // Looked at again under the takeover: the lock may have been replaced since.
      if (isStale(path)) {
        rmSync(path, { force: true });
        if (createExclusive(path)) return release;
      }
    } finally {
      rmSync(takeover, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
