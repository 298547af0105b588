import { isTopicList, topicsInView } from '#app/features/topics/in-view';
import { defineCommand } from './types';

/** The selected promoted product's (or retailer category's) Delete button: opens its confirmation. */
export default defineCommand({
  id: 'delete-topic',
  title: 'Delete this promoted product or retailer category',
  group: 'Actions',
  keywords: ['remove promoted product', 'delete product', 'delete retailer category', 'delete topic'],
  when: (ctx) => isTopicList(ctx.pathname) && Boolean(topicsInView()?.selected),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { selected: topicsInView()!.selected!.id, dialog: 'delete' }),
});
