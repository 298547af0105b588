import { eq } from 'drizzle-orm';
import { pastDateProblems } from '#domain/ad-set';
import { boundsOutside } from '#domain/ad/rules';
import { datesOfConstraints, type Dates } from '#domain/ad/status';
import type { Constraint } from '#domain/constraint';
import { showPacific } from '#domain/timestamp';
import type { FieldError } from '#domain/validation';
import type { Db } from '#server/store/db';
import { ad, adSet } from '#server/store/schema';

/**
 * Dates are judged a few minutes back, so that a date the form took a moment ago (its 'Now' is a
 * minute ahead) is not refused for the time the request took or a browser clock running behind.
 */
const PAST_DATE_GRACE_MS = 5 * 60_000;
export const pastDateCutoff = () => new Date(Date.now() - PAST_DATE_GRACE_MS);

/**
 * spec 2 §5 'Start date cannot be in the past', 'End date cannot be in the past' for an ad set's or an
 * ad's dates (its DateRange constraint), when this write sets or changes them. A new one's start is
 * taken as given: the clone flow copies a running ad with the start it has.
 */
export function pastConstraintDates(constraints: readonly Constraint[] | undefined, stored: { constraints?: readonly Constraint[] } | undefined): FieldError[] {
  const dates = datesOfConstraints(constraints);
  const before = stored ? datesOfConstraints(stored.constraints) : { start: dates.start, end: null };
  return pastDateProblems(dates, before, pastDateCutoff()).map((p) => ({ fieldName: 'constraints', message: p.message }));
}

/** A level's ad sets or ads, each with what the refusal calls it and its own dates. */
interface Held {
  label: string;
  dates: Dates;
}

const heldRows = (kind: string, rows: readonly { name: string; body: Record<string, unknown> }[]): Held[] =>
  rows.map((r) => ({ label: `${kind} "${r.name}"`, dates: datesOfConstraints(r.body.constraints as Constraint[] | undefined) }));

/** What runs within a campaign (its ad sets and ads) or within an ad set (its ads). */
async function heldBy(db: Db, level: { campaignId: string } | { adSetId: string }): Promise<Held[]> {
  const columns = { name: ad.name, body: ad.body };
  if ('adSetId' in level) return heldRows('ad', await db.select(columns).from(ad).where(eq(ad.adSetId, level.adSetId)));
  const sets = await db.select({ name: adSet.name, body: adSet.body }).from(adSet).where(eq(adSet.campaignId, level.campaignId));
  const ads = await db.select(columns).from(ad).where(eq(ad.campaignId, level.campaignId));
  return [...heldRows('ad set', sets), ...heldRows('ad', ads)];
}

/** Ad sets and ads named in a refusal at the most. */
const FEW = 3;

/**
 * A campaign's or an ad set's changed dates must still hold the ad sets and ads that run within them
 * (spec 2 §5: their dates fall within the higher level's); those could otherwise not be saved again as
 * read. Answers one refusal per bound, naming up to three of them with the date that crosses it.
 * Unchanged dates are not judged again, so what was read can still be saved as it is.
 */
export async function datesStillHolding(
  db: Db,
  level: { campaignId: string } | { adSetId: string },
  dates: Dates,
  stored: Dates | undefined,
  fieldOf: (bound: 'start' | 'end') => string,
): Promise<FieldError[]> {
  if (!stored || (dates.start === stored.start && dates.end === stored.end)) return [];
  const crossing: Record<'start' | 'end', string[]> = { start: [], end: [] };
  const key = (p: { bound: string; side: string }) => `${p.bound} ${p.side}`;
  for (const held of await heldBy(db, level)) {
    // Only what the change brings: a held one that already crossed the stored dates does not hold up another change.
    const already = new Set(boundsOutside(held.dates, stored).map(key));
    for (const p of boundsOutside(held.dates, dates).filter((q) => !already.has(key(q)))) {
      // The level's bound the held one crosses: its start when the held one starts or ends before it.
      const levelBound = p.side === 'before' ? 'start' : 'end';
      const when = p.bound === 'start' ? held.dates.start! : held.dates.end!;
      crossing[levelBound].push(`${held.label} ${p.bound === 'start' ? 'starts' : 'ends'} ${showPacific(when)}`);
    }
  }
  return (['start', 'end'] as const).flatMap((bound) => {
    const list = [...new Set(crossing[bound])];
    if (list.length === 0) return [];
    const named = list.slice(0, FEW).join('; ') + (list.length > FEW ? `; and ${list.length - FEW} more` : '');
    return [{ fieldName: fieldOf(bound), message: `${bound === 'start' ? 'Cannot start after' : 'Cannot end before'} what runs within it: ${named}` }];
  });
}
