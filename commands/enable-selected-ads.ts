import { bulkSetEnabled } from '#app/api/bulk-change';
import { runBulkChange } from '#app/kit/bulk/run';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { selectedAdsToggleable, selectedCount, selectionOf } from './screen';
import { defineCommand } from './types';

/** 'Enable 12 ads' (issue 28 §2): the selected ads enabled in one request, offered only when each may be (spec 2 §4). */
export default defineCommand({
  id: 'enable-selected-ads',
  title: 'Enable selected ads',
  titleHere: (ctx) => BULK_TEXT.enable(selectedCount(ctx.screen, 'ad')),
  group: 'Actions',
  keywords: ['enable ads', 'turn on', 'bulk enable'],
  when: (ctx) => selectedAdsToggleable(ctx.screen),
  onScreen: () => true,
  run: (ctx) => {
    const selection = selectionOf(ctx.screen, 'ad')!;
    const ids = selection.records.map((r) => r.id);
    void runBulkChange(ctx.queryClient, selection, () => bulkSetEnabled(ids, true), BULK_TEXT.enabled(ids.length));
  },
});
