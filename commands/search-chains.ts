import { defineCommand } from './types';

/** Opens the chains list searched by label on the server: the same search as its 'Search chain' box. */
export default defineCommand({
  id: 'search-chains',
  title: 'Search chains…',
  group: 'Actions',
  keywords: ['find chain', 'chain name', 'retailer'],
  args: [{ name: 'term', title: 'Chain name', placeholder: 'Part of a chain name' }],
  onScreen: (ctx) => ctx.pathname === '/chains' || ctx.pathname === '/chains/',
  run: (ctx, args) => ctx.navigate('/chains', { q: args.term }),
});
