import { newOrderLink } from '#app/api/links';
import { defineCommand } from './types';

/** spec 1 'Order list': the new-order link, as a command. */
export default defineCommand({
  id: 'create-order',
  title: 'Create insertion order',
  group: 'Create',
  keywords: ['new order', 'new insertion order', 'add order', 'io'],
  shortcut: 'n o',
  onScreen: (ctx) => ctx.screen.kind === 'order-list',
  run: (ctx) => ctx.navigate(newOrderLink()),
});
