import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from '#domain/money';

describe('money entry parsing (spec 1 §5)', () => {
  it('removes commas and spaces, gives whole numbers precision 2, pads one decimal digit, keeps more', () => {
    expect(parseMoney('1,234.5')).toEqual({ amount: 123450, precision: 2 });
    expect(parseMoney(' 12 500 ')).toEqual({ amount: 1250000, precision: 2 });
    expect(parseMoney('12.345')).toEqual({ amount: 12345, precision: 3 });
  });

  it('takes a decimal point on either side of the digits', () => {
    expect(parseMoney('5.')).toEqual({ amount: 500, precision: 2 });
    expect(parseMoney('.5')).toEqual({ amount: 50, precision: 2 });
    expect(formatMoney(50, 2)).toBe('0.50');
  });

  it('refuses what is not a number', () => {
    for (const text of ['', '.', 'abc', '1.2.3', '-5', '1e3']) expect(parseMoney(text), text).toBeUndefined();
  });
});
