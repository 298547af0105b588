import { queryOptions } from '@tanstack/react-query';
import { listPageQuery } from './list-page-query';
import type { AdBrowserFilters } from '#domain/ad-browser';
import type { Constraint } from '#domain/constraint';
import type { AdDocument } from './ad-set';
import { api, type Page } from './client';

/** The ad service (spec 3 §7 'Ads browse'; DESIGN.md 'Calls whose path the specs leave open'). */
const ADS = '/ad/v1/ads';

/** An ad as the browser shows it (spec 3 §3 'Ad as shown in the ad browser'). */
export interface BrowserAd {
  id: string;
  name: string;
  description: string | null;
  nextAdId: string | null;
  /** What the Format column's label needs (domain formatLabel). */
  format: { '@type': string; placement?: string; productCatalogType?: string | null; legacy?: { bundle_type?: string; ad_type?: string } };
  awards: { COMPLETED?: { amount: number } };
  constraints: Constraint[];
  campaignId: string;
  adSetId: string;
}

export interface AdSearchParams extends AdBrowserFilters {
  /** matches name or description, case-insensitive */
  name?: string;
  /** name | format | kickAmount, '-' for descending */
  sort?: string;
  cursor?: string;
  limit: number;
}

/** POST /ad/v1/ads?name=&sort=&limit=&next= with `{ chainIds, locationIds, adIds, startDate?, endDate? }`. */
export const searchAds = (p: AdSearchParams, signal?: AbortSignal) =>
  api<Page<BrowserAd>>(ADS, {
    method: 'POST',
    query: { name: p.name || undefined, sort: p.sort, limit: p.limit, next: p.cursor },
    body: { chainIds: p.chainIds, locationIds: p.locationIds, adIds: p.adIds, startDate: p.startDate, endDate: p.endDate },
    signal,
  });

/** GET /ad/v1/ads/{id}: the whole ad, with its campaignId and adSetId. */
export const getAd = (id: string, signal?: AbortSignal) => api<AdDocument>(`${ADS}/${encodeURIComponent(id)}`, { signal });

export const adBrowserQuery = (p: AdSearchParams) => listPageQuery(['ads', 'browser'], p, searchAds);

export const adQuery = (id: string) =>
  queryOptions({ queryKey: ['ads', 'detail', id], queryFn: ({ signal }) => getAd(id, signal), staleTime: 10_000 });

