/** Affiliate or merchant options of a chain's online store (spec 3 §9 'Merchants and platforms'). */
export const MERCHANTS = [
  'AEREWARDS', 'AMAZON', 'BBY_MCOMM', 'BBY_REWARD_ZONE', 'BUTTON', 'COMMISSIONJUNCTION', 'FOOD4LESS', 'GIANT_EAGLE', 'KROGER',
  'LINKSHARE', 'MASTERCARD', 'RALPHS', 'SAFEWAY', 'SKIMLINKS', 'VISA', 'VONS', 'IMPACT_RADIUS',
] as const;
export type Merchant = (typeof MERCHANTS)[number];
