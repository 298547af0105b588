import { describe, expect, it } from 'vitest';
import { apiUrl, ENTITIES, NAVIGABLE_ENTITIES, SEARCHABLE_ENTITIES } from '#domain/entities';
import { VIEW_MESSAGES, VIEW_SCREENS } from '#domain/view';

describe('entity manifest paths', () => {
  it('fills a pattern path with its parameters, encoded, and leaves unknown ones as they are', () => {
    expect(apiUrl(ENTITIES.campaign.apiPath, { version: 'v3' })).toBe('/campaign/v3/campaigns');
    expect(apiUrl(ENTITIES.ad.apiPath, { version: 'v1', campaignId: '7', adSetId: 'a/b' })).toBe('/campaign/v1/campaigns/7/adsets/a%2Fb/ads');
    expect(apiUrl(ENTITIES.topic.apiPath, { version: 'v2' })).toBe('/campaign/v2/campaigns/:campaignId/topics');
  });

  it('makes campaigns, orders, companies and chains searchable by name in the palette, in that order', () => {
    expect(SEARCHABLE_ENTITIES.map((e) => e.recordSearch.heading)).toEqual(['Campaigns', 'Orders', 'Companies', 'Chains']);
  });
});

describe('entity manifest navigation', () => {
  it('gives campaigns, orders, companies, chains and the ad browser a side navigation link, in the spec’s order and words', () => {
    expect(NAVIGABLE_ENTITIES.map((e) => [e.nav.label, e.nav.path])).toEqual([
      ['Campaigns', '/campaigns'],
      ['Orders', '/orders'],
      ['Companies', '/companies'],
      ['Chains', '/chains'],
      ['Ad Browser', '/adBrowser'],
    ]);
  });

  it('names the list screens as saved views are stored and asked for (`screen`), in the same order', () => {
    expect(VIEW_SCREENS).toEqual(['campaigns', 'orders', 'companies', 'chains', 'adBrowser']);
    expect(VIEW_MESSAGES.screen).toBe('Must be one of campaigns, orders, companies, chains, adBrowser');
  });
});
