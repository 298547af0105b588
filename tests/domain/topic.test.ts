import { describe, expect, it } from 'vitest';
import {
  BARCODES_SHOWN,
  barcodesCsv,
  categoryRuleStatus,
  failedBarcodesCsv,
  msrpCents,
  productRuleStatus,
  canAddBarcodes,
  checkTooltip,
  cloneTopic,
  isTopicEnabled,
  parseBarcodeEntries,
  shownBarcodes,
  TopicSchema,
} from '#domain/topic';
import { validate } from '#domain/validation';

const product = (overrides: Record<string, unknown> = {}) => ({
  '@type': 'PromotedProduct',
  name: 'Sparkling Cola 12 pack',
  barcodes: [{ barcode: '012000161155', matchType: 'EXACT', enabled: true }],
  ...overrides,
});

const errorsOf = (input: unknown) => {
  const r = validate(TopicSchema, input);
  return r.ok ? [] : r.errors;
};

describe('topic schema', () => {
  it('fills the defaults of a promoted product', () => {
    const r = validate(TopicSchema, product({ barcodes: [{ barcode: '0120' }] }));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      legacy: { enabled: 'true' },
      decoupleReceiptsFromScans: false,
      allowSameDayMultilocationScans: false,
      contentTags: [],
      receiptDescriptions: [],
      barcodes: [{ barcode: '0120', matchType: 'CONTAINS', enabled: true }],
    });
  });

  it('tells the kinds apart by @type and refuses an unknown one', () => {
    expect(validate(TopicSchema, { '@type': 'PromotedCategory', name: 'Snacks aisle', kicksPerDollar: 5 }).ok).toBe(true);
    const bad = errorsOf({ '@type': 'PromotedThing', name: 'x' });
    expect(bad[0]?.fieldName).toBe('@type');
    expect(errorsOf({ name: 'x' })[0]?.fieldName).toBe('@type');
  });

  it('needs at least one accepted barcode, with the spec message', () => {
    expect(errorsOf(product({ barcodes: [] }))).toEqual([{ fieldName: 'barcodes', message: 'A Promoted Product must have at least one accepted barcode.' }]);
    expect(errorsOf(product({ barcodes: undefined }))[0]?.message).toBe('A Promoted Product must have at least one accepted barcode.');
  });

  it('limits the tooltip to 100 characters with the spec message', () => {
    expect(errorsOf(product({ toolTip: 'x'.repeat(100) }))).toEqual([]);
    expect(errorsOf(product({ toolTip: 'x'.repeat(101) }))).toEqual([{ fieldName: 'toolTip', message: 'The tooltip is too long.' }]);
  });

  it("keeps legacy.enabled the string 'true' or 'false'", () => {
    expect(errorsOf(product({ legacy: { enabled: 'false' } }))).toEqual([]);
    expect(errorsOf(product({ legacy: { enabled: true } }))[0]?.fieldName).toBe('legacy.enabled');
    expect(isTopicEnabled({ legacy: { enabled: 'true' } })).toBe(true);
    expect(isTopicEnabled({ legacy: { enabled: 'false' } })).toBe(false);
  });

  it('refuses unknown match types and a * that is not ANY', () => {
    expect(errorsOf(product({ barcodes: [{ barcode: '123', matchType: 'FUZZY' }] }))[0]?.fieldName).toBe('barcodes.0.matchType');
    expect(errorsOf(product({ barcodes: [{ barcode: '*', matchType: 'EXACT' }] }))[0]?.fieldName).toBe('barcodes.0.matchType');
    expect(errorsOf(product({ barcodes: [{ barcode: '*', matchType: 'ANY' }] }))).toEqual([]);
  });

  it('bounds the rich text additionalDetails', () => {
    expect(errorsOf(product({ additionalDetails: '<p>ok</p>' }))).toEqual([]);
    expect(errorsOf(product({ additionalDetails: 'x'.repeat(100_001) }))[0]?.fieldName).toBe('additionalDetails');
  });
});

describe('barcode entry', () => {
  it("splits on commas, adds numbers with the chosen match type, others as EXACT and '*' as ANY", () => {
    const r = parseBarcodeEntries(' 012000161155, ABC-12 ,*,', 'CONTAINS');
    expect(r.added).toEqual([
      { barcode: '012000161155', matchType: 'CONTAINS', enabled: true },
      { barcode: 'ABC-12', matchType: 'EXACT', enabled: true },
      { barcode: '*', matchType: 'ANY', enabled: true },
    ]);
    expect(r.duplicates).toEqual([]);
    expect(r.message).toBeUndefined();
  });

  it('ignores barcodes already selected or repeated, with the spec notice', () => {
    const r = parseBarcodeEntries('111,222,111', 'EXACT', [{ barcode: '222' }]);
    expect(r.added.map((e) => e.barcode)).toEqual(['111']);
    expect(r.duplicates).toEqual(['222', '111']);
    expect(r.message).toBe('The following barcodes are already selected and will be ignored: 222, 111');
  });

  it('ignores entries passing neither test', () => {
    const r = parseBarcodeEntries('12 34,!!', 'EXACT');
    expect(r.added).toEqual([]);
    expect(r.invalid).toEqual(['12 34', '!!']);
  });

  it('disables the add button while the input is empty', () => {
    expect(canAddBarcodes('  ')).toBe(false);
    expect(canAddBarcodes('1')).toBe(true);
  });

  it('shows the first 5 barcodes and exports barcodes.csv rows', () => {
    const list = Array.from({ length: 7 }, (_, i) => ({ barcode: String(i), matchType: 'EXACT' as const, enabled: true }));
    expect(BARCODES_SHOWN).toBe(5);
    expect(shownBarcodes(list)).toEqual({ shown: list.slice(0, 5), hidden: 2 });
    expect(barcodesCsv(list.slice(0, 1))).toBe('"barcode","matchType","enabled"\r\n"0","EXACT","true"');
  });

  it('keeps a formula-like barcode from running in a spreadsheet, and exports failed barcodes', () => {
    expect(barcodesCsv([{ barcode: '=1+2', matchType: 'EXACT', enabled: false }])).toBe('"barcode","matchType","enabled"\r\n"\'=1+2","EXACT","false"');
    expect(failedBarcodesCsv([{ barcode: '016000275299', wrong_num_scans: 12 }])).toBe('"barcode","wrong_num_scans"\r\n"016000275299","12"');
  });
});

