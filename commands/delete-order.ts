import { hereWith, type OnScreen } from '#app/api/links';
import { defineCommand } from './types';

/** The id of the order on screen (/orders/{orderId}), if any. */
export const orderOnScreen = (screen: OnScreen) => (screen.kind === 'order-form' ? screen.params.orderId : undefined);

/** The order page's Delete button: opens its confirmation (the dialog lives in the URL). */
export default defineCommand({
  id: 'delete-order',
  title: 'Delete this insertion order',
  group: 'Actions',
  keywords: ['remove order', 'delete order'],
  when: (ctx) => orderOnScreen(ctx.screen) !== undefined,
  onScreen: () => true,
  run: (ctx) => ctx.navigate(hereWith({ dialog: 'delete' })),
});
