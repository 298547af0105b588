import { mayResendEvents } from '#domain/roles';
import { hereWith } from '#app/api/links';
import { orderOnScreen } from './delete-order';
import { defineCommand } from './types';

/** The order page's 'Resend Event' button (privileged roles only, spec 1 §6): opens its popup. */
export default defineCommand({
  id: 'resend-order-event',
  title: 'Resend event for this insertion order',
  group: 'Actions',
  keywords: ['resend order event', 'send event', 'create event'],
  when: (ctx) => orderOnScreen(ctx.screen) !== undefined && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(hereWith({ dialog: 'resend' })),
});
