import { adBrowserLink } from '#app/api/links';
import { adBrowserSearchWith } from '#app/features/ad-browser/search';
import { adBrowserOnScreen } from './screen';
import { defineCommand } from './types';

/** The ad browser's Filters button: the popup with Chains, Location Ids and Ad Ids. */
export default defineCommand({
  id: 'filter-ads',
  title: 'Filter ads by chain, location or id…',
  group: 'Actions',
  keywords: ['ad browser filters', 'filters', 'chains', 'location ids', 'ad ids'],
  onScreen: (ctx) => ctx.screen.kind === 'ad-browser',
  run: (ctx) => ctx.navigate(adBrowserLink(adBrowserSearchWith(adBrowserOnScreen(ctx.screen), { dialog: 'filters' }, true))),
});
