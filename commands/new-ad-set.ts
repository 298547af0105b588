import { campaignInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** spec 2 'Ad set list': 'New Ad Set', for the campaign in view (any of its screens). */
export default defineCommand({
  id: 'new-ad-set',
  title: 'New ad set',
  group: 'Create',
  keywords: ['create ad set', 'add ad set', 'adset'],
  when: (ctx) => campaignInView(ctx.pathname) !== undefined,
  onScreen: (ctx) => isAdSetList(ctx.pathname),
  run: (ctx) => ctx.navigate(`/campaigns/${encodeURIComponent(campaignInView(ctx.pathname)!)}/adsets/new`),
});
