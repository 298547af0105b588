import { defaultAward, withEligibility, type Award, type Awards } from '#domain/ad/award';
import { defaultAwardType, INSTANT_SURPRISE_KICKS } from '#domain/ad/defaults';
import { AWARD_FORMATS, type FormatType } from '#domain/catalogs/formats';
import type { SeedContext } from './core';

/** Formats whose new ad starts with an award although the form has no awards section for them (new-ad.ts). */
const DEFAULT_AWARD_FORMATS: readonly FormatType[] = ['InstantSurpriseFormat', 'LinkedCardFormat', 'McommRuleFormat', 'WalkInFormat'];
const KICKS = [5, 10, 15, 20, 25, 40, 50, 75, 100, 150, 250];
/** above every scan's Kicks: a big scan must pay more than the main scan of its product */
const BIG_SCAN_KICKS = [300, 400, 500, 750, 1000];
const KICKS_PER_DOLLAR = [1, 2, 5, 10];

/** Where the award's Kicks are paid from: the ad's order and, for a wallet line item, its wallet (spec 2 §4 auto-fill). */
export interface AwardFunding {
  insertionOrderId: string | null;
  walletId: string | null;
}

/**
 * The award an ad of a format carries, of the type its new ad starts with (new-ad.ts) and with the
 * Kicks a user would have set; a video may go without one, and formats without an award have none.
 */
export function awardsOf(ctx: SeedContext, type: FormatType, funding: AwardFunding): Awards {
  const award = awardOf(ctx, type);
  if (!award) return {};
  // as the form's order link does: Kicks awards name the order (and wallet) that pays them
  const paid = award['@type'] === 'CurrencyAward' || award['@type'] === 'ReceiptKicksCurrencyAward';
  const paidFrom = paid ? Object.fromEntries(Object.entries(funding).filter(([, id]) => id != null)) : {};
  return { COMPLETED: { ...award, ...paidFrom } };
}

function awardOf(ctx: SeedContext, type: FormatType): Award | undefined {
  const rng = ctx.rng;
  if (type === 'InstantSurpriseFormat') return defaultAward('CurrencyAward', INSTANT_SURPRISE_KICKS);
  if (!AWARD_FORMATS.includes(type) && !DEFAULT_AWARD_FORMATS.includes(type)) return undefined;
  if ((type === 'VideoFormat' || type === 'VastUrlFormat') && rng.chance(0.5)) return undefined;
  const awardType = defaultAwardType(type);
  if (awardType === 'KicksPerCurrencyUnitAward') return defaultAward(awardType, rng.pick(KICKS_PER_DOLLAR));
  const award = defaultAward(awardType, rng.pick(type === 'BigScanFormat' ? BIG_SCAN_KICKS : KICKS));
  // some receipts pay only for a quantity bought (the promotion eligibility block)
  return type === 'ProductReceiptFormat' && rng.chance(0.2) ? withEligibility(award, 'QuantityAwardConfiguration') : award;
}
