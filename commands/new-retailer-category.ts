import { isMcommInView, isTopicList, topicCampaignOf } from '#app/features/topics/in-view';
import { defineCommand } from './types';

/**
 * spec 3 'Promoted products list': the retailer categories' new-item button. Offered where it
 * applies: the campaign in view is an MCOMM one (its topic screens tell the palette its category).
 */
export default defineCommand({
  id: 'new-retailer-category',
  title: 'New retailer category',
  group: 'Create',
  keywords: ['create retailer category', 'add category', 'new category', 'mcomm category'],
  when: (ctx) => isMcommInView(ctx.pathname),
  onScreen: (ctx) => isTopicList(ctx.pathname),
  run: (ctx) => ctx.navigate(`/campaigns/${encodeURIComponent(topicCampaignOf(ctx.pathname)!)}/categories/new`),
});
