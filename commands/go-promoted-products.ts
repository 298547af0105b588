import { isTopicList, topicCampaignOf } from '#app/features/topics/in-view';
import { defineCommand } from './types';

/** The stepper's 'Promoted Products' step, the ad set list's 'Go Back' and the forms' 'Back to Promoted Products'. */
export default defineCommand({
  id: 'go-promoted-products',
  title: 'Go to promoted products of this campaign',
  group: 'Go to',
  keywords: ['promoted products', 'topics', 'products', 'retailer categories', 'back to promoted products'],
  when: (ctx) => topicCampaignOf(ctx.pathname) !== undefined && !isTopicList(ctx.pathname),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(`/campaigns/${encodeURIComponent(topicCampaignOf(ctx.pathname)!)}/topics`),
});
