import type { ListBulk } from '#app/kit/crud/list/multi-select';

/** Ads, wherever they are listed (the ad browser, an ad set's ads): Enable, Disable (when their format may be toggled), Set end date, Resend event. */
export const AD_BULK: ListBulk<{ id: string; name: string; format?: { '@type'?: unknown } }> = {
  kind: 'ad',
  record: (ad) => ({ id: ad.id, name: ad.name, format: ad.format }),
};
