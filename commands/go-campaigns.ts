import { campaignsLink } from '#app/api/links';
import { defineCommand } from './types';

export default defineCommand({
  id: 'go-campaigns',
  title: 'Go to Campaigns',
  group: 'Go to',
  keywords: ['campaigns', 'home'],
  shortcut: 'g c',
  run: (ctx) => ctx.navigate(campaignsLink()),
});
