import type { CommandArg, CommandContext } from './types';
import { AD_BROWSER_MESSAGES } from '#domain/ad-browser';
import { getAd } from '#app/api/ad-browser';
import type { AdDocument } from '#app/api/ad-set';
import type { AppTo } from '#app/api/links';
import { reportFailure } from '#app/api/client';
import { dismiss, notify } from '#app/ui/notifications';
import { AD_BROWSER_TEXT } from '#app/features/ad-browser/text';

/** Ad ids are document ids: whole numbers (the ad browser's id rule). */
export const isAdId = (text: string) => /^\d+$/.test(text.trim());

/** The 'Ad id' a palette command asks for; text that is no id shows the id rule before anything runs. */
export const adIdArg = (placeholder: string): CommandArg<'id'> => ({
  name: 'id',
  title: 'Ad id',
  placeholder,
  problem: (text) => (isAdId(text) ? undefined : AD_BROWSER_MESSAGES.ids),
});

/**
 * A palette command's ad chosen by the id typed for it: looked up (GET /ad/v1/ads/{id}, which
 * names its campaign and ad set) while 'Redirecting, please wait...' shows, then the link made
 * for it is opened. Text that is no id says the field rule; an unknown id, the gateway's message.
 */
export async function openAdById(ctx: CommandContext, text: string, linkOf: (ad: AdDocument) => AppTo): Promise<void> {
  const id = text.trim();
  if (!isAdId(id)) {
    notify({ message: AD_BROWSER_MESSAGES.ids, type: 'error' });
    return;
  }
  const waiting = notify({ message: AD_BROWSER_TEXT.redirecting, type: 'info', timeout: 0 });
  try {
    ctx.navigate(linkOf(await getAd(id)));
  } catch (error) {
    reportFailure(error);
  } finally {
    dismiss(waiting);
  }
}
