import { hereWith } from '#app/api/links';
import { topicsInView } from '#app/features/topics/in-view';
import { isScreen } from './screen';
import { defineCommand } from './types';

/** The selected promoted product's (or retailer category's) Delete button: opens its confirmation. */
export default defineCommand({
  id: 'delete-topic',
  title: 'Delete this promoted product or retailer category',
  group: 'Actions',
  keywords: ['remove promoted product', 'delete product', 'delete retailer category', 'delete topic'],
  when: (ctx) => isScreen(ctx.screen, 'product-list') && Boolean(topicsInView()?.selected),
  onScreen: () => true,
  run: (ctx) => {
    const selected = topicsInView()?.selected;
    if (selected) ctx.navigate(hereWith({ selected: selected.id, dialog: 'delete' }));
  },
});
