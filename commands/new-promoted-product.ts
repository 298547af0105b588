import { isTopicList, topicCampaignOf } from '#app/features/topics/in-view';
import { defineCommand } from './types';

/** spec 3 'Promoted products list': its new-item button, for the campaign in view (any of its screens). */
export default defineCommand({
  id: 'new-promoted-product',
  title: 'New promoted product',
  group: 'Create',
  keywords: ['create promoted product', 'add product', 'new topic', 'new product'],
  when: (ctx) => topicCampaignOf(ctx.pathname) !== undefined,
  onScreen: (ctx) => isTopicList(ctx.pathname),
  run: (ctx) => ctx.navigate(`/campaigns/${encodeURIComponent(topicCampaignOf(ctx.pathname)!)}/topics/new`),
});
