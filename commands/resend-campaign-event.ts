import { isCampaignSummary } from '#app/features/campaign-summary/in-view';
import { isRedSubmitPage } from '#app/features/mapping-status/current';
import { mayResendEvents } from '#domain/roles';
import { defineCommand } from './types';

/** The 'Resend Event' button (privileged roles only, spec 1 §6) of the campaign summary, or of the edit page while Submit is red for mapping: opens its popup. */
export default defineCommand({
  id: 'resend-campaign-event',
  title: 'Resend event for this campaign',
  group: 'Actions',
  keywords: ['resend campaign event', 'send event', 'create event'],
  when: (ctx) => (isCampaignSummary(ctx.pathname) || isRedSubmitPage(ctx.pathname)) && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { dialog: 'resend' }),
});
