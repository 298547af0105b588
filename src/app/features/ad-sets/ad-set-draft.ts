import { editedConstraintsOf, parseLocationIdList, withEditedConstraints, type EditedConstraints } from '#domain/constraint';
import type { AdSetDocument, AdSetInput } from '#app/api/ad-set';

/** The fields the ad set form edits (spec 2 'Ad set form'); locations as the user types them. */
export interface AdSetDraft extends EditedConstraints {
  name: string;
  description: string;
  enabled: boolean;
  ontologyNodeId: string | null;
}
export type AdSetDraftKey = keyof AdSetDraft;

export const emptyAdSetDraft = (): AdSetDraft => ({
  name: '',
  description: '',
  enabled: true,
  startDate: null,
  endDate: null,
  chainIds: [],
  whitelist: '',
  blacklist: '',
  ontologyNodeId: null,
});

export function adSetDraftOf(doc: AdSetDocument): AdSetDraft {
  return {
    name: doc.name ?? '',
    description: doc.description ?? '',
    enabled: doc.enabled !== false,
    ...editedConstraintsOf(doc.constraints),
    ontologyNodeId: doc.ontologyNodeId ?? null,
  };
}

/** The body to send: the stored ad set (fields the form does not show stay as they are) with the draft over it. */
export function adSetBodyOf(draft: AdSetDraft, base?: AdSetDocument): AdSetInput {
  const { id: _id, campaignId: _c, created: _cr, modified: _m, version: _v, ...rest }: Partial<AdSetDocument> = base ?? {};
  return {
    ...rest,
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    enabled: draft.enabled,
    constraints: withEditedConstraints(base?.constraints ?? [], draft),
    ontologyNodeId: draft.ontologyNodeId,
  };
}

export const sameAdSetDraft = (a: AdSetDraft, b: AdSetDraft) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** Location lists compare by their ids, not by how they were typed ('1,2' is '1, 2'). */
const normalised = (d: AdSetDraft) => ({ ...d, whitelist: parseLocationIdList(d.whitelist) ?? d.whitelist, blacklist: parseLocationIdList(d.blacklist) ?? d.blacklist });
