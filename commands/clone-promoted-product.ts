import { hereWith } from '#app/api/links';
import { topicsInView } from '#app/features/topics/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The selected promoted product's Clone button: opens its confirmation (the dialog lives in the URL). */
export default defineCommand({
  id: 'clone-promoted-product',
  title: 'Clone this promoted product',
  group: 'Actions',
  keywords: ['duplicate promoted product', 'copy product', 'clone topic'],
  when: (ctx) => isScreen(ctx.screen, 'product-list') && topicsInView()?.selected?.type === 'PromotedProduct',
  onScreen: () => true,
  run: (ctx) => {
    const selected = topicsInView()?.selected;
    if (selected) ctx.navigate(hereWith({ selected: selected.id, dialog: 'clone' }));
  },
});
