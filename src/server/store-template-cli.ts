/**
 * Writes the embedded store's template to the file named by argv[2] (gzip when it ends in .gz):
 * `npm run build` makes dist/server/store-template.tar.gz with it (scripts/build-gateway.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeStoreTemplate } from './store-template';

const [file] = process.argv.slice(2);
if (!file) throw new Error('Usage: store-template-cli FILE');
const template = await makeStoreTemplate(file.endsWith('.gz') ? 'gzip' : 'none');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, Buffer.from(await template.arrayBuffer()));
