import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdSchema, type Ad } from '#domain/ad/ad';
import { datesOfConstraints } from '#domain/ad/status';
import { AWARD_FORMATS } from '#domain/catalogs/formats';
import type { Constraint } from '#domain/constraint';
import type { AdSet } from '#domain/ad-set';
import type { Campaign } from '#domain/campaign';
import { toFieldErrors } from '#domain/validation';
import { adDraftOf } from '#app/kit/ads/ad-draft';
import { adFormRules } from '#app/features/ads/rules';
import { checkAd, loadAdScope, type AdScope } from '#server/services/ad-checks';
import { storedAs } from '#server/repo/documents';
import { type StoredDocument } from '#server/repo/document-types';
import { ad, adSet, campaign } from '#server/store/schema';
import { seedDemo } from '#server/seed/index';
import { type Gateway, STORE_KINDS, startGateway } from './harness';

const SCALE = 0.05;

/**
 * Every seeded ad is one the gateway would take back on a PUT and the ad form would let a user
 * save as it is: the domain schema, the gateway's checks against the ad's surroundings (checkAd)
 * and the form's own rules, each over every ad of a small demo data set.
 */
describe.each(STORE_KINDS)('seeded ads on %s', (kind) => {
  let gw: Gateway;
  let ads: StoredDocument<Ad>[];
  const campaigns = new Map<string, StoredDocument<Campaign>>();
  const adSets = new Map<string, StoredDocument<AdSet>>();
  const scopes = new Map<string, AdScope>();

  beforeAll(async () => {
    gw = await startGateway(kind);
    await seedDemo(gw.store, gw.files, SCALE);
    await gw.store.read(async (db) => {
      for (const row of await db.select().from(campaign)) campaigns.set(row.id, storedAs<Campaign>(row as never));
      for (const row of await db.select().from(adSet)) adSets.set(row.id, storedAs<AdSet>(row as never));
      ads = (await db.select().from(ad).orderBy(ad.id)).map((row) => storedAs<Ad>(row as never));
      for (const set of adSets.values()) scopes.set(set.id, await loadAdScope(db, campaigns.get(String(set.campaignId))!, set));
    });
  }, 120_000);
  afterAll(async () => { await gw?.close(); });

  const where = (doc: StoredDocument) => `ad ${doc.id} (${(doc.format as { '@type': string })['@type']})`;
  /** Problems counted by kind (format, field, message without its ids), with one example of each: a failure reads at a glance. */
  const byKind = (problems: string[]) => {
    const kinds: Record<string, { count: number; example: string }> = {};
    for (const p of problems) {
      const key = p.replace(/^ad \d+ /, '').replace(/\b\d+\b/g, 'N');
      kinds[key] = { count: (kinds[key]?.count ?? 0) + 1, example: kinds[key]?.example ?? p };
    }
    return kinds;
  };

  it('seeds enough ads to say something', () => {
    expect(ads.length).toBeGreaterThan(1000);
  });

  it('passes the gateway write checks: the domain schema and checkAd', async () => {
    const problems: string[] = [];
    await gw.store.read(async (db) => {
      for (const doc of ads) {
        const parsed = v.safeParse(AdSchema, doc);
        if (!parsed.success) {
          for (const e of toFieldErrors(parsed.issues)) problems.push(`${where(doc)}: ${e.fieldName}: ${e.message}`);
          continue;
        }
        const { errors } = await checkAd(db, parsed.output as Ad, scopes.get(String(doc.adSetId))!, { id: doc.id, stored: doc });
        for (const e of errors) problems.push(`${where(doc)}: ${e.fieldName}: ${e.message}`);
      }
    });
    expect(byKind(problems), `${problems.length} problems`).toEqual({});
  });

  it('has what the checks leave optional: a paying line item, Kicks where the format awards them, the product it promotes', () => {
    const problems: string[] = [];
    for (const doc of ads) {
      const a = doc as unknown as Ad;
      const type = a.format['@type'];
      const item = scopes.get(String(doc.adSetId))!.orders.find((o) => o.id === a.insertionOrderId)?.orderLineItems.find((li) => li.id === a.orderLineItemId);
      if (!item || !a.pricingModelId || item.pricingModel?.id !== a.pricingModelId) problems.push(`${where(doc)}: no line item of its order with its pricing model`);
      const award = a.awards.COMPLETED;
      const kicks = award && ('numberOfKicks' in award ? award.numberOfKicks : 'amount' in award ? award.amount : undefined);
      if (AWARD_FORMATS.includes(type) && type !== 'VideoFormat' && type !== 'VastUrlFormat' && !(kicks && kicks >= 1)) problems.push(`${where(doc)}: no Kicks award`);
      if (['ProductScanFormat', 'ProductReceiptFormat', 'BigScanFormat'].includes(type) && (!a.format.promotedProductId || a.format.promotedProductId !== a.topicIds[0])) {
        problems.push(`${where(doc)}: promotes ${a.format.promotedProductId} but is about ${a.topicIds[0]}`);
      }
    }
    expect(byKind(problems), `${problems.length} problems`).toEqual({});
  });

  it("passes the ad form's rules, its stored dates allowed to lie in the past", () => {
    const byCampaign = new Map<string, StoredDocument[]>();
    for (const doc of ads) byCampaign.set(String(doc.campaignId), [...(byCampaign.get(String(doc.campaignId)) ?? []), doc]);
    const problems: string[] = [];
    for (const doc of ads) {
      const scope = scopes.get(String(doc.adSetId))!;
      const rules = adFormRules(adDraftOf(doc as never), {
        adSet: { constraints: scope.adSet.constraints as Constraint[] },
        campaign: { startDate: scope.campaign.startDate as string, endDate: scope.campaign.endDate as string, category: scope.campaign.category as string },
        productCount: scope.productCount,
        orders: scope.orders,
        campaignAds: byCampaign.get(String(doc.campaignId)) as never,
        stored: datesOfConstraints(doc.constraints as Constraint[]),
        now: new Date(),
      });
      for (const r of rules.filter((x) => !x.ok)) problems.push(`${where(doc)}: ${r.field}: ${r.message}`);
    }
    expect(byKind(problems), `${problems.length} problems`).toEqual({});
  });
});
