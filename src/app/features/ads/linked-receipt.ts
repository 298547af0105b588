import { LINKED_RECEIPT_MESSAGES, linkedReceiptAdOf, linkedReceiptProblems, mayLinkReceipt } from '#domain/ad/linked-receipt';
import type { Constraint } from '#domain/constraint';
import { createAd } from '#app/api/ad';
import type { AdDocument } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { failureDetail } from '#app/api/errors';
import { adBodyOf, type AdDraft } from '#app/kit/ads/ad-draft';
import { saveAdWithChain, type ChainTarget } from './own-the-trip-chain';
import type { AdRule } from './rules';
import { AD_TEXT } from '#app/kit/ads/text';

/** spec 2 §8: the linked receipt's messages, verbatim. */
export const LINKED_RECEIPT_TEXT = {
  deleted: 'Linked Receipt Ad successfully deleted.',
  deleteFailed: (reason: string) => `There was an issue deleting the Linked Receipt Ad. ${reason}`,
} as const;

/** The sub-form's unmet requirements, as rules of the form (they hold the submit like any other). */
export function linkedReceiptRules(draft: AdDraft, adSetConstraints: readonly Constraint[] | undefined): AdRule[] {
  if (!draft.linkedReceipt) return [];
  if (!mayLinkReceipt(adBodyOf(draft), adSetConstraints)) {
    return [{ rule: LINKED_RECEIPT_MESSAGES.unavailable, ok: false, field: 'linkedReceipt', message: LINKED_RECEIPT_MESSAGES.unavailable }];
  }
  return linkedReceiptProblems(draft.linkedReceipt).map(({ field, message }) => ({ rule: message, ok: false, field: `linkedReceipt.${field}`, message }));
}

/**
 * Saves the ad of the form (with its walk-in chain, if any); a new scan with a linked receipt
 * then creates the receipt (spec 2 §4). A refused receipt keeps the saved scan: its failure comes
 * back as `receiptFailure`, the spec's create message.
 */
export async function saveAdWithLinkedReceipt(t: ChainTarget, base: AdDocument | undefined, draft: AdDraft): Promise<{ doc: AdDocument; message?: string; receiptFailure?: string }> {
  const scan = adBodyOf(draft);
  const saved = await saveAdWithChain(t, base, scan);
  if (base || !draft.linkedReceipt) return saved;
  try {
    await createAd(t.version, t.campaignId, t.adSetId, linkedReceiptAdOf(scan, draft.linkedReceipt, t.orders));
    return saved;
  } catch (failure) {
    reportFailure(failure, { silent: true });
    return { ...saved, receiptFailure: AD_TEXT.createFailed(failureDetail(failure)) };
  }
}
