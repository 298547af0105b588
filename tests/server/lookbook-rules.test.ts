import { describe, expect, it } from 'vitest';
import { QUIZ_MESSAGES } from '#domain/ad/format-parts';
import { LOOKBOOK_RULE_MESSAGES } from '#domain/ad/lookbook-rules';
import { PRODUCT_ITEM_MESSAGES } from '#domain/ad/product-item';
import { STORY_GROUPS } from '#server/repo/reference-data';
import { STORE_KINDS } from './harness';
import { adsPath, countAds, makeWorld, type World, worldForSuite } from './ad-fixtures';
import { storeAdFields, storeCampaignCategory } from './fixtures';

const SPONSORED_GROUP = STORY_GROUPS.find((g) => g.story_group_type === 'SPONSORED')!.story_group_id;
const BRANDED_GROUP = STORY_GROUPS.find((g) => g.story_group_type === 'BRANDED')!.story_group_id;
const cover = (key: string) => ({ [key]: { url: `https://images.example/${key}.png` } });
const dates = [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-03-01T17:00:00Z[UTC]', endTimestamp: '2030-03-31T06:59:00Z[UTC]' }];

const lookbook = (format: Record<string, unknown> = {}, over: Record<string, unknown> = {}) => ({
  name: 'Spring looks',
  format: { '@type': 'CarouselFormat', items: [], ...format },
  ...over,
});

describe.each(STORE_KINDS)('lookbook rules over HTTP (%s)', (kind) => {
  const { gw, w } = worldForSuite(kind);
  const post = (body: unknown, world: World = w) => gw.call('POST', adsPath(world), { body });

  it('refuses a lookbook of a sponsored story group without its sponsored cover (400 naming the image); one stored without stays savable as read', async () => {
    const before = await countAds(gw, w);
    const refused = await post(lookbook({ legacy: { storyGroupId: SPONSORED_GROUP }, images: cover('cover') }));
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(refused.json.errors).toContainEqual({ fieldName: 'format.images.sponsoredCover', message: LOOKBOOK_RULE_MESSAGES.sponsoredCover });
    expect(await countAds(gw, w)).toBe(before);
    const covered = await post(lookbook({ legacy: { storyGroupId: SPONSORED_GROUP }, images: { ...cover('cover'), ...cover('sponsoredCover') } }));
    expect(covered.status, JSON.stringify(covered.json)).toBe(201);
    expect(covered.json.format.images.sponsoredCover.url).toBe('https://images.example/sponsoredCover.png');

    // stored before the rule (no cover, no images at all): a GET-then-PUT goes; moving it into the sponsored group does not
    const plain = await post(lookbook({ legacy: { storyGroupId: BRANDED_GROUP } }));
    expect(plain.status, JSON.stringify(plain.json)).toBe(201);
    const stored = await storeAdFields(gw, plain.json.id, { format: { ...plain.json.format, legacy: { storyGroupId: SPONSORED_GROUP } } });
    const read = await gw.call('GET', `${adsPath(w)}/${plain.json.id}`);
    const asRead = await gw.call('PUT', `${adsPath(w)}/${plain.json.id}`, { body: { ...read.json, name: 'Spring looks, renamed' }, headers: { 'If-Match': `"${stored.version}"` } });
    expect(asRead.status, JSON.stringify(asRead.json)).toBe(200);
    const other = await post(lookbook({ legacy: { storyGroupId: BRANDED_GROUP } }));
    const moved = await gw.call('PUT', `${adsPath(w)}/${other.json.id}`, {
      body: { ...other.json, format: { ...other.json.format, legacy: { storyGroupId: SPONSORED_GROUP } } },
      headers: { 'If-Match': `"${other.json.version}"` },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(400);
    expect(moved.json.errors).toContainEqual({ fieldName: 'format.images.sponsoredCover', message: LOOKBOOK_RULE_MESSAGES.sponsoredCover });
  });

  it("refuses global engagement URLs on a lookbook outside a brand campaign; a brand's lookbook takes them", async () => {
    const urls = ['https://track.example/e'];
    expect((await post(lookbook({}, { engagementUrls: urls }))).status).toBe(201);
    const bad = await post(lookbook({}, { engagementUrls: ['track.example/e'] }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toContainEqual({ fieldName: 'engagementUrls.0', message: 'Please make sure to add a valid URL.' });

    const retail = await makeWorld(gw);
    await storeCampaignCategory(gw, retail.campaignId, 'RETAIL');
    const refused = await post(lookbook({}, { engagementUrls: urls }), retail);
    expect(refused.status, JSON.stringify(refused.json)).toBe(400);
    expect(refused.json.errors).toContainEqual({ fieldName: 'engagementUrls', message: LOOKBOOK_RULE_MESSAGES.engagementUrlsBrandOnly });
    expect((await post(lookbook(), retail)).status).toBe(201);
  });

  it('links a quiz ad of its campaign; refuses another ad, an unknown one and a bad quiz (400 naming the field)', async () => {
    const question = (answers: unknown[], text = 'Which size do you buy?') => ({ question: text, answers });
    const quizAd = (questions: unknown[]) => ({ name: 'Size quiz', format: { '@type': 'QuizFormat', questions } });
    const badQuizzes: [unknown[], string, string][] = [
      [[question([{ answer: 'Single', valid: true }, { answer: 'Family', valid: true }])], 'format.questions.0.answers', QUIZ_MESSAGES.oneCorrectAnswer],
      [[question([{ answer: 'Single' }, { answer: 'Family' }])], 'format.questions.0.answers', QUIZ_MESSAGES.correctAnswer],
      [[question([{ answer: 'Single', valid: true }, { answer: 'Family' }], 'q'.repeat(151))], 'format.questions.0.question', QUIZ_MESSAGES.questionTooLong],
      [[question(['A', 'B', 'C', 'D', 'E'].map((answer, i) => ({ answer, valid: i === 0 })))], 'format.questions.0.answers', QUIZ_MESSAGES.answerCount],
    ];
    for (const [questions, fieldName, message] of badQuizzes) {
      const res = await post(quizAd(questions));
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toContainEqual({ fieldName, message });
    }
    const quiz = await post(quizAd([question([{ answer: 'Single', valid: true }, { answer: 'Family' }])]));
    expect(quiz.status, JSON.stringify(quiz.json)).toBe(201);
    const linked = await post(lookbook({ nextAdId: quiz.json.id }));
    expect(linked.status, JSON.stringify(linked.json)).toBe(201);
    expect(linked.json.format.nextAdId).toBe(quiz.json.id);

    const notQuiz = linked.json.id as string;
    for (const id of [notQuiz, '999999']) {
      const res = await post(lookbook({ nextAdId: id }));
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toContainEqual({ fieldName: 'format.nextAdId', message: LOOKBOOK_RULE_MESSAGES.linkedQuiz(id) });
    }
    const other = await makeWorld(gw);
    const otherQuiz = await post(quizAd([question([{ answer: 'Single', valid: true }, { answer: 'Family' }])]), other);
    const res = await post(lookbook({ nextAdId: otherQuiz.json.id }));
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.errors).toContainEqual({ fieldName: 'format.nextAdId', message: LOOKBOOK_RULE_MESSAGES.linkedQuiz(otherQuiz.json.id) });
  });

  it("refuses a product item's offer price that is not digits, an offer without its dates and an MSRP that is not digits (400 naming the field)", async () => {
    const offer = (amount: unknown, offerValidityConstraints: unknown[] = dates) => ({ amount, currency: 'USD', precision: 2, offerValidityConstraints });
    const item = (format: Record<string, unknown>) => ({ ad: { name: 'Oats', format: { '@type': 'RetailProductCatalogItemFormat', ...format } } });
    const at = 'format.items.0.ad.format';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ offers: [offer(2.5)] }, `${at}.offers.0.amount`, PRODUCT_ITEM_MESSAGES.offerPrice],
      [{ offers: [offer('1.99')] }, `${at}.offers.0.amount`, PRODUCT_ITEM_MESSAGES.offerPrice],
      [{ offers: [offer(199, [])] }, `${at}.offers.0.offerValidityConstraints`, PRODUCT_ITEM_MESSAGES.offerDates],
      [{ countryToProductMsrpMap: { US: { msrp: 3.5 } } }, `${at}.countryToProductMsrpMap.US.msrp`, PRODUCT_ITEM_MESSAGES.msrp],
      [{ partnerWebUrl: 'shop.example' }, `${at}.partnerWebUrl`, 'Please make sure to add a valid URL.'],
    ];
    for (const [format, fieldName, message] of cases) {
      const res = await post(lookbook({ '@type': 'ProductCatalogFormat', productCatalogType: 'RETAIL', items: [item(format)] }));
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.errors).toContainEqual({ fieldName, message });
    }
    const full = { offers: [offer(199)], countryToProductMsrpMap: { US: { msrp: 349 } }, partnerWebUrl: 'https://shop.example/oats', brandName: 'Oat Co' };
    const made = await post(lookbook({ '@type': 'ProductCatalogFormat', productCatalogType: 'RETAIL', items: [item(full)] }));
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.format.items[0].ad.format).toMatchObject(full);
  });
});
