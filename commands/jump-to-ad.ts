import { AD_BROWSER_MESSAGES } from '../src/domain/ad-browser';
import { adJumpLink, getAd } from '../src/app/api/ad-browser';
import { reportFailure } from '../src/app/api/client';
import { AD_BROWSER_TEXT } from '../src/app/features/ad-browser/text';
import { dismiss, notify } from '../src/app/ui/notifications';
import { defineCommand, type CommandContext } from './types';

/**
 * Looks the ad up by id (GET /ad/v1/ads/{id}), then opens its edit page once that screen exists,
 * else the ad browser filtered to it with it selected. An unknown id shows the gateway's message.
 */
export async function jumpToAd(ctx: CommandContext, text: string): Promise<void> {
  const id = text.trim();
  if (!/^\d+$/.test(id)) {
    notify({ message: AD_BROWSER_MESSAGES.ids, type: 'error' });
    return;
  }
  const waiting = notify({ message: AD_BROWSER_TEXT.redirecting, type: 'info', timeout: 0 });
  try {
    const link = adJumpLink(await getAd(id), ctx.routeExists);
    ctx.navigate(link.path, link.search);
  } catch (error) {
    reportFailure(error);
  } finally {
    dismiss(waiting);
  }
}

export default defineCommand({
  id: 'jump-to-ad',
  title: 'Jump to ad by id…',
  group: 'Go to',
  keywords: ['ad id', 'find ad', 'open ad'],
  args: [{ name: 'id', title: 'Ad id', placeholder: 'The ad’s id, e.g. 1042' }],
  run: (ctx, args) => void jumpToAd(ctx, args.id ?? ''),
});
