import { linkedChainOf, needsOttChain, ottChainOf, withoutOtt, type OttChainAd } from '#domain/ad/own-the-trip-chain';
import type { OttLink } from '#domain/ad/own-the-trip';
import type { OrderView } from '#domain/ad/rules';
import type { CampaignServiceVersion } from '#domain/flags';
import { bulkCreateAds, createAd, deleteAd, updateAd, type AdInput } from '#app/api/ad';
import type { AdDocument } from '#app/api/ad-set';
import { reportFailure } from '#app/api/client';
import { failureDetail, gatewayFieldErrors } from '#app/api/errors';
import { adBodyOf, adDraftOf } from '#app/kit/ads/ad-draft';
import { must } from '#domain/must';
import { issueMessage } from '#domain/issue-message';

/** spec 2 §8: the chain's messages, verbatim (spelling included). */
export const OTT_CHAIN_TEXT = {
  created: 'Ads created successfully',
  deleted: 'OTT ads deleted successully',
  createFailed: {
    nearbyTabBanner: issueMessage('creating the Nearby Tab banner'),
    storeDetailsBanner: issueMessage('creating the store details banner'),
    videoOtt: issueMessage('creating the video OTT'),
  } satisfies Record<OttLink, (detail: string) => string>,
  deleteFailed: (n: number, detail: string) => `There was an issue deleting ${n} ads. ${detail}`,
  walkInUpdateFailed: issueMessage('updating Walkin Ad'),
} as const;

/** A step of the chain failed: its message is the spec's for that step; the walk-in's own failures keep theirs. */
export class OttChainError extends Error {
  constructor(message: string, readonly failure: unknown) {
    super(message);
  }
}

/** Where the ads are written. */
export interface AdsTarget {
  version: CampaignServiceVersion;
  campaignId: string;
  adSetId: string;
}
/** …and the orders the linked ads take their line items from. */
export interface ChainTarget extends AdsTarget {
  orders: readonly OrderView[];
}

const saveOne = (t: AdsTarget, base: AdDocument | undefined, body: AdInput) =>
  base ? updateAd(t.version, t.campaignId, t.adSetId, base.id, base.version, body) : createAd(t.version, t.campaignId, t.adSetId, body);

/** Deletes ads, last first, stopping at the first refusal; answers the refusal and how many are left. */
async function deleteAds(t: AdsTarget, ads: readonly AdDocument[]): Promise<{ left: number; failure?: unknown }> {
  for (const [i, ad] of [...ads.entries()].reverse()) {
    try {
      await deleteAd(t.version, t.campaignId, t.adSetId, ad.id, ad.version);
    } catch (failure) {
      return { left: i + 1, failure };
    }
  }
  return { left: 0 };
}

/** After a failed step the linked ads created so far are deleted; a refusal there is only reported. */
async function undo(t: AdsTarget, created: readonly AdDocument[]) {
  const { failure } = await deleteAds(t, created);
  if (failure) reportFailure(failure, { silent: true });
}

/**
 * Without bulk calls (spec 2 §7: not v3) each ad is created alone, the last of the chain first so
 * each can name the next it links to, and the walk-in last; on a failure the linked ads created so
 * far are deleted.
 */
async function oneByOne(t: ChainTarget, base: AdDocument | undefined, walkIn: AdInput, chain: OttChainAd[]): Promise<AdDocument> {
  const created: AdDocument[] = [];
  for (const { link, ad } of [...chain].reverse()) {
    try {
      created.unshift(await createAd(t.version, t.campaignId, t.adSetId, { ...ad, nextAdId: created[0]?.id ?? null }));
    } catch (failure) {
      await undo(t, created);
      throw new OttChainError(OTT_CHAIN_TEXT.createFailed[link](failureDetail(failure)), failure);
    }
  }
  try {
    const next = must(created[0], 'the chain has an ad, each created above or the step threw');
    return await saveOne(t, base, { ...walkIn, nextAdId: next.id });
  } catch (failure) {
    await undo(t, created);
    throw failure;
  }
}

/** The index of the ad a refused bulk call names first (its field names read ads.{i}.…). */
function failedIndex(failure: unknown): number | undefined {
  const index = /^ads\.(\d+)/.exec(gatewayFieldErrors(failure)[0]?.fieldName ?? '')?.[1];
  return index === undefined ? undefined : Number(index);
}

/**
 * With v3 the chain is one bulk call with the chained flag (the gateway links ad i to ad i+1): a
 * new walk-in goes first in it; a stored one is linked to the chain by its own update afterwards.
 * The call stores all or nothing, so only that later update can leave ads to delete.
 */
async function inBulk(t: ChainTarget, base: AdDocument | undefined, walkIn: AdInput, chain: OttChainAd[]): Promise<AdDocument> {
  const ads = base ? chain.map((c) => c.ad) : [walkIn, ...chain.map((c) => c.ad)];
  let objects: AdDocument[];
  try {
    ({ objects } = await bulkCreateAds(t.campaignId, t.adSetId, ads, true));
  } catch (failure) {
    const index = failedIndex(failure);
    const step = index === undefined ? undefined : chain[base ? index : index - 1];
    throw step ? new OttChainError(OTT_CHAIN_TEXT.createFailed[step.link](failureDetail(failure)), failure) : failure;
  }
  // the gateway stores every ad of the call, in its order: the walk-in first when new, else the chain's first
  const first = must(objects[0], 'a bulk call that stored its ads answers them');
  if (!base) return first;
  try {
    return await updateAd(t.version, t.campaignId, t.adSetId, base.id, base.version, { ...walkIn, nextAdId: first.id });
  } catch (failure) {
    await undo(t, objects);
    throw failure;
  }
}

/**
 * Saves the ad of the form (spec 2 §4 'Walk-in chain'): a walk-in with Own-The-Trip and no linked
 * next ad yet is saved with its chain; any other ad alone. `message` is the chain's own success
 * message where the spec gives one (a bulk call's).
 */
export async function saveAdWithChain(t: ChainTarget, base: AdDocument | undefined, body: AdInput): Promise<{ doc: AdDocument; message?: string }> {
  const chain = needsOttChain(body) ? ottChainOf(body, t.orders) : [];
  if (chain.length === 0) return { doc: await saveOne(t, base, body) };
  if (t.version === 'v3') return { doc: await inBulk(t, base, body, chain), message: OTT_CHAIN_TEXT.created };
  return { doc: await oneByOne(t, base, body, chain) };
}

/**
 * 'Delete OTT' (spec 2 §4): deletes the linked ads of a stored walk-in (its chain among the
 * campaign's ads, last first, so a refusal leaves the rest still linked for another try), then
 * saves the walk-in without the link and with both boxes unchecked. Answers the saved walk-in.
 */
export async function deleteOttChain(t: AdsTarget, walkIn: AdDocument, campaignAds: readonly AdDocument[]): Promise<AdDocument> {
  const { left, failure } = await deleteAds(t, linkedChainOf(walkIn, campaignAds));
  if (failure) throw new OttChainError(OTT_CHAIN_TEXT.deleteFailed(left, failureDetail(failure)), failure);
  try {
    return await updateAd(t.version, t.campaignId, t.adSetId, walkIn.id, walkIn.version, withoutOtt(adBodyOf(adDraftOf(walkIn))));
  } catch (failure) {
    throw new OttChainError(OTT_CHAIN_TEXT.walkInUpdateFailed(failureDetail(failure)), failure);
  }
}
