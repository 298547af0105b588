import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installReferenceData } from '#server/repo/reference-data';
import { openStore } from '#server/store/db';

/** Writes the portal tests' store image to the file named by argv[2]: migrated, with the reference data only. */
const [file] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'fd-portal-image-'));
const store = await openStore({ dataDir: dir });
await installReferenceData(store);
writeFileSync(file!, Buffer.from(await (await store.dump!()).arrayBuffer()));
await store.close();
rmSync(dir, { recursive: true, force: true });