describe('clone', () => {
  it("describes the copy as 'Duplicate (n)' when the name exists", () => {
    const source = { id: '5', version: 3, name: 'Cola', description: 'Original' };
    expect(cloneTopic(source, [source])).toEqual({ name: 'Cola', description: 'Duplicate (1)' });
    expect(cloneTopic(source, [source, { name: 'cola', description: 'Duplicate (1)' }]).description).toBe('Duplicate (2)');
  });

  it('keeps the description when no topic has the name', () => {
    expect(cloneTopic({ name: 'Cola', description: 'Original' }, [{ name: 'Chips' }])).toEqual({ name: 'Cola', description: 'Original' });
  });
});

describe('tooltip check', () => {
  it('fits up to 100 characters; a short text stays one line', () => {
    expect(checkTooltip('Scan any 12 pack')).toEqual({ fits: true, fitsWhenSplit: true, splitValue: 'Scan any 12 pack' });
    expect(checkTooltip('x'.repeat(101)).fits).toBe(false);
  });

  it('breaks a longer text at the last space that keeps the first line within 50', () => {
    const text = 'Scan the barcode on any Sparkling Cola twelve pack to earn kicks today';
    const r = checkTooltip(text);
    expect(r.fits).toBe(true);
    expect(r.fitsWhenSplit).toBe(true);
    const [first, second] = r.splitValue!.split('\n');
    expect(first).toBe('Scan the barcode on any Sparkling Cola twelve pack');
    expect(second).toBe('to earn kicks today');
    expect(first!.length).toBeLessThanOrEqual(50);
  });

  it('does not fit when split if a word is too long or the rest overflows', () => {
    expect(checkTooltip('y'.repeat(60))).toEqual({ fits: true, fitsWhenSplit: false, splitValue: null });
    const long = `${'a'.repeat(40)} ${'b'.repeat(40)} ${'c'.repeat(40)}`;
    expect(checkTooltip(long)).toEqual({ fits: false, fitsWhenSplit: false, splitValue: null });
  });
});

describe('form rules', () => {
  const unmet = (rules: { ok: boolean; rule: string }[]) => rules.filter((r) => !r.ok).map((r) => r.rule);

  it('a promoted product needs a name and an accepted barcode, a short tooltip and well-formed MSRPs', () => {
    expect(unmet(productRuleStatus({ name: ' ', barcodes: [], toolTip: '', msrps: [] }))).toEqual([
      'Name is required.',
      'A Promoted Product must have at least one accepted barcode.',
    ]);
    const ok = { name: 'Cola', barcodes: [{ barcode: '0120', matchType: 'EXACT', enabled: true }], toolTip: 'x'.repeat(100), msrps: [{ country: 'US', price: '3.99' }] };
    expect(unmet(productRuleStatus(ok))).toEqual([]);
    expect(unmet(productRuleStatus({ ...ok, toolTip: 'x'.repeat(101) }))).toEqual(['The tooltip is too long.']);
    expect(unmet(productRuleStatus({ ...ok, name: 'x'.repeat(257) }))).toEqual(['Name: Must be at most 256 characters']);
    expect(unmet(productRuleStatus({ ...ok, msrps: [{ country: 'USA', price: '1' }] }))).toEqual(['MSRPs: Must be a two-letter country code such as US']);
    expect(unmet(productRuleStatus({ ...ok, msrps: [{ country: 'US', price: '3.999' }] }))).toEqual(['MSRPs: Enter the MSRP in dollars, e.g. 3.99']);
    expect(unmet(productRuleStatus({ ...ok, msrps: [{ country: 'US', price: '1' }, { country: 'US', price: '2' }] }))).toEqual(['MSRPs: One MSRP per country']);
  });

  it('reads MSRPs typed in dollars as cents', () => {
    expect(msrpCents('3.99')).toBe(399);
    expect(msrpCents('$1,299.5')).toBe(129950);
    expect(msrpCents('4')).toBe(400);
    expect(msrpCents('4.')).toBe(400);
    expect(msrpCents('abc')).toBeUndefined();
    expect(msrpCents('')).toBeUndefined();
  });

  it("a retailer category needs a name; its URL and kicks per dollar take the gateway's rules", () => {
    expect(unmet(categoryRuleStatus({ name: '', webviewURL: '', kicksPerDollar: '' }))).toEqual(['Name is required.']);
    expect(unmet(categoryRuleStatus({ name: 'Snacks', webviewURL: 'shop', kicksPerDollar: '2.5' }))).toEqual([
      'Webview URL: Please make sure to add a valid URL.',
      'Kicks per dollar: Must be a whole number',
    ]);
    expect(unmet(categoryRuleStatus({ name: 'Snacks', webviewURL: 'https://shop.example', kicksPerDollar: 'x' }))).toEqual(['Kicks per dollar: Must be a number']);
    expect(unmet(categoryRuleStatus({ name: 'Snacks', webviewURL: 'https://shop.example', kicksPerDollar: '5' }))).toEqual([]);
  });
});
