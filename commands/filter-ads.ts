import { adBrowserSearchWith } from '#app/features/ad-browser/in-view';
import { defineCommand } from './types';

/** The ad browser's Filters button: the popup with Chains, Location Ids and Ad Ids. */
export default defineCommand({
  id: 'filter-ads',
  title: 'Filter ads by chain, location or id…',
  group: 'Actions',
  keywords: ['ad browser filters', 'filters', 'chains', 'location ids', 'ad ids'],
  onScreen: (ctx) => ctx.pathname === '/adBrowser',
  run: (ctx) => ctx.navigate('/adBrowser', adBrowserSearchWith({ dialog: 'filters' }, true)),
});
