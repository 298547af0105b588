import { newCategoryLink } from '#app/api/links';
import { isMcommInView } from '#app/features/topics/in-view';
import { campaignOnScreen, isScreen } from './screen';
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
  when: (ctx) => isMcommInView(campaignOnScreen(ctx.screen)),
  onScreen: (ctx) => isScreen(ctx.screen, 'product-list'),
  run: (ctx) => {
    const campaignId = campaignOnScreen(ctx.screen);
    if (campaignId) ctx.navigate(newCategoryLink(campaignId));
  },
});
