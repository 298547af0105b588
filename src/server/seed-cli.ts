/**
 * Seeds the store named by DATA_DIR / DATABASE_URL with the demo data set at a scale factor:
 *   npm run seed -- --scale 10
 * The store must be empty (a seeded store is left alone).
 */
import { readConfig } from './config';
import { fileSettings } from '#server/files/settings';
import { log } from './log';
import { openStore, STORE_TEMPLATE } from './store/db';
import { installReferenceData } from './repo/reference-data';
import { DEMO_COUNTS, isEmpty, seedDemo } from './seed/index';

async function main() {
  const args = process.argv.slice(2);
  const scaleAt = args.indexOf('--scale');
  const scale = scaleAt >= 0 ? Number(args[scaleAt + 1]) : 1;
  if (!(scale > 0 && scale <= 100)) throw new Error('--scale takes a number above 0, at most 100');
  const config = readConfig();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgliteSharedBuffers: config.pgliteSharedBuffers, timeouts: config.storeTimeouts, template: STORE_TEMPLATE });
  try {
    await installReferenceData(store);
    if (!(await isEmpty(store))) throw new Error('The store already holds data; seed an empty DATA_DIR or database.');
    const started = Date.now();
    await seedDemo(store, fileSettings(store, config.dataDir, config.publicUrl), scale);
    log().info({ scale }, `Seeded scale ${scale} (about ${Math.round(DEMO_COUNTS.campaigns * scale)} campaigns, ${Math.round(DEMO_COUNTS.campaigns * scale * DEMO_COUNTS.adsPerCampaign)} ads) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await store.close();
  }
}

main().catch((error) => {
  log().fatal(error instanceof Error ? error.message : String(error));
  log().flush();
  process.exit(1);
});
