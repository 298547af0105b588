import { complementaryAdOf, scanLinkedTo, CLONE_MESSAGES, type AdCopy } from '#domain/ad/clone';
import type { OrderView } from '#domain/ad/rules';
import { SCAN_LINK_MESSAGES } from '#domain/ad/scan-links';
import type { AdType } from '#domain/catalogs/ad-types';
import type { CampaignServiceVersion } from '#domain/flags';
import { createAd, updateAd, type AdInput } from '#app/api/ad';
import type { AdDocument } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { notify } from '#app/ui/notifications';
import { failureDetail } from '#app/api/errors';

/** spec 2 §8: 'Failures while cloning are reported under 'Failed cloning ad''. */
export function reportCloneFailure(error: unknown) {
  reportFailure(error, { silent: true });
  notify({ message: CLONE_MESSAGES.failed(failureDetail(error)), type: 'error' });
}

/** A call made once the copy exists: it reports its own outcome, and a failure leaves the copy in place. */
async function afterCopy(call: () => Promise<unknown>, success: string): Promise<void> {
  try {
    await call();
    notify({ message: success, type: 'success' });
  } catch (error) {
    reportCloneFailure(error);
  }
}

/** The complementary ad of a scan's or receipt's copy, created in the copy's ad set. */
export const createComplementary = (version: CampaignServiceVersion, source: AdDocument, copy: AdCopy<AdDocument>, type: AdType, orders: readonly OrderView[]) =>
  afterCopy(() => createAd(version, source.campaignId, source.adSetId, complementaryAdOf(copy, type, orders) as AdInput), CLONE_MESSAGES.complementaryCreated);

/** The chosen scan ad now leads to the post-scan video's copy (its nextAdId), updated with the version read. */
export const linkScanTo = (version: CampaignServiceVersion, scan: AdDocument, video: AdDocument) =>
  afterCopy(() => updateAd(version, scan.campaignId, scan.adSetId, scan.id, scan.version, scanLinkedTo(scan, video.id) as AdInput), SCAN_LINK_MESSAGES.linkedToVideo);
