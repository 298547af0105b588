import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AdSchema, DEFAULT_BUNDLE_DESCRIPTION, defaultDescriptionOf, validateAdAtOnce } from '#domain/ad/ad';
import { AWARD_MESSAGES, defaultAward, kickAmountOf, KicksPerCurrencyUnitAwardSchema, parseDollars } from '#domain/ad/award';
import { newAdOf } from '#domain/ad/new-ad';
import { issuePath } from '#domain/validation';

describe("a Kicks-per-dollar award's dollars (spec 2 §3, spec 1 §5 money entry parsing)", () => {
  it('reads typed dollars as an amount scaled by its precision', () => {
    expect(parseDollars('2.5')).toEqual({ amount: 250, precision: 2 });
    expect(parseDollars('15')).toEqual({ amount: 1500, precision: 2 });
    expect(parseDollars('1.00')).toEqual({ amount: 100, precision: 2 });
    expect(parseDollars('1,000.125')).toEqual({ amount: 1000125, precision: 3 });
    expect(parseDollars(' $ 0.001')).toEqual({ amount: 1, precision: 3 });
    expect(parseDollars('1.123456789')).toEqual({ amount: 1123456789, precision: 9 });
  });

  it('gives lists and the ad browser its Kicks as the kick figure, not its dollars', () => {
    expect(kickAmountOf({ COMPLETED: { ...defaultAward('KicksPerCurrencyUnitAward', 7), amount: 250 } })).toBe(7);
    expect(kickAmountOf({ COMPLETED: defaultAward('CurrencyAward', 25) })).toBe(25);
    expect(kickAmountOf({})).toBeUndefined();
  });

  it('refuses what the award schema would refuse: no number, nothing, $0, more decimals than it keeps', () => {
    for (const text of ['', 'abc', '1.2.3', '-1', '0', '0.00', '1.1234567890', '99999999999999999']) expect(parseDollars(text), text).toBeUndefined();
  });

  it('the gateway takes every amount the form sends, and names the field for one it cannot', () => {
    for (const text of ['2.5', '15', '1,000.125', '0.001', '1.123456789']) {
      expect(v.safeParse(KicksPerCurrencyUnitAwardSchema, { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, ...parseDollars(text) }).success, text).toBe(true);
    }
    // the default is one dollar; the form sends an amount it cannot read as null
    expect(v.parse(KicksPerCurrencyUnitAwardSchema, { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5 })).toMatchObject({ amount: 100, precision: 2 });
    expect(defaultAward('KicksPerCurrencyUnitAward')).toMatchObject({ amount: 100, precision: 2 });
    for (const amount of [null, 0, 2.5]) {
      const result = v.safeParse(KicksPerCurrencyUnitAwardSchema, { '@type': 'KicksPerCurrencyUnitAward', numberOfKicks: 5, amount, precision: 2 });
      expect(result.success ? [] : result.issues.map((i) => [issuePath(i), i.message]), String(amount)).toEqual([['amount', AWARD_MESSAGES.dollars]]);
    }
    expect(AWARD_MESSAGES.dollars).toMatch(/^Number of dollars /);
  });
});

describe('a bundle starts with the description it is saved with (spec 2 §9)', () => {
  it('prefills both bundle types from the default the gateway fills an empty one with', () => {
    expect(defaultDescriptionOf('BundleFormat')).toBe(DEFAULT_BUNDLE_DESCRIPTION);
    expect(newAdOf('RECEIPT_BUNDLE').description).toBe(DEFAULT_BUNDLE_DESCRIPTION);
    expect(newAdOf('SCAN_MISSION').description).toBe(DEFAULT_BUNDLE_DESCRIPTION);
    expect(newAdOf('SCAN').description).toBe('');
  });

  it('the gateway still fills an empty one, and keeps one typed', () => {
    const bundle = (description: string | null) => ({ ...newAdOf('RECEIPT_BUNDLE'), name: 'Breakfast', description, format: { '@type': 'BundleFormat', adIds: ['1', '2'], legacy: { bannerPriority: 'abc' } }, awards: { COMPLETED: { '@type': 'CurrencyAward', amount: 5 } } });
    expect(v.parse(AdSchema, bundle(null)).description).toBe(DEFAULT_BUNDLE_DESCRIPTION);
    expect(v.parse(AdSchema, bundle('Buy both')).description).toBe('Buy both');
    const read = validateAdAtOnce(bundle(''));
    expect(read.ok && read.value.description).toBe(DEFAULT_BUNDLE_DESCRIPTION);
  });
});
