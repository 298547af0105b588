import { defineCommand } from './types';

/** WCAG 2.1.4: single-key shortcuts can be switched off here. */
export default defineCommand({
  id: 'keyboard-preferences',
  title: 'Keyboard preferences',
  group: 'Help',
  keywords: ['settings', 'single-key shortcuts', 'preferences'],
  run: (ctx) => ctx.openDialog('preferences'),
});
