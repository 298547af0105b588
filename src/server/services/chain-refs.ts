import { and, eq, inArray, sql } from 'drizzle-orm';
import { AD_SET_MESSAGES } from '#domain/ad-set';
import { CHAIN_TAPOUTS } from '#domain/ad/tapout';
import { unknownChainMessage } from '#domain/chain';
import { chainIdsOf, type Constraint } from '#domain/constraint';
import type { FieldError } from '#domain/validation';
import type { Db } from '#server/store/db';
import { ad, chain } from '#server/store/schema';
import { isRecord } from '#domain/changelog-document';

/** Where a document names chains: one entry per field, by its path (`constraints.0.chainIds`). */
interface ChainRef {
  path: string;
  ids: string[];
}

/** Parts that name a chain in `chainId`: the tapouts that take one, and a retailer category. */
const NAMES_ONE_CHAIN: ReadonlySet<string> = new Set([...CHAIN_TAPOUTS, 'PromotedCategory']);

/**
 * Every chain id a document names, wherever its schema puts one: a chain constraint's `chainIds`
 * (map keys, whatever their flag, or a list; in a campaign's, ad set's or ad's constraints, an
 * offer's or a bonus award's), a tapout's `chainId` (`format.tapout`,
 * `format.bannerPlacements.N.tapout`) and a retailer category's `chainId`. Open `legacy` blobs are
 * passed over: they are carried, not read.
 */
function chainRefsOf(doc: unknown): ChainRef[] {
  const refs: ChainRef[] = [];
  const at = (path: string, key: string) => (path ? `${path}.${key}` : key);
  // depth first without recursion; children are pushed last first, so refs come in document order
  const stack: [unknown, string][] = [[doc, '']];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [node, path] = top;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], at(path, String(i))]);
      continue;
    }
    if (!isRecord(node)) continue;
    const obj = node;
    const type = obj['@type'];
    if (type === 'ChainConstraint' && obj.chainIds && typeof obj.chainIds === 'object') {
      const ids = Array.isArray(obj.chainIds) ? obj.chainIds.filter((id): id is string => typeof id === 'string') : Object.keys(obj.chainIds);
      refs.push({ path: at(path, 'chainIds'), ids });
      continue;
    }
    if (typeof type === 'string' && NAMES_ONE_CHAIN.has(type) && typeof obj.chainId === 'string' && obj.chainId) {
      refs.push({ path: at(path, 'chainId'), ids: [obj.chainId] });
    }
    const children = Object.entries(obj).filter(([key, value]) => key !== 'legacy' && value && typeof value === 'object');
    for (const [key, value] of children.reverse()) stack.push([value, at(path, key)]);
  }
  return refs;
}

/** A field whatever its place in a list: reordered constraints or placements keep what they name. */
const fieldOf = (path: string) => path.split('.').filter((part) => !/^\d+$/.test(part)).join('.');

/**
 * Chains newly named by a write must exist: an unknown id is bad input, a 400 naming the field
 * ('Unknown chain 999'), as an unknown insertion order is for a campaign. Ids the stored document
 * already names at that field are not checked again (their chain may be gone since, or the data
 * predates this check), so what a GET answered can still be PUT back as it is (decision 016).
 */
export async function chainRefProblems(db: Db, body: unknown, stored?: unknown): Promise<FieldError[]> {
  const kept = new Map<string, Set<string>>();
  for (const ref of stored ? chainRefsOf(stored) : []) {
    const field = fieldOf(ref.path);
    kept.set(field, new Set([...(kept.get(field) ?? []), ...ref.ids]));
  }
  const fresh = chainRefsOf(body)
    .map((ref) => ({ ...ref, ids: [...new Set(ref.ids.filter((id) => id && !kept.get(fieldOf(ref.path))?.has(id)))] }))
    .filter((ref) => ref.ids.length > 0);
  const all = [...new Set(fresh.flatMap((ref) => ref.ids))];
  if (all.length === 0) return [];
  const found = new Set((await db.select({ id: chain.id }).from(chain).where(inArray(chain.id, all))).map((r) => r.id));
  return fresh.flatMap((ref) => {
    const unknown = ref.ids.filter((id) => !found.has(id));
    return unknown.length ? [{ fieldName: ref.path, message: unknownChainMessage(unknown) }] : [];
  });
}

/** Ads a refusal names at the most. */
const FEW = 3;

/**
 * spec 2 §5: an ad needs chains unless its ad set has them ('You have not set chain constraints on the
 * Ad Set level. Chains are required on this ad.'). So an ad set's write that drops its last chains is
 * refused while any of its ads has none of its own: those ads could not be saved again as read.
 * Named at `constraints.chainIds`, where the ad set form shows its chains.
 */
export async function chainsStillNeeded(db: Db, adSetId: string, constraints: readonly Constraint[] | undefined, stored: readonly Constraint[] | undefined): Promise<FieldError[]> {
  if (chainIdsOf(constraints).length > 0 || chainIdsOf(stored).length === 0) return [];
  const bare = await db.select({ name: ad.name }).from(ad).where(and(eq(ad.adSetId, adSetId), sql`cardinality(${ad.chainIds}) = 0`)).orderBy(ad.name);
  if (bare.length === 0) return [];
  const named = bare.slice(0, FEW).map((a) => `ad "${a.name}"`).join(', ') + (bare.length > FEW ? `; and ${bare.length - FEW} more` : '');
  return [{ fieldName: 'constraints.chainIds', message: AD_SET_MESSAGES.chainsStillNeeded(named) }];
}
