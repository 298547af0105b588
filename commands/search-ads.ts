import { adBrowserSearchWith } from '#app/features/ad-browser/in-view';
import { defineCommand } from './types';

/** Opens the ad browser searched by name or description: the same search as its 'Search by name' box (filters stay). */
export default defineCommand({
  id: 'search-ads',
  title: 'Search ads…',
  group: 'Actions',
  keywords: ['find ad', 'ad name', 'ad browser'],
  args: [{ name: 'term', title: 'Ad name', placeholder: 'Part of an ad’s name or description' }],
  onScreen: (ctx) => ctx.pathname === '/adBrowser',
  run: (ctx, args) => ctx.navigate('/adBrowser', adBrowserSearchWith({ q: args.term })),
});
