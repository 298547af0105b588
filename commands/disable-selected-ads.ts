import { bulkSetEnabled } from '#app/api/bulk-change';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { changeSelected, selectedAdsToggleable, selectedCount } from './screen';
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
  run: (ctx) => changeSelected(ctx, 'ad', (ids) => bulkSetEnabled(ids, false), BULK_TEXT.disabled),
});
