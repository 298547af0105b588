import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder (the one holding package.json), found by walking up from this module: the
 * gateway runs both from its sources (src/server, in tests and `npm run dev`) and from its bundle
 * (dist/server, `npm start`), so paths to drizzle/ and dist/portal cannot be fixed relative ones.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** The gateway's version (package.json): in the API description and the start-up log line. */
export const GATEWAY_VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
