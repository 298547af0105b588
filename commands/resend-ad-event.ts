import { adInView, isAdForm } from '#app/features/ads/in-view';
import { mayResendEvents } from '#domain/roles';
import { defineCommand } from './types';

/** The ad form's 'Resend Event' button (privileged roles only, spec 2 §6): opens its popup. */
export default defineCommand({
  id: 'resend-ad-event',
  title: 'Resend event for this ad',
  group: 'Actions',
  keywords: ['resend ad event', 'send event', 'create event'],
  when: (ctx) => isAdForm(ctx.pathname) && adInView() !== undefined && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { dialog: 'resend' }),
});
