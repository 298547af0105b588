import { bulkSetEnabled } from '#app/api/bulk-change';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { changeSelected, selectedAdsToggleable, selectedCount } from './screen';
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
  run: (ctx) => changeSelected(ctx, 'ad', (ids) => bulkSetEnabled(ids, true), BULK_TEXT.enabled),
});
