import { describe, expect, it } from 'vitest';
import { numberEntry } from '#app/ui/form-fields';

/** A number field's text stands for the number typed, sign and decimals included, never another number. */
describe('numberEntry', () => {
  it.each([
    ['', null], ['  ', null], ['0', 0], ['42', 42], [' 7 ', 7], ['1,234', 1234], ['+5', 5],
    ['-3', -3], ['1.5', 1.5], ['1.', 1], ['.5', 0.5], ['1,234.5', 1234.5], ['99999999999999999999', 1e20],
  ])('%j is %j', (text, value) => expect(numberEntry(text)).toBe(value));

  it.each(['-', '.', 'abc', '2x5', '1e3', '0x10', '1,5', '12,34', '1.2.3', 'Infinity'])('%j is no number (NaN), not a number made of some of its characters', (text) => {
    expect(numberEntry(text)).toBeNaN();
  });
});
