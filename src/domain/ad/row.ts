import { formatLabel } from '#domain/catalogs/formats';
import { frequencyCapOf, type Constraint } from '#domain/constraint';
import { kickAmountOf } from './award';
import { adStatus, effectiveDates, type AdStatus, type StatusInput } from './status';

export const AD_STATUS_LABELS: Record<AdStatus, string> = { upcoming: 'Upcoming', live: 'Live', expired: 'Expired', disabled: 'Disabled' };

/** The ads table's columns (spec 1 'Campaign summary', spec 2 'Ad set list'): Type and Status, Kicks, Freq Cap, Start, End. */
export interface AdRowFields {
  type: string;
  status: AdStatus;
  tooltip: string;
  kicks: number | undefined;
  freqCap: string;
  /** effective dates: ad over ad set over campaign (spec 2 §4) */
  start: string | null;
  end: string | null;
}

export interface AdRowInput extends StatusInput {
  ad: StatusInput['ad'] & { format: { '@type': string }; awards?: { COMPLETED?: object | null } | null; constraints?: readonly Constraint[] };
}

export function adRowFields(input: AdRowInput, now: Date): AdRowFields {
  const dates = effectiveDates(input);
  const { status, tooltip } = adStatus(input, now);
  return {
    type: formatLabel(input.ad.format),
    status,
    tooltip,
    kicks: kickAmountOf(input.ad.awards),
    freqCap: frequencyCapOf(input.ad.constraints),
    start: dates.start ?? null,
    end: dates.end ?? null,
  };
}
