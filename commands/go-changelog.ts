import { changelogSearchLink } from '#app/api/links';
import { defineCommand } from './types';

export default defineCommand({
  id: 'go-changelog',
  title: 'Go to Changelog',
  group: 'Go to',
  keywords: ['history', 'changelog', 'audit'],
  shortcut: 'g l',
  run: (ctx) => ctx.navigate(changelogSearchLink()),
});
