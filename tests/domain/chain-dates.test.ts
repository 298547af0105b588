import { describe, expect, it } from 'vitest';
import { isChainPriority, isChainTime } from '#domain/chain';
import { repeatedBarcodes } from '#domain/topic';

describe('chain dates (spec 3 §5, §9)', () => {
  it('a priority is a yyyy-mm-dd day the calendar has', () => {
    expect(['2026-03-01', '2024-02-29', '1999-12-31'].map(isChainPriority)).toEqual([true, true, true]);
    expect(['2024-13-45', '2023-02-29', '2026-04-31', '2026-00-10', '2026/03/01', '26-03-01'].map(isChainPriority)).toEqual([false, false, false, false, false, false]);
  });

  it('a chain time is a yyyy-mm-dd hh:mm:ss of a calendar day, the 1900 and 9999 markers included', () => {
    expect(['1900-01-01 00:00:00', '9999-12-31 23:59:59', '2024-02-29 12:30:59'].map(isChainTime)).toEqual([true, true, true]);
    expect(['2024-99-99 99:99:99', '2024-02-30 10:00:00', '2024-01-01 24:00:00', '2024-01-01 12:60:00', '2024-01-01 12:00:60', '2024-01-01'].map(isChainTime)).toEqual([false, false, false, false, false, false]);
  });
});

describe('repeated barcodes', () => {
  it('names each barcode a list holds more than once, once', () => {
    expect(repeatedBarcodes([{ barcode: '1' }, { barcode: '2' }, { barcode: '1' }, { barcode: '1' }, { barcode: '3' }, { barcode: '2' }])).toEqual(['1', '2']);
    expect(repeatedBarcodes([{ barcode: '1' }, { barcode: '*' }])).toEqual([]);
  });
});
