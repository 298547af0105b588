import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AD_MESSAGES, AdSchema, validateAdAtOnce } from '#domain/ad/ad';
import { BANNER_MESSAGES } from '#domain/ad/banner';
import { AwardSchema, defaultAward, withEligibility } from '#domain/ad/award';
import { bundleLinkProblem, FORMAT_RULE_MESSAGES, FormatSchema } from '#domain/ad/format';
import { defaultFrequencyConstraints } from '#domain/ad/defaults';
import { LINKED_CARD_LIMIT_PERIODS, LINKED_CARD_LIMIT_TEXT, linkedCardLimitAt } from '#domain/ad/linked-card-limits';
import { TargetingEntrySchema } from '#domain/ad/targeting';
import { validate } from '#domain/validation';

const ad = (overrides: Record<string, unknown>) => ({ name: 'An ad', format: { '@type': 'ProductScanFormat' }, ...overrides });
const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const r = validate(schema, input);
  return r.ok ? [] : r.errors;
};
const messageAt = (schema: v.GenericSchema, input: unknown, field: string) => errorsOf(schema, input).find((e) => e.fieldName === field)?.message;

describe('ad schema', () => {
  it('applies the defaults: enabled, banner disabled with zzz, bundle abc with its description', () => {
    const scan = validate(AdSchema, ad({}));
    expect(scan.ok && scan.value.enabled).toBe(true);
    const banner = validate(AdSchema, ad({ format: { '@type': 'BannerFormat' } }));
    expect(banner.ok && [banner.value.enabled, banner.value.format.legacy?.bannerPriority]).toEqual([false, 'zzz']);
    const bundle = validate(AdSchema, ad({ format: { '@type': 'BundleFormat', adIds: ['1', '2'] } }));
    expect(bundle.ok && [bundle.value.format.legacy?.bannerPriority, bundle.value.description]).toEqual(['abc', 'All items must be purchased together on one receipt.']);
  });

  it('allows 36 characters in a name, 100 for a bundle', () => {
    expect(validate(AdSchema, ad({ name: 'n'.repeat(36) })).ok).toBe(true);
    expect(messageAt(AdSchema, ad({ name: 'n'.repeat(37) }), 'name')).toBe('Name must be at most 36 characters');
    expect(validate(AdSchema, ad({ name: 'n'.repeat(100), format: { '@type': 'BundleFormat', adIds: ['1', '2'] } })).ok).toBe(true);
    expect(messageAt(AdSchema, ad({ name: 'n'.repeat(101), format: { '@type': 'BundleFormat', adIds: ['1', '2'] } }), 'name')).toBe('Name must be at most 100 characters');
  });

  it("asks a bundle to create two linkable ads only while the campaign has fewer, else to choose two (spec 2 §5)", () => {
    const scans = [{ id: '1', format: { '@type': 'ProductScanFormat' } }, { id: '2', format: { '@type': 'ProductReceiptFormat' } }];
    const bundle = (adIds: string[], id?: string) => ({ id, format: { '@type': 'BundleFormat', adIds } });
    expect(bundleLinkProblem(bundle([]), scans.slice(0, 1))).toBe(FORMAT_RULE_MESSAGES.bundleAds);
    expect(bundleLinkProblem(bundle([]), scans)).toBe(FORMAT_RULE_MESSAGES.bundleChooseTwo);
    expect(bundleLinkProblem(bundle(['1', '2']), scans)).toBeUndefined();
    // a bundle does not link itself, nor a video
    expect(bundleLinkProblem(bundle([], '2'), [...scans.slice(0, 1), { id: '3', format: { '@type': 'VideoFormat' } }])).toBe(FORMAT_RULE_MESSAGES.bundleAds);
  });

  it('words format rules as the spec does', () => {
    expect(messageAt(AdSchema, ad({ format: { '@type': 'BundleFormat', adIds: ['1'] } }), 'format.adIds')).toBe('Choose at least two ads to link');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'ProductScanFormat', maxScansPerLocation: 2, rolloverTimePerLocation: 5 } }), 'format.rolloverTimePerLocation')).toBe('Rollover time must be at least 6 hours');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'ProductScanFormat', maxScansPerLocation: 2 } }), 'format.rolloverTimePerLocation')).toMatch(/both required/);
    expect(messageAt(AdSchema, ad({ format: { '@type': 'WalkInFormat', legacy: { primaryBGColor: 'ffcc0' } } }), 'format.legacy.primaryBGColor')).toBe('Colour must be six hex characters');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'WalkInFormat', legacy: { primaryBGColor: 'ffcc00' } } }), 'format.legacy.primaryBGColor')).toMatch(/required/);
    expect(validate(AdSchema, ad({ format: { '@type': 'WalkInFormat', legacy: { primaryBGColor: 'ffcc00', primaryTextColor: '000000', secondaryTextColor: 'FFFFFF' } } })).ok).toBe(true);
    expect(messageAt(AdSchema, ad({ format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: [] } }), 'format.loyaltyProgramTypes')).toBe('Make sure to select a chain with valid Loyalty Programs');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'K4RRFormat' } }), 'constraints')).toBe('One chain must be selected for the current item.');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'BigScanFormat' } }), 'constraints')).toBe('Dates are mandatory');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'RetailerReceiptFormat', externalCampaignProvider: 'PRODEGE' } }), 'format.externalOfferId')).toBe('External offer id is required for this provider');
    expect(messageAt(AdSchema, ad({ format: { '@type': 'WalkInFormat' }, constraints: [{ '@type': 'LocationConstraint', locationIds: { '1': false } }] }), 'constraints')).toMatch(/not offered for walk-in/);
  });

  it("holds a linked card's per-user limits per Month, Week and Day to whole numbers, 0 or more (0 = unlimited)", () => {
    const limits = defaultFrequencyConstraints('LinkedCardFormat');
    expect(limits.map((c) => [c.period, c.engagements])).toEqual([['MONTH', 6], ['WEEK', 4], ['DAY', 2]]);
    expect(LINKED_CARD_LIMIT_PERIODS.map((p) => LINKED_CARD_LIMIT_TEXT.label(p))).toEqual(['Limit per Month', 'Limit per Week', 'Limit per Day']);
    const card = (week: unknown, day: unknown) =>
      ad({ format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: ['VISA'] }, constraints: [limits[0], { ...limits[1], engagements: week }, { ...limits[2], engagements: day }] });
    expect(errorsOf(AdSchema, card(2.5, -1))).toEqual(expect.arrayContaining([
      { fieldName: 'constraints.1.engagements', message: 'Must be a whole number' },
      { fieldName: 'constraints.2.engagements', message: 'Must be at least 0' },
    ]));
    expect(errorsOf(AdSchema, card(0, 0)).filter((e) => e.fieldName.endsWith('engagements'))).toEqual([]);
    expect(linkedCardLimitAt([limits[2]!, limits[0]!], 'MONTH')).toBe(1);
  });

  it('checks quiz questions and answers', () => {
    const quiz = (answers: unknown[], question = 'Which?') => ad({ format: { '@type': 'QuizFormat', questions: [{ question, answers }] } });
    const two = [{ answer: 'A', valid: true }, { answer: 'B' }];
    expect(validate(AdSchema, quiz(two)).ok).toBe(true);
    expect(messageAt(AdSchema, quiz([...two, { answer: 'C' }, { answer: 'D' }, { answer: 'E' }]), 'format.questions.0.answers')).toBe('A question has 2 to 4 answers');
    expect(messageAt(AdSchema, quiz(two, 'q'.repeat(151)), 'format.questions.0.question')).toBe('Question must be at most 150 characters');
    expect(messageAt(AdSchema, quiz([{ answer: 'a'.repeat(101), valid: true }, { answer: 'B' }]), 'format.questions.0.answers.0.answer')).toBe('Answer must be at most 100 characters');
    expect(messageAt(AdSchema, quiz([{ answer: 'A' }, { answer: 'B' }]), 'format.questions.0.answers')).toBe('Choose the correct answer');
    expect(messageAt(AdSchema, quiz([{ answer: 'A', valid: true }, { answer: 'B', valid: true }]), 'format.questions.0.answers')).toBe('Only one answer can be correct');
  });

  it('reads emptied E-receipt fields as empty and keeps a K4RR ad\'s bonus awards (of at least 1 Kick) and cap', () => {
    const receipt = validate(AdSchema, ad({ format: { '@type': 'ProductReceiptFormat', ereceipt: { offerType: null, webviewURL: null } } }));
    expect(receipt.ok && receipt.value.format).toMatchObject({ ereceipt: { offerType: '', webviewURL: '' } });
    expect(messageAt(AdSchema, ad({ format: { '@type': 'ProductReceiptFormat', ereceipt: { webviewURL: 'shop.example' } } }), 'format.ereceipt.webviewURL')).toBe('Please make sure to add a valid URL.');
    const bonusAwards = [{ award: 50, awardValidityConstraints: [{ '@type': 'AmountConstraint', minAmount: 2000, currency: 'USD' }] }];
    expect(v.parse(FormatSchema, { '@type': 'K4RRFormat', bonusAwards, maxTransactionAmountToAward: 3000 })).toMatchObject({ bonusAwards, maxTransactionAmountToAward: 3000 });
    const noKicks = { '@type': 'K4RRFormat', bonusAwards: [{ ...bonusAwards[0], award: 0 }] };
    expect(messageAt(FormatSchema, noKicks, 'bonusAwards.0.award')).toBe('Kicks amount must be a positive whole number');
  });

  it('keeps unknown legacy keys but drops unknown format keys', () => {
    const r = validate(AdSchema, ad({ format: { '@type': 'ProductScanFormat', legacy: { oldKey: 'kept' }, invented: 1 } }));
    expect(r.ok && r.value.format).toMatchObject({ legacy: { oldKey: 'kept' } });
    expect(r.ok && 'invented' in r.value.format).toBe(false);
  });

  it('refuses an unknown award slot', () => {
    expect(messageAt(AdSchema, ad({ awards: { STARTED: defaultAward('CurrencyAward') } }), 'awards.STARTED')).toBe('The only award slot is COMPLETED');
  });
});

