import { newAdSetLink } from '#app/api/links';
import { campaignOnScreen, isScreen } from './screen';
import { defineCommand } from './types';

/** spec 2 'Ad set list': 'New Ad Set', for the campaign in view (any of its screens). */
export default defineCommand({
  id: 'new-ad-set',
  title: 'New ad set',
  group: 'Create',
  keywords: ['create ad set', 'add ad set', 'adset'],
  when: (ctx) => campaignOnScreen(ctx.screen) !== undefined,
  onScreen: (ctx) => isScreen(ctx.screen, 'ad-set-list'),
  run: (ctx) => {
    const campaignId = campaignOnScreen(ctx.screen);
    if (campaignId) ctx.navigate(newAdSetLink(campaignId));
  },
});
