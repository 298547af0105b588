import type { AdType } from '#domain/catalogs/ad-types';
import { editedConstraintsOf, parseLocationIdList, withEditedConstraints, type Constraint, type EditedConstraints } from '#domain/constraint';
import type { LinkedReceiptDraft } from '#domain/ad/linked-receipt';
import { takesDatedPriority } from '#domain/ad/ad';
import { newAdOf } from '#domain/ad/new-ad';
import { linkedToOrder, type orderLinkOf } from '#domain/ad/rules';
import type { AdInput } from '#app/api/ad';
import type { AdDocument } from '#app/api/ad-set';

/**
 * What the ad form edits: the ad itself (every field at the path the gateway names) except the
 * constraints the form shows as fields of their own (dates, chains, locations as typed).
 */
export interface AdDraft extends EditedConstraints {
  ad: AdInput;
  /** a new scan's linked receipt sub-form, created after the scan (spec 2 §4); not part of the ad */
  linkedReceipt?: LinkedReceiptDraft | null;
}

const EDITED: readonly Constraint['@type'][] = ['DateRangeConstraint', 'ChainConstraint', 'LocationConstraint'];

function draftOf(ad: AdInput): AdDraft {
  const constraints = ad.constraints ?? [];
  return { ad: { ...ad, constraints: constraints.filter((c) => !EDITED.includes(c['@type'])) }, ...editedConstraintsOf(constraints) };
}

export function adDraftOf(doc: AdDocument): AdDraft {
  const { id: _id, campaignId: _c, adSetId: _a, created: _cr, modified: _m, version: _v, ...ad } = doc;
  return draftOf(ad as AdInput);
}

/** A new ad of a picker type: the spec's defaults, with today's date as its priority where a date is asked for. */
export function newAdDraft(type: AdType, today: string): AdDraft {
  const ad = newAdOf(type) as unknown as AdInput;
  const format = ad.format['@type'];
  const legacy = { ...(ad.format.legacy ?? {}), ...(takesDatedPriority(format) ? { bannerPriority: today } : {}) };
  return draftOf({ ...ad, format: { ...ad.format, legacy } as AdInput['format'] });
}

/** The body to send: the draft's ad with the edited constraints folded back in. */
export function adBodyOf(draft: AdDraft): AdInput {
  return { ...draft.ad, name: draft.ad.name.trim(), constraints: withEditedConstraints(draft.ad.constraints ?? [], draft) };
}

/** Location lists compare by their ids, not by how they were typed ('1,2' is '1, 2'). */
const normalised = (d: AdDraft) => ({ ...d, whitelist: parseLocationIdList(d.whitelist) ?? d.whitelist, blacklist: parseLocationIdList(d.blacklist) ?? d.blacklist });

export const sameAdDraft = (a: AdDraft, b: AdDraft) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** The draft with the order link chosen, filled in as far as one match allows (spec 2 §4 auto-fill). */
export const withOrderLink = (draft: AdDraft, link: ReturnType<typeof orderLinkOf>): AdDraft => ({ ...draft, ad: linkedToOrder(draft.ad, link) });
