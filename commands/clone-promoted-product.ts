import { isTopicList, topicsInView } from '#app/features/topics/in-view';
import { defineCommand } from './types';

/** The selected promoted product's Clone button: opens its confirmation (the dialog lives in the URL). */
export default defineCommand({
  id: 'clone-promoted-product',
  title: 'Clone this promoted product',
  group: 'Actions',
  keywords: ['duplicate promoted product', 'copy product', 'clone topic'],
  when: (ctx) => isTopicList(ctx.pathname) && topicsInView()?.selected?.type === 'PromotedProduct',
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { selected: topicsInView()!.selected!.id, dialog: 'clone' }),
});
