import { requestSaveView } from '#app/kit/views/save-request';
import { viewScreenOf } from '#app/kit/views/screens';
import { defineCommand } from './types';

/** Saves the list on screen as a view (issue 28 §1): the list header's dialog opens. */
export default defineCommand({
  id: 'save-view',
  title: 'Save view…',
  group: 'Actions',
  keywords: ['saved view', 'bookmark list', 'save filter'],
  when: (ctx) => viewScreenOf(ctx.screen.kind) !== undefined,
  onScreen: (ctx) => viewScreenOf(ctx.screen.kind) !== undefined,
  run: () => requestSaveView(),
});
