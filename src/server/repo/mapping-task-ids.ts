import { createHash } from 'node:crypto';

/**
 * The ids of a campaign's mapping tasks, from what each task maps: the campaign's root task is
 * `mt-{campaignId}` (the campaign form asks for it to tell whether the tree is busy), and each task
 * below names its document (`-t` a topic, `-s` an ad set, `-a` an ad), which the mapping status
 * popup links to. The gateway's trees and the demo data's are named alike.
 */
export const mappingTaskId = {
  root: (campaignId: string) => `mt-${campaignId}`,
  topic: (root: string, topicId: string) => `${root}-t${topicId}`,
  adSet: (root: string, adSetId: string) => `${root}-s${adSetId}`,
  ad: (root: string, adId: string) => `${root}-a${adId}`,
  /** keyed by the URL, so an image keeps its task (and history) when others are added or removed */
  image: (adTask: string, url: string) => `${adTask}-i${createHash('sha256').update(url).digest('base64url').slice(0, 12)}`,
  instantSurprise: (adTask: string) => `${adTask}-is`,
};
