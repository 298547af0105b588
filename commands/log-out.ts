import { defineCommand } from './types';

/** Opens the same confirm dialog as the side navigation's Log Out button. */
export default defineCommand({
  id: 'log-out',
  title: 'Log out',
  group: 'Actions',
  keywords: ['sign out', 'logout', 'log off'],
  run: (ctx) => ctx.openDialog('logout'),
});
