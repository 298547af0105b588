import { createHash } from 'node:crypto';
import { MAPPING_TASK_IDS } from '#domain/mapping-status';

/**
 * The ids the gateway gives a campaign's mapping tasks (domain MAPPING_TASK_IDS), the demo data's
 * trees too: an image task's key is a hash of its URL.
 */
export const mappingTaskId = {
  ...MAPPING_TASK_IDS,
  image: (adTask: string, url: string) => MAPPING_TASK_IDS.image(adTask, createHash('sha256').update(url).digest('base64url').slice(0, 12)),
};
