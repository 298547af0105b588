import { describe, expect, it } from 'vitest';
import { AdSchema, validateAdAtOnce } from '#domain/ad/ad';
import { BANNER_MESSAGES, bannerImageSlots } from '#domain/ad/banner';
import { FORMAT_MESSAGES } from '#domain/ad/format-parts';
import { OTT_MESSAGES } from '#domain/ad/own-the-trip';
import { newTapout, TAPOUT_MESSAGES, tapoutNotAllowedMessage } from '#domain/ad/tapout';
import { newAdOf } from '#domain/ad/new-ad';
import { validate } from '#domain/validation';

const errorsOf = (input: unknown) => {
  const r = validate(AdSchema, input);
  return r.ok ? [] : r.errors;
};
const messageAt = (input: unknown, field: string) => errorsOf(input).find((e) => e.fieldName === field)?.message;

const banner = (placement: Record<string, unknown>, over: Record<string, unknown> = {}, format: Record<string, unknown> = {}) => ({
  name: 'Banner',
  format: { '@type': 'BannerFormat', bannerPlacements: [placement], ...format },
  ...over,
});
const webview = { ...newTapout('DisplayWebviewTapout'), webviewUrl: 'https://x.example/offer', headerTitle: 'Offer', footer: 'Terms' };

describe('banner tapout rules (spec 2 §5)', () => {
  it('needs a chain for store details on the Nearby Tab, web view and physical offer tapouts', () => {
    const at = 'format.bannerPlacements.0.tapout.chainId';
    expect(messageAt(banner({ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout' } }), at)).toBe(TAPOUT_MESSAGES.chainRequired);
    expect(messageAt(banner({ bannerLocation: 'DISCOVER_TAB', tapout: webview }), at)).toBe(TAPOUT_MESSAGES.chainRequired);
    expect(messageAt(banner({ bannerLocation: 'DISCOVER_TAB', tapout: { '@type': 'PhysicalOfferDetailsPageTapout' } }), at)).toBe(TAPOUT_MESSAGES.chainRequired);
    expect(validate(AdSchema, banner({ bannerLocation: 'DISCOVER_TAB', tapout: { ...webview, chainId: '10' } })).ok).toBe(true);
    // on the store details page itself the store is known
    expect(messageAt(banner({ bannerLocation: 'STORE_DETAILS', tapout: { '@type': 'StoreDetailsTapout' } }, {}, { promotedProductId: 'p1' }), at)).toBeUndefined();
  });

  it('needs a promoted product on Store Details, and on the Nearby Tab when the tapout names no chain', () => {
    const at = 'format.promotedProductId';
    expect(messageAt(banner({ bannerLocation: 'STORE_DETAILS', tapout: { '@type': 'ScanCameraTapout' } }), at)).toBe(BANNER_MESSAGES.productRequired);
    expect(messageAt(banner({ bannerLocation: 'STORE_LIST', tapout: { '@type': 'RewardsMallTapout' } }), at)).toBe(BANNER_MESSAGES.productRequired);
    expect(validate(AdSchema, banner({ bannerLocation: 'STORE_LIST', tapout: { '@type': 'RewardsMallTapout' } }, {}, { promotedProductId: 'p1' })).ok).toBe(true);
    expect(validate(AdSchema, banner({ bannerLocation: 'STORE_LIST', tapout: { '@type': 'StoreDetailsTapout', chainId: '10' } })).ok).toBe(true);
    expect(validate(AdSchema, banner({ bannerLocation: 'DISCOVER_TAB', tapout: { '@type': 'LocationScansTapout' } })).ok).toBe(true);
    // a walk-in's placements are not banner tapouts
    expect(messageAt({ name: 'Walk', format: { '@type': 'WalkInFormat', bannerPlacements: [{ bannerLocation: 'STORE_DETAILS', tapout: { '@type': 'StoreDetailsTapout' } }] } }, at)).toBeUndefined();
  });

  it("holds a walk-in's own tapout, a Nearby Tab one, to the same chain rule", () => {
    const at = 'format.tapout.chainId';
    const walkIn = (tapout: unknown) => ({ name: 'Walk', format: { '@type': 'WalkInFormat', tapout } });
    expect(messageAt(walkIn({ '@type': 'StoreDetailsTapout' }), at)).toBe(TAPOUT_MESSAGES.chainRequired);
    expect(messageAt(walkIn(webview), at)).toBe(TAPOUT_MESSAGES.chainRequired);
    expect(messageAt(walkIn({ '@type': 'PhysicalOfferDetailsPageTapout', chainId: null }), at)).toBe(TAPOUT_MESSAGES.chainRequired);
    expect(validate(AdSchema, walkIn({ '@type': 'StoreDetailsTapout', chainId: '10' })).ok).toBe(true);
    expect(validate(AdSchema, walkIn({ ...webview, chainId: '10' })).ok).toBe(true);
    // a tapout that names no chain, or none at all, needs none; a walk-in is no banner, so no promoted product either
    expect(validate(AdSchema, walkIn({ '@type': 'RewardsMallTapout' })).ok).toBe(true);
    expect(validate(AdSchema, walkIn(null)).ok).toBe(true);
    // and to the kinds the Nearby Tab offers: no scan camera
    expect(messageAt(walkIn({ '@type': 'ScanCameraTapout' }), 'format.tapout')).toBe(tapoutNotAllowedMessage('STORE_LIST'));
    // the form lists it with the tapout's own unfinished fields, as the gateway does once they are right
    const r = validateAdAtOnce(walkIn({ ...webview, footer: '' }));
    expect(r.ok ? [] : r.errors).toEqual([
      { fieldName: 'format.tapout.footer', message: 'Footer is required for a web view tapout' },
      { fieldName: at, message: TAPOUT_MESSAGES.chainRequired },
    ]);
  });

  it('keeps banner tags and words the web view texts as required without outer spaces', () => {
    const r = validate(AdSchema, banner({ bannerLocation: 'DISCOVER_TAB', tapout: { ...webview, chainId: '10' } }, {}, { tags: ['summer', 'OTT_VIDEO'] }));
    expect(r.ok && (r.value.format as { tags?: string[] }).tags).toEqual(['summer', 'OTT_VIDEO']);
    const at = 'format.bannerPlacements.0.tapout.';
    const input = banner({ bannerLocation: 'DISCOVER_TAB', tapout: { ...webview, chainId: '10', headerTitle: '', footer: 'Terms ' } });
    expect(messageAt(input, `${at}headerTitle`)).toBe('Header title is required for a web view tapout');
    expect(messageAt(input, `${at}footer`)).toBe('Footer must not start or end with spaces');
  });

  it('asks for one image per placement at its size, then the full-width one', () => {
    expect(bannerImageSlots(['STORE_DETAILS', 'STORE_LIST']).map((s) => `${s.key} ${s.size.width}x${s.size.height}`)).toEqual([
      'bannerImageUrl 640x320', 'ownTheTripImageUrl 640x640', 'newFullWidthImageUrl 1200x600',
    ]);
    expect(bannerImageSlots(['DISCOVER_TAB']).map((s) => s.key)).toEqual(['newFullWidthImageUrl']);
  });
});

describe('video Own-The-Trip rules (spec 2 §5)', () => {
  const colours = { primaryBGColor: 'ffcc00', primaryTextColor: '000000', secondaryTextColor: 'FFFFFF' };
  const text = (n: number) => 'd'.repeat(n);
  const videoUrl = 'https://video.example/ott.mp4';
  const walkIn = (format: Record<string, unknown>) => ({ name: 'Walk', format: { '@type': 'WalkInFormat', isOwnTheTrip: true, tags: ['OTT_VIDEO'], videoUrl, ...format } });

  it('needs the colours and a 72 to 112 character store details description on a walk-in with a video OTT', () => {
    expect(messageAt(walkIn({}), 'format.legacy.primaryBGColor')).toBe(FORMAT_MESSAGES.colourRequired);
    expect(messageAt(walkIn({}), 'format.legacy.storeDetailsDescription')).toBe(OTT_MESSAGES.description);
    expect(messageAt(walkIn({ legacy: { ...colours, storeDetailsDescription: text(71) } }), 'format.legacy.storeDetailsDescription')).toBe(OTT_MESSAGES.description);
    expect(messageAt(walkIn({ legacy: { ...colours, storeDetailsDescription: text(113) } }), 'format.legacy.storeDetailsDescription')).toBe(OTT_MESSAGES.description);
    expect(validate(AdSchema, walkIn({ legacy: { ...colours, storeDetailsDescription: text(72) } })).ok).toBe(true);
    expect(validate(AdSchema, walkIn({ legacy: { ...colours, storeDetailsDescription: text(112) } })).ok).toBe(true);
    // without the video OTT nothing is asked
    expect(validate(AdSchema, walkIn({ tags: [] })).ok).toBe(true);
    expect(validate(AdSchema, walkIn({ isOwnTheTrip: false })).ok).toBe(true);
  });

  it('needs the video of the OTT video on a walk-in with a video OTT', () => {
    const valid = { legacy: { ...colours, storeDetailsDescription: text(80) } };
    expect(messageAt(walkIn({ ...valid, videoUrl: null }), 'format.videoUrl')).toBe(OTT_MESSAGES.videoUrl);
    expect(validate(AdSchema, walkIn({ ...valid, tags: [], videoUrl: null })).ok).toBe(true);
    expect(validate(AdSchema, walkIn(valid)).ok).toBe(true);
  });

  it('asks the same of a store details banner tagged OTT_VIDEO, its description being the ad description', () => {
    const storeDetails = { bannerLocation: 'STORE_DETAILS', tapout: { '@type': 'StoreDetailsTapout' } };
    const ott = (over: Record<string, unknown>, legacy = {}) => banner(storeDetails, over, { tags: ['OTT_VIDEO'], promotedProductId: 'p1', legacy });
    expect(messageAt(ott({ description: text(40) }), 'description')).toBe(OTT_MESSAGES.description);
    expect(messageAt(ott({ description: text(80) }), 'format.legacy.primaryBGColor')).toBe(FORMAT_MESSAGES.colourRequired);
    expect(validate(AdSchema, ott({ description: text(80) }, colours)).ok).toBe(true);
    expect(validate(AdSchema, banner(storeDetails, { description: 'short' }, { promotedProductId: 'p1' })).ok).toBe(true);
  });

  it('starts a new walk-in with a single Kicks amount', () => {
    expect(newAdOf('WALK_IN').awards).toEqual({ COMPLETED: { '@type': 'CurrencyAward', amount: 1, currency: 'KICKS', precision: 0 } });
  });
});

describe('lookbook rules (spec 2 §5)', () => {
  it('words an invalid global engagement URL as the spec does', () => {
    expect(messageAt({ name: 'Look', format: { '@type': 'CarouselFormat', items: [] }, engagementUrls: ['example.com/x'] }, 'engagementUrls.0')).toBe('Please make sure to add a valid URL.');
  });
});