describe('the ad read at once, as the form reads it', () => {
  const fieldsOf = (input: unknown) => {
    const r = validateAdAtOnce(input);
    return r.ok ? [] : r.errors.map((e) => `${e.fieldName}: ${e.message}`);
  };
  const webviewBanner = {
    name: 'Banner',
    format: { '@type': 'BannerFormat', bannerPlacements: [{ bannerLocation: 'STORE_LIST', tapout: { '@type': 'DisplayWebviewTapout', webviewUrl: 'https://x.example', headerTitle: '', footer: 'Terms' } }] },
  };

  it('lists the ad’s own rules with the schema’s problems where the parts a rule reads parse', () => {
    // the web view's chain and the banner's product are rules; the header title is the schema's
    expect(fieldsOf(webviewBanner)).toEqual([
      'format.bannerPlacements.0.tapout.headerTitle: Header title is required for a web view tapout',
      'format.bannerPlacements.0.tapout.chainId: Chain is required for this tapout',
      `format.promotedProductId: ${BANNER_MESSAGES.productRequired}`,
    ]);
    // the gateway still answers the schema's problems first
    expect(errorsOf(AdSchema, webviewBanner).map((e) => e.fieldName)).toEqual(['format.bannerPlacements.0.tapout.headerTitle']);
    const card = { name: 'Card', format: { '@type': 'LinkedCardFormat', loyaltyProgramTypes: [] }, constraints: [{ '@type': 'ChainConstraint', chainIds: { '1': true, '2': true } }] };
    expect(fieldsOf(card)).toEqual([
      'format.loyaltyProgramTypes: Make sure to select a chain with valid Loyalty Programs',
      `constraints: ${AD_MESSAGES.oneChain}`,
      `constraints: ${AD_MESSAGES.datesMandatory}`,
    ]);
  });

  it('runs no rule on a part that does not parse, and none without a format kind', () => {
    expect(fieldsOf(ad({ format: { '@type': 'ProductScanFormat', maxScansPerLocation: 'two' } }))).toEqual(['format.maxScansPerLocation: Must be a number']);
    expect(fieldsOf({ name: 'n'.repeat(40), format: { '@type': 'HologramFormat' } })).toEqual(['format.@type: Unknown format type']);
    expect(fieldsOf({ ...webviewBanner, name: 7 })).toContain(`format.promotedProductId: ${BANNER_MESSAGES.productRequired}`);
  });

  it('reads a valid ad as the gateway does', () => {
    const input = ad({ format: { '@type': 'BannerFormat' } });
    expect(validateAdAtOnce(input)).toEqual(validate(AdSchema, input));
    expect(fieldsOf(ad({ name: 'n'.repeat(37) }))).toEqual(['name: Name must be at most 36 characters']);
  });
});

