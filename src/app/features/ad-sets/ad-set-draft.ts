import { chainIdsOf, dateRangeOf, locationIdsOf, parseLocationIdList, type Constraint } from '../../../domain/constraint';
import type { AdSetDocument, AdSetInput } from '../../api/ad-set';

/** The fields the ad set form edits (spec 2 'Ad set form'); locations as the user types them. */
export interface AdSetDraft {
  name: string;
  description: string;
  enabled: boolean;
  startDate: string | null;
  endDate: string | null;
  chainIds: string[];
  whitelist: string;
  blacklist: string;
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
  const range = dateRangeOf(doc.constraints);
  const locations = locationIdsOf(doc.constraints);
  return {
    name: doc.name ?? '',
    description: doc.description ?? '',
    enabled: doc.enabled !== false,
    startDate: range?.startTimestamp ?? null,
    endDate: range?.endTimestamp ?? null,
    chainIds: chainIdsOf(doc.constraints),
    whitelist: locations.whitelisted.join(', '),
    blacklist: locations.blacklisted.join(', '),
    ontologyNodeId: doc.ontologyNodeId ?? null,
  };
}

/** The kinds of constraint the form edits; any other kind the ad set holds is sent back untouched. */
const EDITED: readonly Constraint['@type'][] = ['DateRangeConstraint', 'ChainConstraint', 'LocationConstraint'];

function constraintsOf(draft: AdSetDraft, stored: readonly Constraint[]): Constraint[] {
  const out: Constraint[] = [];
  if (draft.startDate || draft.endDate) {
    const range = dateRangeOf(stored);
    out.push({ '@type': 'DateRangeConstraint', startTimestamp: draft.startDate, endTimestamp: draft.endDate, availableInPeriod: range?.availableInPeriod });
  }
  if (draft.chainIds.length) out.push({ '@type': 'ChainConstraint', chainIds: Object.fromEntries(draft.chainIds.map((id) => [id, true])) });
  const white = parseLocationIdList(draft.whitelist) ?? [];
  const black = parseLocationIdList(draft.blacklist) ?? [];
  // spec 2 §3: true = whitelisted, false = blacklisted.
  if (white.length || black.length) out.push({ '@type': 'LocationConstraint', locationIds: Object.fromEntries([...black.map((id) => [id, false]), ...white.map((id) => [id, true])]) });
  return [...out, ...stored.filter((c) => !EDITED.includes(c['@type']))];
}

/** The body to send: the stored ad set (fields the form does not show stay as they are) with the draft over it. */
export function adSetBodyOf(draft: AdSetDraft, base?: AdSetDocument): AdSetInput {
  const { id: _id, campaignId: _c, created: _cr, modified: _m, version: _v, ...rest } = base ?? ({} as Partial<AdSetDocument>);
  return {
    ...rest,
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    enabled: draft.enabled,
    constraints: constraintsOf(draft, base?.constraints ?? []),
    ontologyNodeId: draft.ontologyNodeId,
  };
}

export const sameAdSetDraft = (a: AdSetDraft, b: AdSetDraft) => JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));

/** Location lists compare by their ids, not by how they were typed ('1,2' is '1, 2'). */
const normalised = (d: AdSetDraft) => ({ ...d, whitelist: parseLocationIdList(d.whitelist) ?? d.whitelist, blacklist: parseLocationIdList(d.blacklist) ?? d.blacklist });

/** Fields whose value differs between two drafts. */
export const changedAdSetKeys = (a: AdSetDraft, b: AdSetDraft) => {
  const na = normalised(a);
  const nb = normalised(b);
  return (Object.keys(a) as AdSetDraftKey[]).filter((k) => JSON.stringify(na[k]) !== JSON.stringify(nb[k]));
};
