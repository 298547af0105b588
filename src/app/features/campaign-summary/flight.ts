import { adRowFields, type AdRowFields } from '#domain/ad/row';
import { parseUtc } from '#domain/timestamp';
import type { AdDocument, AdSetWithAds } from '#app/api/ad-set';
import type { CampaignDocument } from '#app/api/campaign';

/** One ad as the summary's ads table and timeline show it. */
export interface AdRow extends AdRowFields {
  ad: AdDocument;
  adSetId: string;
  adSetName: string;
}

export function adRows(campaign: CampaignDocument, sets: readonly AdSetWithAds[], now: Date): AdRow[] {
  return sets.flatMap(({ adSet, ads }) =>
    ads.map((ad) => ({ ad, adSetId: adSet.id, adSetName: adSet.name, ...adRowFields({ ad, adSet, campaign }, now) })),
  );
}

/** Where each bar sits on the flight, in percent of the span from the earliest start to the latest end. */
export interface TimelineBar {
  row: AdRow;
  left: number;
  width: number;
}

export interface Timeline {
  from: Date;
  to: Date;
  bars: TimelineBar[];
  /** today's position in percent, when inside the span */
  today?: number;
}

export function timelineOf(rows: readonly AdRow[], campaign: CampaignDocument, now: Date): Timeline | undefined {
  const times = (d: string | null | undefined) => (d ? parseUtc(d)?.getTime() : undefined);
  const starts = [...rows.map((r) => times(r.start)), times(campaign.startDate)].filter((t): t is number => t !== undefined);
  const ends = [...rows.map((r) => times(r.end)), times(campaign.endDate)].filter((t): t is number => t !== undefined);
  if (starts.length === 0 || ends.length === 0) return undefined;
  const from = Math.min(...starts);
  const to = Math.max(...ends, from + 1);
  const span = to - from;
  const pct = (t: number) => Math.max(0, Math.min(100, ((t - from) / span) * 100));
  const bars = rows.map((row) => {
    const s = times(row.start) ?? from;
    const e = times(row.end) ?? to;
    const left = pct(s);
    return { row, left, width: Math.max(0.5, pct(e) - left) };
  });
  const t = now.getTime();
  return { from: new Date(from), to: new Date(to), bars, today: t >= from && t <= to ? pct(t) : undefined };
}
