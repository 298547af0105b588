import { hereWith } from '#app/api/links';
import { mayResendEvents } from '#domain/roles';
import { isCampaignSummaryOrRedSubmit } from './screen';
import { defineCommand } from './types';

/** The 'Resend Event' button (privileged roles only, spec 1 §6) of the campaign summary, or of the edit page while Submit is red for mapping: opens its popup. */
export default defineCommand({
  id: 'resend-campaign-event',
  title: 'Resend event for this campaign',
  group: 'Actions',
  keywords: ['resend campaign event', 'send event', 'create event'],
  when: (ctx) => isCampaignSummaryOrRedSubmit(ctx.screen) && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(hereWith({ dialog: 'resend' })),
});
