/** Texts several format sections share: the cap per transaction of receipts, linked cards, K4RR and retailer category awards. */
export const FORMAT_TEXT = {
  maxTransactionAmount: 'Max transaction amount to award',
  maxTransactionDefault: (n: number) => `Default ${n}.`,
} as const;
