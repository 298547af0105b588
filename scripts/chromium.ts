/**
 * Which Chromium the browser tests and benchmarks run, in this order: `CHROMIUM_PATH`; Debian's
 * chromium package; Playwright's own Chromium (which `npm test`'s pretest step installs only when
 * neither of the first two is there: CI and these machines cannot download browsers). Where none can
 * be had, the browser step stops with the one line of MISSING_CHROMIUM.
 *
 * `tsx scripts/chromium.ts --install-if-missing` is the pretest step.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const MISSING_CHROMIUM =
  'No Chromium for the browser tests: install Debian\'s chromium package (apt-get install chromium), or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary';

export type ChromiumChoice =
  /** a binary to launch (CHROMIUM_PATH or Debian's) */
  | { kind: 'path'; path: string }
  /** Playwright's own, installed: launched without an executable path */
  | { kind: 'playwright' }
  /** Playwright's own is the one left but not installed: the pretest step may install it */
  | { kind: 'install' }
  /** nothing usable: the one line to print */
  | { kind: 'missing'; message: string };

export interface ChromiumFacts {
  /** CHROMIUM_PATH, if set */
  chromiumPath?: string;
  /** where Playwright's own Chromium is when installed */
  playwrightPath: string;
  exists: (path: string) => boolean;
}

/** The browser to use, from what the machine has; pure, so that each case is tested. */
export function chooseChromium({ chromiumPath, playwrightPath, exists }: ChromiumFacts): ChromiumChoice {
  if (chromiumPath) {
    return exists(chromiumPath) ? { kind: 'path', path: chromiumPath } : { kind: 'missing', message: `CHROMIUM_PATH is ${chromiumPath}, which is not there. ${MISSING_CHROMIUM}` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { kind: 'path', path: DEBIAN_CHROMIUM };
  return exists(playwrightPath) ? { kind: 'playwright' } : { kind: 'install' };
}

/** What this machine has. */
function machineFacts(): ChromiumFacts {
  return { chromiumPath: process.env.CHROMIUM_PATH || undefined, playwrightPath: chromium.executablePath(), exists: existsSync };
}

/**
 * The executable path for Playwright's launch options (undefined: Playwright's own). With none to be
 * had it prints MISSING_CHROMIUM and ends the process: a stack trace would bury the one line.
 */
export function chromiumExecutable(): string | undefined {
  const choice = chooseChromium(machineFacts());
  if (choice.kind === 'path') return choice.path;
  if (choice.kind === 'playwright') return undefined;
  console.error(choice.kind === 'missing' ? choice.message : MISSING_CHROMIUM);
  process.exit(1);
}

/** The pretest step: installs Playwright's Chromium only when there is no other; never fails `npm test` itself. */
function installIfMissing(): void {
  if (chooseChromium(machineFacts()).kind !== 'install') return;
  console.log('No CHROMIUM_PATH and no Debian chromium: installing Playwright\'s Chromium for the browser tests…');
  const run = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', shell: process.platform === 'win32' });
  // The browser step then stops with MISSING_CHROMIUM; the type check and unit tests still run.
  if (run.status !== 0) console.error(MISSING_CHROMIUM);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--install-if-missing')) installIfMissing();
