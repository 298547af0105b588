import { adBrowserLink } from '#app/api/links';
import { adBrowserSearchWith } from '#app/features/ad-browser/search';
import { adBrowserOnScreen } from './screen';
import { defineCommand } from './types';

/** Opens the ad browser searched by name or description: the same search as its 'Search by name' box (filters stay). */
export default defineCommand({
  id: 'search-ads',
  title: 'Search ads…',
  group: 'Actions',
  keywords: ['find ad', 'ad name', 'ad browser'],
  args: [{ name: 'term', title: 'Ad name', placeholder: 'Part of an ad’s name or description' }],
  onScreen: (ctx) => ctx.screen.kind === 'ad-browser',
  run: (ctx, args) => ctx.navigate(adBrowserLink(adBrowserSearchWith(adBrowserOnScreen(ctx.screen), { q: args.term }))),
});
