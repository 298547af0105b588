import { and, eq, inArray } from 'drizzle-orm';
import type { FieldError } from '#domain/validation';
import type { Db } from '#server/store/db';
import { topic } from '#server/store/schema';

/** What an ad set or an ad says about the topics (promoted products, retailer categories) it names. */
export interface TopicRef {
  fieldName: string;
  ids: readonly (string | null | undefined)[];
  /** the ids the stored document already names: kept as they are, so what a GET answered can be PUT back */
  kept?: readonly unknown[];
  /** only topics of this kind fit (e.g. PromotedProduct) */
  type?: string;
}

const KIND_WORDS: Record<string, string> = { PromotedProduct: 'a promoted product', PromotedCategory: 'a retailer category' };

/**
 * Topics newly named by a write must be topics of the write's campaign: an unknown id (or another
 * campaign's topic) is bad input, refused with a 400 naming the field, as companies and orders are
 * for a campaign. Ids the stored document already holds are not checked again (their topic may have
 * been deleted since).
 */
export async function topicRefProblems(db: Db, campaignId: string, refs: readonly TopicRef[]): Promise<FieldError[]> {
  const fresh = refs.map((ref) => ({ ...ref, ids: [...new Set(ref.ids.filter((id): id is string => !!id && !(ref.kept ?? []).includes(id)))] }));
  const all = [...new Set(fresh.flatMap((ref) => ref.ids))];
  if (all.length === 0) return [];
  const rows = await db.select({ id: topic.id, type: topic.topicType }).from(topic).where(and(eq(topic.campaignId, campaignId), inArray(topic.id, all)));
  const typeOf = new Map(rows.map((r) => [r.id, r.type]));
  return fresh.flatMap((ref) => {
    const bad = ref.ids.filter((id) => !typeOf.has(id) || (ref.type !== undefined && typeOf.get(id) !== ref.type));
    if (bad.length === 0) return [];
    const what = ref.type ? (KIND_WORDS[ref.type] ?? ref.type) : 'a promoted product or retailer category';
    return [{ fieldName: ref.fieldName, message: `Not ${what} of this campaign: ${bad.join(', ')}` }];
  });
}
