import { DEFAULT_OPS_ASSOCIATE } from '#domain/campaign';
import type { CampaignCategory } from '#domain/catalogs/categories';
import type { CampaignDocument, CampaignInput } from '#app/api/campaign';

/** The fields the campaign form edits (spec 1 §2 Campaign edit / create form). */
export interface CampaignDraft {
  campaignName: string;
  accountManager: string | null;
  campaignManager: string | null;
  opsAssociate: string | null;
  description: string;
  category: CampaignCategory;
  insertionOrderIds: string[];
  companyIds: string[];
  startDate: string | null;
  endDate: string | null;
  campaignNotes: string;
  tags: string[];
}
export type DraftKey = keyof CampaignDraft;

export const emptyDraft = (insertionOrderIds: readonly string[] = []): CampaignDraft => ({
  campaignName: '',
  accountManager: null,
  campaignManager: null,
  opsAssociate: DEFAULT_OPS_ASSOCIATE,
  description: '',
  category: 'BRAND',
  insertionOrderIds: [...insertionOrderIds],
  companyIds: [],
  startDate: null,
  endDate: null,
  campaignNotes: '',
  tags: [],
});

export function draftOf(c: CampaignDocument): CampaignDraft {
  return {
    campaignName: c.campaignName ?? '',
    accountManager: c.accountManager || null,
    campaignManager: c.campaignManager || null,
    opsAssociate: c.opsAssociate || null,
    description: c.description ?? '',
    category: c.category ?? 'BRAND',
    insertionOrderIds: [...(c.insertionOrderIds ?? [])],
    companyIds: [...(c.companyIds ?? [])],
    startDate: c.startDate || null,
    endDate: c.endDate || null,
    campaignNotes: c.campaignNotes ?? '',
    tags: [...(c.tags ?? [])],
  };
}

/** The body to send: the stored campaign (fields the form does not show stay as they are) with the draft over it. */
export function bodyOf(draft: CampaignDraft, base?: CampaignDocument): CampaignInput {
  const { id: _id, created: _c, modified: _m, version: _v, ...rest }: Partial<CampaignDocument> = base ?? {};
  return {
    ...rest,
    ...draft,
    campaignName: draft.campaignName.trim(),
    accountManager: draft.accountManager ?? '',
    campaignManager: draft.campaignManager ?? '',
    opsAssociate: draft.opsAssociate ?? undefined,
    description: draft.description || undefined,
    campaignNotes: draft.campaignNotes || undefined,
    startDate: draft.startDate ?? '',
    endDate: draft.endDate ?? '',
  };
}

export const sameDraft = (a: CampaignDraft, b: CampaignDraft) => JSON.stringify(a) === JSON.stringify(b);

/** Tags typed as 'a, b, c'. */
export const parseTags = (text: string) => text.split(',').map((t) => t.trim()).filter(Boolean);
