import { adSetListLink } from '#app/api/links';
import { campaignOnScreen, isScreen } from './screen';
import { defineCommand } from './types';

/** The stepper's 'Ad Sets' step and the form's 'Back to All Ad Sets': the ad set list of the campaign in view. */
export default defineCommand({
  id: 'go-ad-sets',
  title: 'Go to ad sets of this campaign',
  group: 'Go to',
  keywords: ['ad sets', 'adsets', 'back to all ad sets'],
  when: (ctx) => campaignOnScreen(ctx.screen) !== undefined && !isScreen(ctx.screen, 'ad-set-list'),
  onScreen: () => true,
  run: (ctx) => {
    const campaignId = campaignOnScreen(ctx.screen);
    if (campaignId) ctx.navigate(adSetListLink(campaignId));
  },
});
