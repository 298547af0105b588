/**
 * Money entry parsing (spec 1 §5): commas and spaces removed; whole numbers get precision 2;
 * one decimal digit is padded to 2; more than 2 decimal digits set the precision to their count.
 * The decimal point is optional on either side of the digits ('5.' and '.5' are numbers too).
 */
export const MONEY_PATTERN = /^(\d+(\.\d*)?|\.\d+)$/;

export function parseMoney(input: string): { amount: number; precision: number } | undefined {
  const clean = input.replace(/[,\s$]/g, '');
  if (!MONEY_PATTERN.test(clean)) return undefined;
  const [whole, fraction = ''] = clean.split('.');
  const precision = Math.max(2, fraction.length);
  const amount = Number(whole + fraction.padEnd(precision, '0'));
  return Number.isSafeInteger(amount) ? { amount, precision } : undefined;
}

export function formatMoney(amount: number, precision: number): string {
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision) || '0';
  const fraction = precision > 0 ? `.${digits.slice(-precision)}` : '';
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
