import { UNDO_TEXT } from '#app/kit/undo/text';
import { undoLastChange } from '#app/kit/undo/undo';
import { defineCommand } from './types';

/**
 * Reverts the user's last change set, whatever it was (a save, a bulk change, an undo), in one
 * request (issue 28 §2). Mod+Z outside text fields, where the browser's own undo stays.
 */
export default defineCommand({
  id: 'undo-last-change',
  title: UNDO_TEXT.command,
  group: 'Actions',
  keywords: ['undo', 'revert', 'take back', 'restore'],
  shortcut: 'Mod+Z',
  run: (ctx) => void undoLastChange(ctx.queryClient),
});
