import { bulkEndDateProblem, parsePacificDateTime } from '#domain/bulk-change';
import { bulkSetEndDate } from '#app/api/bulk-change';
import { BULK_TEXT } from '#app/kit/bulk/text';
import { changeSelected, selectedCount } from './screen';
import { defineCommand } from './types';

/**
 * 'Set end date of 12 ads…' (issue 28 §2): asks a Pacific date and time (checked as typed: its form,
 * and that an end is not in the past), then sets it on every selected ad in one request.
 */
export default defineCommand<'endDate'>({
  id: 'set-end-date-of-selected-ads',
  title: 'Set end date of selected ads…',
  titleHere: (ctx) => BULK_TEXT.setEndDate(selectedCount(ctx.screen, 'ad')),
  group: 'Actions',
  keywords: ['end ads', 'end date', 'stop ads', 'bulk end date'],
  when: (ctx) => selectedCount(ctx.screen, 'ad') > 0,
  onScreen: () => true,
  args: [{ name: 'endDate', title: BULK_TEXT.endDateArg, placeholder: BULK_TEXT.endDatePlaceholder, problem: (text) => bulkEndDateProblem(text, new Date()) }],
  run: (ctx, args) => {
    const endDate = parsePacificDateTime(args.endDate)!;
    changeSelected(ctx, 'ad', (ids) => bulkSetEndDate(ids, endDate), BULK_TEXT.ended);
  },
});
