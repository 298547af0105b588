/**
 * Writes `NAME.br` and `NAME.gz` beside every compressible file of the built portal, once, at build
 * time, at the strongest settings (brotli 11, gzip 9): the gateway then sends them as they are
 * (src/server/http/portal.ts) and spends no CPU per request. A variant that saves nothing is not
 * written. Source maps are left out: only developer tools read them, and brotli 11 over them would
 * double the build's time (decision 004).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { CODINGS, encode, SUFFIX } from '../src/server/http/content-coding';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function precompressFolder(dir: string): Promise<void> {
  // Dot folders (Vite's .vite/manifest.json) are build records the gateway never serves.
  const files = (await filesBelow(dir)).filter((file) => COMPRESSIBLE.test(file) && !relative(dir, file).split(sep).some((part) => part.startsWith('.')));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      for (const coding of CODINGS) {
        const packed = await encode[coding](bytes, true);
        if (packed.length < bytes.length) await writeFile(file + SUFFIX[coding], packed);
      }
    }),
  );
}

/** The Vite plugin: runs once the build has written its files. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'flightdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
