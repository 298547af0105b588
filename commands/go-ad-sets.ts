import { campaignInView, isAdSetList } from '#app/features/ad-sets/in-view';
import { defineCommand } from './types';

/** The stepper's 'Ad Sets' step and the form's 'Back to All Ad Sets': the ad set list of the campaign in view. */
export default defineCommand({
  id: 'go-ad-sets',
  title: 'Go to ad sets of this campaign',
  group: 'Go to',
  keywords: ['ad sets', 'adsets', 'back to all ad sets'],
  when: (ctx) => campaignInView(ctx.pathname) !== undefined && !isAdSetList(ctx.pathname),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(`/campaigns/${encodeURIComponent(campaignInView(ctx.pathname)!)}/adsets`),
});
