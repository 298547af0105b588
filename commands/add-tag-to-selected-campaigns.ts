import { bulkAddTag } from '#app/api/bulk-change';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { changeSelected, selectedCount } from './screen';
import { defineCommand } from './types';

/** 'Add tag to 12 campaigns…' (issue 28 §2): asks the tag, then adds it to every selected campaign in one request. */
export default defineCommand<'tag'>({
  id: 'add-tag-to-selected-campaigns',
  title: 'Add tag to selected campaigns…',
  titleHere: (ctx) => BULK_TEXT.addTag(selectedCount(ctx.screen, 'campaign')),
  group: 'Actions',
  keywords: ['tag campaigns', 'label', 'bulk tag'],
  when: (ctx) => selectedCount(ctx.screen, 'campaign') > 0,
  onScreen: () => true,
  args: [{ name: 'tag', title: BULK_TEXT.tagArg, placeholder: BULK_TEXT.tagPlaceholder }],
  run: (ctx, args) => changeSelected(ctx, 'campaign', (ids) => bulkAddTag(ctx.flags.campaignServiceVersion, ids, args.tag), BULK_TEXT.tagged),
});
