import { describe, expect, it } from 'vitest';
import { changelogVersion } from '#server/store/schema';
import { createCampaign, createCompany, ifMatch } from './fixtures';
import { gatewayForSuite, type Gateway, STORE_KINDS, startGateway } from './harness';

/** The change set of each version of a document, oldest first. */
async function setsOf(gw: Gateway, id: string): Promise<string[]> {
  const log = await gw.call('GET', `/changelog/v1/changelog/${id}`);
  return log.json.versions.map((v: { changeSetId: string }) => v.changeSetId);
}

describe.each(STORE_KINDS)('change sets (%s)', (kind) => {
  const gw = gatewayForSuite(() => startGateway(kind));

  it('gives every save a change set of its own, named in each version and in the change metadata', async () => {
    const company = await createCompany(gw);
    const updated = await gw.call('PUT', `/company/v1/companies/${company.id}`, { body: { ...company, tags: ['v2'] }, headers: ifMatch(company) });
    const [created, changed] = await setsOf(gw, company.id);
    expect(created).toMatch(/^\d+$/);
    expect(changed).toMatch(/^\d+$/);
    expect(changed).not.toBe(created);
    const metadata = await gw.call('GET', '/changelog/v1/change/metadata?limit=5');
    const entry = metadata.json.objects.find((o: { changedDocumentId: string }) => o.changedDocumentId === company.id);
    expect(entry).toMatchObject({ changeSetId: changed, changeTime: updated.json.modified });
  });

  it('puts everything one write stores in one set: a campaign delete with the ad set under it', async () => {
    const { campaign } = await createCampaign(gw);
    const adSet = await gw.call('POST', `/campaign/v1/campaigns/${campaign.id}/adsets`, { body: { name: 'Going with it' } });
    expect(adSet.status, JSON.stringify(adSet.json)).toBe(201);
    const current = await gw.call('GET', `/campaign/v1/campaigns/${campaign.id}`);
    expect((await gw.call('DELETE', `/campaign/v1/campaigns/${campaign.id}`, { headers: ifMatch(current.json) })).status).toBe(200);
    const campaignDelete = (await setsOf(gw, campaign.id)).at(-1);
    expect((await setsOf(gw, adSet.json.id)).at(-1)).toBe(campaignDelete);
  });

  it('counts each version written without a set (stored before sets existed, or by the seed) as a set of its own', async () => {
    const row = { documentId: 'old-1', documentType: 'Company', parentIds: [], event: 'UPDATE', userId: 'seed', created: new Date(), content: { name: 'Old' } };
    await gw.store.tx(async (db) => {
      await db.insert(changelogVersion).values(row);
      await db.insert(changelogVersion).values(row);
    });
    const sets = await setsOf(gw, 'old-1');
    expect(sets).toHaveLength(2);
    expect(new Set(sets).size).toBe(2);
  });
});
