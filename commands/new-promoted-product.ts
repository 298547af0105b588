import { newProductLink } from '#app/api/links';
import { campaignOnScreen, isScreen } from './screen';
import { defineCommand } from './types';

/** spec 3 'Promoted products list': its new-item button, for the campaign in view (any of its screens). */
export default defineCommand({
  id: 'new-promoted-product',
  title: 'New promoted product',
  group: 'Create',
  keywords: ['create promoted product', 'add product', 'new topic', 'new product'],
  when: (ctx) => campaignOnScreen(ctx.screen) !== undefined,
  onScreen: (ctx) => isScreen(ctx.screen, 'product-list'),
  run: (ctx) => {
    const campaignId = campaignOnScreen(ctx.screen);
    if (campaignId) ctx.navigate(newProductLink(campaignId));
  },
});
