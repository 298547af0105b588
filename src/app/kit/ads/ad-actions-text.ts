import { CLONE_MESSAGES, type CloneStep } from '#domain/ad/clone';
import { SCAN_LINK_MESSAGES } from '#domain/ad/scan-links';
import { adTypeLabel, type AdType } from '#domain/catalogs/ad-types';
import { TOPIC_MESSAGES } from '#domain/topic';
import { AD_TEXT } from './text';

/** The ad set list's per-ad actions, clone and delete (spec 2 'Ad set list', 'Clone flow', §4, §8). */
export const AD_ACTION_TEXT = {
  actions: 'Actions',
  clone: 'Clone',
  cloneAd: (name: string) => `Clone ad ${name}`,
  delete: 'Delete',
  deleteAd: (name: string) => `Delete ad ${name}`,
  deleting: 'Deleting…',
  deleteTitle: 'Delete this ad?',
  deleteBody: (name: string) => `"${name}" will be deleted.`,
  confirmDelete: 'Confirm Delete',
  deleted: AD_TEXT.deleted,
  cloneTitle: (name: string) => `Clone ad: ${name}`,
  step: (n: number, of: number, step: CloneStep) => `Step ${n} of ${of}: ${STEP_NAMES[step]}`,
  confirmBody: (name: string, adSet: string) => `A copy of "${name}" will be created in the ad set "${adSet}". It is not linked to any next ad.`,
  promotedProduct: AD_TEXT.promotedProduct,
  productHint: 'The promoted product of the campaign the copy is for.',
  noProducts: TOPIC_MESSAGES.noProducts,
  description: AD_TEXT.description,
  descriptionHint: 'The copy keeps the ad’s name; its description tells it apart.',
  complementary: (type: AdType) => `Also create the complementary ${adTypeLabel(type)} ad`,
  complementaryHint: 'Created after the copy, for the same promoted product, with its name, description and Kicks.',
  scanAd: 'Scan ad',
  scanAdHint: 'The scan ad that leads to the copy of this Post-Scan video (its next ad becomes the copy).',
  noScanAds: 'This campaign has no scan ad to link.',
  newDates: CLONE_MESSAGES.newDates,
  next: 'Next',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  confirmClone: 'Clone',
  cloned: CLONE_MESSAGES.cloned,
  complementaryCreated: CLONE_MESSAGES.complementaryCreated,
  linkedToVideo: SCAN_LINK_MESSAGES.linkedToVideo,
} as const;

const STEP_NAMES: Record<CloneStep, string> = {
  confirm: 'Confirm',
  product: 'Promoted Product',
  description: 'Description',
  complementary: 'Complementary ad',
  scanLink: 'Scan ad to link',
  dates: 'New dates',
};
