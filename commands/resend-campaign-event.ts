import { isCampaignSummary } from '../src/app/features/campaign-summary/in-view';
import { mayResendEvents } from '../src/domain/roles';
import { defineCommand } from './types';

/** The campaign summary's 'Resend Event' button (privileged roles only, spec 1 §6): opens its popup. */
export default defineCommand({
  id: 'resend-campaign-event',
  title: 'Resend event for this campaign',
  group: 'Actions',
  keywords: ['resend campaign event', 'send event', 'create event'],
  when: (ctx) => isCampaignSummary(ctx.pathname) && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { dialog: 'resend' }),
});