describe('awards', () => {
  it('defaults each type as the spec gives', () => {
    expect(defaultAward('CurrencyAward')).toEqual({ '@type': 'CurrencyAward', amount: 1, currency: 'KICKS', precision: 0 });
    expect(defaultAward('KicksPerCurrencyUnitAward')).toMatchObject({ amount: 100, precision: 2, currency: 'USD' });
    expect(defaultAward('ReceiptKicksCurrencyAward')).toMatchObject({ awardConfiguration: { minQuantity: 1, maxQuantity: 1 } });
    const parsed = v.parse(AwardSchema, { '@type': 'CurrencyAward', amount: 5 });
    expect(parsed).toEqual({ '@type': 'CurrencyAward', amount: 5, currency: 'KICKS', precision: 0 });
  });

  const receipt = (awardConfiguration: unknown) => ({ '@type': 'ReceiptKicksCurrencyAward', amount: 10, awardConfiguration });
  it.each([
    [{ '@type': 'QuantityAwardConfiguration', minQuantity: 3, maxQuantity: 2 }, 'awardConfiguration.minQuantity', 'Minimum must be smaller than or equal to maximum'],
    [{ '@type': 'QuantityAwardConfiguration', minQuantity: 2, maxQuantity: 5 }, 'awardConfiguration.maxQuantity', 'Maximum must be a multiple of minimum'],
    [{ '@type': 'QuantityAwardConfiguration', minQuantity: null, maxQuantity: 2 }, 'awardConfiguration.minQuantity', 'Minimum cannot be less than 1'],
    [{ '@type': 'QuantityAwardConfiguration', minQuantity: 1, maxQuantity: 0 }, 'awardConfiguration.maxQuantity', 'Maximum cannot be less than 1'],
    [{ '@type': 'AmountAwardConfiguration', minAmount: 100, maxAmount: 5001 }, 'awardConfiguration.maxAmount', 'Maximum cannot be greater than 5000 ($50)'],
    [{ '@type': 'AmountAwardConfiguration', minAmount: 300, maxAmount: 200 }, 'awardConfiguration.minAmount', 'Minimum must be smaller than or equal to maximum'],
  ])('words eligibility %j', (config, field, message) => {
    expect(messageAt(AwardSchema, receipt(config), field)).toBe(message);
  });

  it.each([
    [{ '@type': 'QuantityAwardConfiguration', minQuantity: 1, maxQuantity: null }, 'awardConfiguration.maxQuantity', 'Maximum cannot be less than 1'],
    [{ '@type': 'AmountAwardConfiguration', minAmount: null, maxAmount: 200 }, 'awardConfiguration.minAmount', 'Minimum cannot be less than 1'],
    [{ '@type': 'AmountAwardConfiguration', minAmount: 100, maxAmount: null }, 'awardConfiguration.maxAmount', 'Maximum cannot be less than 1'],
  ])('words an empty eligibility bound %j', (config, field, message) => {
    expect(messageAt(AwardSchema, receipt(config), field)).toBe(message);
  });

  it('takes eligibility bounds up to 5000 cents and a maximum that is a multiple of the minimum', () => {
    expect(validate(AwardSchema, receipt({ '@type': 'AmountAwardConfiguration', minAmount: 100, maxAmount: 5000 })).ok).toBe(true);
    expect(validate(AwardSchema, receipt({ '@type': 'QuantityAwardConfiguration', minQuantity: 2, maxQuantity: 6 })).ok).toBe(true);
  });

  it('makes a receipt Kicks award of an eligibility type and a plain one of none, keeping Kicks and wallet', () => {
    const plain = { '@type': 'CurrencyAward' as const, amount: 40, currency: 'KICKS' as const, precision: 0, walletId: 'w1' };
    const quantity = withEligibility(plain, 'QuantityAwardConfiguration');
    expect(quantity).toEqual({ '@type': 'ReceiptKicksCurrencyAward', amount: 40, currency: 'KICKS', precision: 0, walletId: 'w1', awardConfiguration: { '@type': 'QuantityAwardConfiguration', minQuantity: 1, maxQuantity: 1 } });
    const amount = withEligibility(quantity, 'AmountAwardConfiguration');
    expect(amount).toMatchObject({ '@type': 'ReceiptKicksCurrencyAward', amount: 40, awardConfiguration: { '@type': 'AmountAwardConfiguration', minAmount: null, maxAmount: null } });
    // the amounts start empty: the award is refused until both are typed
    expect(messageAt(AwardSchema, amount, 'awardConfiguration.minAmount')).toBe('Minimum cannot be less than 1');
    expect(withEligibility(amount, null)).toEqual(plain);
    expect(withEligibility(undefined, null)).toEqual(defaultAward('CurrencyAward'));
  });

  it('limits walk-in levels to 5 and needs a limit per level', () => {
    const level = (priority: number, limits: object = { '30_DAYS': 2 }) => ({ priority, amount: 10, limits });
    expect(validate(AwardSchema, { '@type': 'MultiLevelWalkinAward', levels: [1, 2, 3, 4, 5].map((p) => level(p)) }).ok).toBe(true);
    expect(messageAt(AwardSchema, { '@type': 'MultiLevelWalkinAward', levels: [1, 2, 3, 4, 5, 5].map((p) => level(p)) }, 'levels')).toBe('A walk-in award has at most 5 levels');
    expect(messageAt(AwardSchema, { '@type': 'MultiLevelWalkinAward', levels: [level(1, {})] }, 'levels.0.limits')).toBe('Set at least one limit on this level');
  });
});

describe('targeting', () => {
  it('needs values unless unknown shoppers are included', () => {
    expect(messageAt(TargetingEntrySchema, { type: 'String', definitionId: 'gender', values: [] }, 'values')).toBe('Targeting fields should not be empty.');
    expect(validate(TargetingEntrySchema, { type: 'String', definitionId: 'gender', values: [], includeUnknown: true }).ok).toBe(true);
    expect(messageAt(TargetingEntrySchema, { type: 'Long', definitionId: 'age', values: [121] }, 'values')).toBe('Age must be from 0 to 120');
    expect(messageAt(TargetingEntrySchema, { type: 'Long', definitionId: 'age', operator: 'ALL', values: [1] }, 'operator')).toBe('Must be ANY or NONE');
  });
});
