import { campaignLink } from '#app/api/links';
import { campaignOnScreen, isScreen } from './screen';
import { defineCommand } from './types';

/** The ad set list's 'Continue to Summary' (spec 2 'Ad set list'): the campaign's summary. */
export default defineCommand({
  id: 'continue-to-summary',
  title: 'Continue to Summary',
  group: 'Go to',
  keywords: ['campaign summary', 'summary'],
  when: (ctx) => isScreen(ctx.screen, 'ad-set-list'),
  onScreen: () => true,
  run: (ctx) => {
    const campaignId = campaignOnScreen(ctx.screen);
    if (campaignId) ctx.navigate(campaignLink(campaignId));
  },
});
