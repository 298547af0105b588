import { adBrowserLink } from '#app/api/links';
import { defineCommand } from './types';

export default defineCommand({
  id: 'go-ad-browser',
  title: 'Go to Ad Browser',
  group: 'Go to',
  keywords: ['ad browser', 'ads', 'browse'],
  shortcut: 'g a',
  run: (ctx) => ctx.navigate(adBrowserLink()),
});
