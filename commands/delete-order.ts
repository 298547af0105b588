import { defineCommand } from './types';

/** The id of the order on screen (/orders/{orderId}), if any. */
export const orderInView = (pathname: string) => {
  const m = /^\/orders\/([^/]+)\/?$/.exec(pathname);
  return m && m[1] !== 'new' ? decodeURIComponent(m[1]!) : undefined;
};

/** The order page's Delete button: opens its confirmation (the dialog lives in the URL). */
export default defineCommand({
  id: 'delete-order',
  title: 'Delete this insertion order',
  group: 'Actions',
  keywords: ['remove order', 'delete order'],
  when: (ctx) => orderInView(ctx.pathname) !== undefined,
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { dialog: 'delete' }),
});
