import { defineCommand } from './types';

export default defineCommand({
  id: 'show-keyboard-shortcuts',
  title: 'Show keyboard shortcuts',
  group: 'Help',
  keywords: ['help', 'keys', 'hotkeys', 'shortcuts'],
  shortcut: '?',
  run: (ctx) => ctx.openDialog('shortcuts'),
});
