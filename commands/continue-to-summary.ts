import { campaignInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** The ad set list's 'Continue to Summary' (spec 2 'Ad set list'): the campaign's summary. */
export default defineCommand({
  id: 'continue-to-summary',
  title: 'Continue to Summary',
  group: 'Go to',
  keywords: ['campaign summary', 'summary'],
  when: (ctx) => isAdSetList(ctx.pathname),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(`/campaigns/view/${encodeURIComponent(campaignInView(ctx.pathname)!)}`),
});
