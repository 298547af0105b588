import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installReferenceData } from '#server/repo/reference-data';
import { openStore } from '#server/store/db';

/**
 * The embedded store's template (STORE_TEMPLATE in store/db.ts): a data folder made by initdb, every
 * migration and the reference data, dumped as one tar file. A fresh start copies it instead of doing
 * that work again; the tests open their stores from one made per run.
 */
export async function makeStoreTemplate(compression: 'none' | 'gzip'): Promise<Blob> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-store-template-'));
  const store = await openStore({ dataDir: dir });
  try {
    await installReferenceData(store);
    // every store's dump is defined for the embedded store, which openStore made here
    return await store.dump!(compression);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
