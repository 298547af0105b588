import { mayResendEvents } from '#domain/roles';
import { bulkResendEvent } from '#app/api/bulk-change';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { changeSelected, selectedCount } from './screen';
import { defineCommand } from './types';

/**
 * 'Resend event for 12 ads' (issue 28 §2): an UPDATE event for each selected ad, in one request
 * (privileged roles only, as the ad form's Resend Event, spec 2 §6). Nothing is written: no Undo.
 */
export default defineCommand({
  id: 'resend-event-for-selected-ads',
  title: 'Resend event for selected ads',
  titleHere: (ctx) => BULK_TEXT.resendEvent(selectedCount(ctx.screen, 'ad')),
  group: 'Actions',
  keywords: ['resend ad events', 'send events', 'bulk resend'],
  when: (ctx) => selectedCount(ctx.screen, 'ad') > 0 && mayResendEvents(ctx.roles),
  onScreen: () => true,
  run: (ctx) => changeSelected(ctx, 'ad', (ids) => bulkResendEvent(ids, 'UPDATE'), BULK_TEXT.resent),
});
