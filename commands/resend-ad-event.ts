import { hereWith } from '#app/api/links';
import { adInView } from '#app/features/ads/in-view';
import { mayResendEvents } from '#domain/roles';
import { isStoredAdForm } from './screen';
import { defineCommand } from './types';

/** The ad form's 'Resend Event' button (privileged roles only, spec 2 §6): opens its popup. */
export default defineCommand({
  id: 'resend-ad-event',
  title: 'Resend event for this ad',
  group: 'Actions',
  keywords: ['resend ad event', 'send event', 'create event'],
  when: (ctx) => isStoredAdForm(ctx.screen) && adInView() !== undefined && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(hereWith({ dialog: 'resend' })),
});
