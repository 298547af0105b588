import { describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_LIST } from '#domain/entities';
import { ROUTE_TABLE } from '#server/auth/permissions';
import { adCollection } from '#server/repo/collections/ad';
import { adSetCollection } from '#server/repo/collections/ad-set';
import { campaignCollection } from '#server/repo/collections/campaign';
import { chainCollection } from '#server/repo/collections/chain';
import { companyCollection } from '#server/repo/collections/company';
import { orderCollection } from '#server/repo/collections/insertion-order';
import { topicCollection } from '#server/repo/collections/topic';

// The entity manifest (src/domain/entities) is complete: every kind has its names, a collection that
// stores it under its documentType, and its calls in the gateway's deny-by-default route table.
const collections = [campaignCollection, orderCollection, companyCollection, adSetCollection, adCollection, topicCollection, chainCollection];
const kinds = ENTITY_LIST;
const routes = new Set(ROUTE_TABLE.map(([method, path]) => `${method} ${path}`));

describe('the entity manifest', () => {
  it('names every kind once, with its documentType, label and API path', () => {
    for (const [key, kind] of Object.entries(ENTITIES)) {
      expect(kind.name).toBe(key);
      expect(kind.documentType).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(kind.label.length).toBeGreaterThan(0);
      expect(kind.apiPath).toMatch(/^\//);
    }
    expect(new Set(kinds.map((k) => k.documentType)).size).toBe(kinds.length);
  });

  it('has a collection for each kind, storing it under the manifest documentType and label', () => {
    expect(collections.map((c) => c.documentType).sort()).toEqual(kinds.map((k) => k.documentType).sort());
    for (const c of collections) expect(kinds.find((k) => k.documentType === c.documentType)?.label).toBe(c.label);
  });

  const callOf = { list: 'GET {path}', read: 'GET {path}/:id', create: 'POST {path}', update: 'PUT {path}/:id', delete: 'DELETE {path}/:id' } as const;

  it.each(kinds.map((k) => [k.name, k] as const))('%s: each of its calls is in the route table', (_, kind) => {
    const calls = kind.operations.map((op) => callOf[op].replace('{path}', kind.apiPath));
    expect(calls.filter((call) => !routes.has(call))).toEqual([]);
  });
});
