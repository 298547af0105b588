import { defineCommand } from './types';

/** Opens the campaign list searched by name: the same search as its 'Search campaign' box. */
export default defineCommand({
  id: 'search-campaigns',
  title: 'Search campaigns…',
  group: 'Actions',
  keywords: ['find campaign', 'campaign name'],
  args: [{ name: 'term', title: 'Campaign name', placeholder: 'Part of a campaign name' }],
  run: (ctx, args) => ctx.navigate('/campaigns', { q: args.term }),
});
