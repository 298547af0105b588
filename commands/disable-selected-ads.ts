import { bulkSetEnabled } from '#app/api/bulk-change';
import { runBulkChange } from '#app/kit/bulk/run';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { selectedAdsToggleable, selectedCount, selectionOf } from './screen';
import { defineCommand } from './types';

/** 'Disable 12 ads' (issue 28 §2): the selected ads disabled in one request, offered only when each may be (spec 2 §4). */
export default defineCommand({
  id: 'disable-selected-ads',
  title: 'Disable selected ads',
  titleHere: (ctx) => BULK_TEXT.disable(selectedCount(ctx.screen, 'ad')),
  group: 'Actions',
  keywords: ['disable ads', 'turn off', 'pause', 'bulk disable'],
  when: (ctx) => selectedAdsToggleable(ctx.screen),
  onScreen: () => true,
  run: (ctx) => {
    const selection = selectionOf(ctx.screen, 'ad')!;
    const ids = selection.records.map((r) => r.id);
    void runBulkChange(ctx.queryClient, selection, () => bulkSetEnabled(ids, false), BULK_TEXT.disabled(ids.length));
  },
});
