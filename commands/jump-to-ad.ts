import { adLink } from '#app/api/links';
import { adIdArg, openAdById } from './ad-by-id';
import { defineCommand, type CommandContext } from './types';

/** Opens the ad form of the ad with the typed id (spec 2 §2 'Edit ad'). */
export const jumpToAd = (ctx: CommandContext, text: string) =>
  openAdById(ctx, text, (ad) => adLink(ad.campaignId, ad.adSetId, ad.id));

export default defineCommand({
  id: 'jump-to-ad',
  title: 'Jump to ad by id…',
  group: 'Go to',
  keywords: ['ad id', 'find ad', 'open ad'],
  args: [adIdArg('The ad’s id, e.g. 1042')],
  run: (ctx, args) => void jumpToAd(ctx, args.id),
});
