import { mayResendEvents } from '#domain/roles';
import { bulkResendEvent } from '#app/api/bulk-change';
import { runBulkChange } from '#app/kit/bulk/run';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { selectedCount, selectionOf } from './screen';
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
  run: (ctx) => {
    const selection = selectionOf(ctx.screen, 'ad')!;
    const ids = selection.records.map((r) => r.id);
    void runBulkChange(ctx.queryClient, selection, () => bulkResendEvent(ids, 'UPDATE'), BULK_TEXT.resent(ids.length));
  },
});
