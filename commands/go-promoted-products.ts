import { topicListLink } from '#app/api/links';
import { campaignOnScreen, isScreen } from './screen';
import { defineCommand } from './types';

/** The stepper's 'Promoted Products' step, the ad set list's 'Go Back' and the forms' 'Back to Promoted Products'. */
export default defineCommand({
  id: 'go-promoted-products',
  title: 'Go to promoted products of this campaign',
  group: 'Go to',
  keywords: ['promoted products', 'topics', 'products', 'retailer categories', 'back to promoted products'],
  when: (ctx) => campaignOnScreen(ctx.screen) !== undefined && !isScreen(ctx.screen, 'product-list'),
  onScreen: () => true,
  run: (ctx) => {
    const campaignId = campaignOnScreen(ctx.screen);
    if (campaignId) ctx.navigate(topicListLink(campaignId));
  },
});
