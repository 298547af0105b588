import { describe, expect, it } from 'vitest';
import { TOPIC_MESSAGES } from '#domain/topic';
import { STORE_KINDS } from './harness';
import { adsPath, makeWorld, scanAd, worldForSuite } from './ad-fixtures';

describe.each(STORE_KINDS)('ad sets over HTTP (%s)', (kind) => {
  const { gw, w } = worldForSuite(kind);

  it('creates with defaults, reads, PUTs back what it read, and lists', async () => {
    const created = await gw.call('POST', w.base, { body: { name: '  Summer set  ', description: 'Hot days' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Summer set', enabled: true, campaignId: w.campaignId, constraints: [], topicIds: [] });
    const read = await gw.call('GET', `${w.base}/${created.json.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
    const put = await gw.call('PUT', `${w.base}/${created.json.id}`, { body: { ...read.json, enabled: false }, headers: { 'If-Match': read.headers.get('etag')! } });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ enabled: false, version: 2, name: 'Summer set' });
    const stale = await gw.call('PUT', `${w.base}/${created.json.id}`, { body: read.json, headers: { 'If-Match': '"1"' } });
    expect(stale.status).toBe(412);
    const list = await gw.call('GET', w.base);
    expect(list.json.objects.map((o: { id: string }) => o.id)).toContain(created.json.id);
    expect(list.json.pagination.objectCount).toBeGreaterThanOrEqual(2);
  });

  it('refuses an ontology node the taxonomy does not have, for an ad set and for its campaign, and stores nothing', async () => {
    const nodes = (await gw.call('GET', '/adminBackend/legacy/v1/ontology/taxonomyNodes')).json as { node_id: string }[];
    const refused = await gw.call('POST', w.base, { body: { name: 'Unknown node set', ontologyNodeId: 'nope-node' } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual([{ fieldName: 'ontologyNodeId', message: `${TOPIC_MESSAGES.unknownOntologyNode} nope-node` }]);
    expect((await gw.call('GET', `${w.base}?limit=200`)).json.objects.map((s: { name: string }) => s.name)).not.toContain('Unknown node set');
    expect((await gw.call('POST', w.base, { body: { name: 'Known node set', ontologyNodeId: nodes[0]!.node_id } })).status).toBe(201);

    const campaign = (await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`)).json;
    const put = await gw.call('PUT', `/campaign/v1/campaigns/${w.campaignId}`, { body: { ...campaign, ontologyNodeId: 'no-such-node' }, headers: { 'If-Match': `"${campaign.version}"` } });
    expect(put.status).toBe(400);
    expect(put.json.errors).toEqual([{ fieldName: 'ontologyNodeId', message: `${TOPIC_MESSAGES.unknownOntologyNode} no-such-node` }]);
    expect((await gw.call('GET', `/campaign/v1/campaigns/${w.campaignId}`)).json.version).toBe(campaign.version);
  });

  it('answers 404 for an unknown campaign or an ad set of another campaign', async () => {
    expect((await gw.call('GET', `/campaign/v1/campaigns/999999/adsets`)).status).toBe(404);
    expect((await gw.call('POST', `/campaign/v1/campaigns/999999/adsets`, { body: { name: 'x' } })).status).toBe(404);
    const other = await makeWorld(gw);
    expect((await gw.call('GET', `${other.base}/${w.adSetId}`)).status).toBe(404);
    expect((await gw.call('DELETE', `${other.base}/${w.adSetId}`, { headers: { 'If-Match': '*' } })).status).toBe(404);
    expect((await gw.call('GET', `${w.base}/${w.adSetId}`)).status).toBe(200);
  });

  it.each([
    ['missing name', { description: 'x' }, 'name', 'Name is required'],
    ['blank name', { name: '   ' }, 'name', 'Name is required'],
    ['name of the wrong type', { name: 42 }, 'name', 'Name is required'],
    ['name too long', { name: 'n'.repeat(300) }, 'name', 'Name must be at most 256 characters'],
    ['enabled not a boolean', { name: 'x', enabled: 'yes' }, 'enabled', undefined],
    ['unknown constraint @type', { name: 'x', constraints: [{ '@type': 'MoonConstraint' }] }, 'constraints.0.@type', 'Unknown constraint type'],
    ['unknown frequency period', { name: 'x', constraints: [{ '@type': 'FrequencyConstraint', engagements: 1, period: 'YEAR' }] }, 'constraints.0.period', undefined],
    ['dates before the campaign', { name: 'x', constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2025-01-01T00:00:00Z[UTC]' }] }, 'constraints', 'Cannot start before Jan 01, 2026, 9:00 AM PST'],
    ['dates after the campaign', { name: 'x', constraints: [{ '@type': 'DateRangeConstraint', endTimestamp: '2040-01-01T00:00:00Z[UTC]' }] }, 'constraints', 'Cannot end after Dec 30, 2035, 11:59 PM PST'],
    ['an end before the start', { name: 'x', constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-02-01T00:00:00Z[UTC]', endTimestamp: '2030-01-01T00:00:00Z[UTC]' }] }, 'constraints', 'End date cannot be before start date'],
    // a second date range escaped the campaign bounds check (only the first is read); a second location list the whitelist/blacklist overlap
    ['a second date range', { name: 'x', constraints: [{ '@type': 'DateRangeConstraint', startTimestamp: '2030-02-01T00:00:00Z[UTC]' }, { '@type': 'DateRangeConstraint', startTimestamp: '2020-01-01T00:00:00Z[UTC]' }] }, 'constraints', 'Only one DateRangeConstraint is allowed'],
    ['a second location list', { name: 'x', constraints: [{ '@type': 'LocationConstraint', locationIds: { '12': true } }, { '@type': 'LocationConstraint', locationIds: { '12': false } }] }, 'constraints', 'Only one LocationConstraint is allowed'],
    ['a location id that is not a number', { name: 'x', constraints: [{ '@type': 'LocationConstraint', locationIds: { '12a': true } }] }, 'constraints.0.locationIds.12a', 'Only enter comma separated numbers'],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_label, body, field, message) => {
    const before = (await gw.call('GET', `${w.base}?limit=200`)).json.objects.length;
    const res = await gw.call('POST', w.base, { body });
    expect(res.status).toBe(400);
    const error = res.json.errors.find((e: { fieldName: string }) => e.fieldName === field);
    expect(error, JSON.stringify(res.json)).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect((await gw.call('GET', `${w.base}?limit=200`)).json.objects.length).toBe(before);
  });

  it('deleting an ad set deletes its ads, each with a change history entry', async () => {
    const set = await gw.call('POST', w.base, { body: { name: 'Doomed', constraints: [{ '@type': 'ChainConstraint', chainIds: [w.chainId] }] } });
    const a = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'Doomed 1' }) });
    const b = await gw.call('POST', adsPath(w, set.json.id), { body: scanAd(w, { name: 'Doomed 2' }) });
    expect([a.status, b.status]).toEqual([201, 201]);
    const noMatch = await gw.call('DELETE', `${w.base}/${set.json.id}`);
    expect(noMatch.status).toBe(428);
    const del = await gw.call('DELETE', `${w.base}/${set.json.id}`, { headers: { 'If-Match': '"1"' } });
    expect(del.status).toBe(200);
    expect((await gw.call('GET', `${w.base}/${set.json.id}`)).status).toBe(404);
    expect((await gw.call('GET', `/ad/v1/ads/${a.json.id}`)).status).toBe(404);
    expect((await gw.call('GET', `/ad/v1/ads/${b.json.id}`)).status).toBe(404);
    const history = await gw.call('GET', `/changelog/v1/changelog/${a.json.id}`);
    expect(history.status).toBe(200);
    expect(history.json.versions.map((x: { event: string }) => x.event)).toEqual(['CREATE', 'DELETE']);
  });
});
