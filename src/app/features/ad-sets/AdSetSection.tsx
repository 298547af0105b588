import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import { adSetStatus } from '#domain/ad-set';
import { AD_STATUS_LABELS, adRowFields } from '#domain/ad/row';
import { chainIdsOf, dateRangeOf, locationIdsOf } from '#domain/constraint';
import { parseUtc } from '#domain/timestamp';
import { type AdDocument, type AdSetWithAds } from '#app/api/ad-set';
import type { CampaignDocument } from '#app/api/campaign';
import { chainQuery } from '#app/api/chain';
import { ontologyOptionsQuery } from '#app/api/ontology';
import { formatDateTime } from '#app/ui/date-time';
import { formatDateRange } from '#app/ui/format';
import { focusIsUnplaced } from '#app/ui/route-focus';
import { SummaryFields } from '#app/ui/SummaryFields';
import { AD_ACTION_TEXT } from '#app/kit/ads/ad-actions-text';
import { AD_BULK } from '#app/kit/bulk/kinds';
import { SelectionBar, tablePickKeys, useMultiSelect } from '#app/kit/crud/list/multi-select';
import type { RowPicks } from '#app/ui/data-table/DataTable';
import { AdStatusBadge } from '#app/kit/ads/AdStatusBadge';
import { AD_SET_TEXT } from './text';
import { CHAIN_PICKER_TEXT } from '#app/kit/chains/text';
import { adLink, adSetLink, newAdLink } from '#app/api/links';

/** Chain names are looked up one by one; past this many the rest are counted. */
const NAMED_CHAINS = 10;

const when = (utc: string | null | undefined) => {
  const at = utc ? parseUtc(utc) : undefined;
  return at ? formatDateTime(at) : undefined;
};

/** After an ad's delete: focus goes to the ad beside it (`nextId`), else to New Ad, once the deleted ad is gone. */
export interface AdFocusRequest {
  deletedId: string;
  nextId?: string;
}

/** An ad's action on the list: its dialog opens over it (the list keeps it in the URL). */
export type AdAction = (dialog: 'clone-ad' | 'delete-ad', adId: string) => void;

/**
 * One ad set's section (spec 2 'Ad set list'), shown beside the list when its row is selected:
 * its fields, New Ad, edit, delete and the lookbook sheet upload, and its ads (each a link to its form) with clone and delete.
 */
export function AdSetSection({ set, campaign, now, onDelete, onUploadLookbook, onAdAction, deletingAdId, adFocusRequest }: {
  set: AdSetWithAds;
  campaign?: CampaignDocument;
  now: Date;
  onDelete: () => void;
  onUploadLookbook: () => void;
  onAdAction: AdAction;
  /** the ad being deleted, whose delete button waits */
  deletingAdId?: string;
  adFocusRequest?: AdFocusRequest;
}) {
  const { adSet, ads } = set;
  // The ads' multi-selection (issue 28 §2): the set's ads are all on screen; another set starts afresh.
  const selection = useMultiSelect({ bulk: AD_BULK, rows: ads, searchKey: adSet.id });
  const sectionRef = useRef<HTMLElement>(null);
  const handled = useRef<AdFocusRequest>(undefined);
  useEffect(() => {
    const request = adFocusRequest;
    if (!request || handled.current === request || ads.some((a) => a.id === request.deletedId)) return;
    handled.current = request;
    const section = sectionRef.current;
    // only when focus went with the deleted ad's row, not when the user has moved on meanwhile
    if (!section || !(focusIsUnplaced() || document.activeElement?.matches(':disabled'))) return;
    const next = request.nextId ? section.querySelector<HTMLElement>(`[data-ad-id="${CSS.escape(request.nextId)}"]`) : null;
    (next ?? section.querySelector<HTMLElement>('[data-new-ad]'))?.focus();
  }, [adFocusRequest, ads]);
  const status = adSetStatus(adSet, campaign, now);
  const range = dateRangeOf(adSet.constraints);
  const locations = locationIdsOf(adSet.constraints);
  const ontology = useQuery({ ...ontologyOptionsQuery(), enabled: Boolean(adSet.ontologyNodeId) });
  const fields: [string, React.ReactNode][] = [
    [AD_SET_TEXT.description, adSet.description || '—'],
    [AD_SET_TEXT.enabled, adSet.enabled === false ? 'No' : 'Yes'],
    [AD_SET_TEXT.startDate, when(range?.startTimestamp) ?? 'Campaign start'],
    [AD_SET_TEXT.endDate, when(range?.endTimestamp) ?? 'Campaign end'],
    [CHAIN_PICKER_TEXT.chains, <ChainNames key="chains" ids={chainIdsOf(adSet.constraints)} />],
    [CHAIN_PICKER_TEXT.locations, `${locations.whitelisted.length} whitelisted, ${locations.blacklisted.length} blacklisted`],
    [AD_SET_TEXT.ontologyNode, adSet.ontologyNodeId ? (ontology.data?.find((o) => o.id === adSet.ontologyNodeId)?.label ?? adSet.ontologyNodeId) : '—'],
    [AD_SET_TEXT.modified, when(adSet.modified) ?? '—'],
  ];
  return (
    <section ref={sectionRef} className="summary-pane ad-set-section" aria-labelledby="ad-set-section-title">
      <h2 id="ad-set-section-title">{adSet.name}</h2>
      <span className={`badge badge-${status}`}>{AD_STATUS_LABELS[status]}</span>
      <SummaryFields fields={fields} />
      <div className="form-actions">
        <Link {...newAdLink(adSet.campaignId, adSet.id)} className="button button-primary" data-new-ad="">
          {AD_SET_TEXT.newAd}
        </Link>
        <Link {...adSetLink(adSet.campaignId, adSet.id)} className="button" aria-label={`${AD_SET_TEXT.edit} ${adSet.name}`}>
          {AD_SET_TEXT.edit}
        </Link>
        <Button className="button" onPress={onUploadLookbook} aria-label={AD_SET_TEXT.uploadLookbookFor(adSet.name)}>
          {AD_SET_TEXT.uploadLookbook}
        </Button>
        <Button className="button button-danger" onPress={onDelete} aria-label={`${AD_SET_TEXT.delete} ${adSet.name}`}>
          {AD_SET_TEXT.delete}
        </Button>
      </div>
      <h3>{AD_SET_TEXT.ads}</h3>
      {ads.length > 0 && <SelectionBar selection={selection} rows={ads} total={ads.length} />}
      {ads.length === 0 ? <p>{AD_SET_TEXT.noAds}</p> : <AdTable ads={ads} set={set} campaign={campaign} now={now} onAdAction={onAdAction} deletingAdId={deletingAdId} picks={selection.picks} />}
    </section>
  );
}

function ChainNames({ ids }: { ids: string[] }) {
  const named = ids.slice(0, NAMED_CHAINS);
  const chains = useQueries({ queries: named.map((id) => ({ ...chainQuery(id), staleTime: 60_000 })) });
  if (ids.length === 0) return <>—</>;
  const names = named.map((id, i) => chains[i]?.data?.chain.name ?? id);
  const rest = ids.length - named.length;
  return <>{rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ')}</>;
}

/**
 * The ads of the ad set, with the campaign summary's columns (spec 1 'Campaign summary') and each ad's
 * actions. It fits the section at 1400 px (issue 26 §4): start and end share a column, the modified
 * date is the summary's, and Clone sits above Delete.
 */
function AdTable({ ads, set, campaign, now, onAdAction, deletingAdId, picks }: {
  /** the multi-selection: a checkbox per ad and for all, and its keys */
  picks?: RowPicks<AdDocument>;
  ads: AdDocument[];
  set: AdSetWithAds;
  campaign?: CampaignDocument;
  now: Date;
  onAdAction: AdAction;
  deletingAdId?: string;
}) {
  return (
    <div className="ad-table-scroll">
      <table className="ad-table" onKeyDown={tablePickKeys(picks, ads)}>
        <caption className="visually-hidden">Ads of {set.adSet.name}</caption>
        <thead>
          <tr>
            {picks && (
              <th scope="col" className="ad-table-pick">
                <Checkbox
                  className="checkbox"
                  aria-label={picks.pageLabel}
                  isSelected={ads.every((ad) => picks.picked.has(ad.id))}
                  isIndeterminate={ads.some((ad) => picks.picked.has(ad.id)) && !ads.every((ad) => picks.picked.has(ad.id))}
                  onChange={(on) => picks.pick(ads, on)}
                />
              </th>
            )}
            {[...AD_SET_TEXT.adColumns, AD_ACTION_TEXT.actions].map((h) => (
              <th key={h} scope="col">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ads.map((ad) => {
            const r = adRowFields({ ad, adSet: set.adSet, campaign }, now);
            return (
              <tr key={ad.id} data-row-id={ad.id} data-picked={picks?.picked.has(ad.id) || undefined}>
                {picks && (
                  <td className="ad-table-pick">
                    <Checkbox className="checkbox" aria-label={picks.labelOf(ad)} isSelected={picks.picked.has(ad.id)} onChange={() => picks.pick([ad])} />
                  </td>
                )}
                <td>
                  <div>{r.type}</div>
                  <AdStatusBadge status={r.status} tooltip={r.tooltip} />
                </td>
                <td className="ad-table-name">
                  <Link {...adLink(set.adSet.campaignId, set.adSet.id, ad.id)} data-ad-id={ad.id}>{ad.name}</Link>
                  {ad.description && <div className="muted">{ad.description}</div>}
                </td>
                <td>{r.kicks ?? '—'}</td>
                <td>{r.freqCap || '—'}</td>
                <td>{formatDateRange(r.start, r.end)}</td>
                <td>
                  <div className="ad-actions">
                    <Button className="button" onPress={() => onAdAction('clone-ad', ad.id)} aria-label={AD_ACTION_TEXT.cloneAd(ad.name)}>
                      {AD_ACTION_TEXT.clone}
                    </Button>
                    <Button className="button button-danger" onPress={() => onAdAction('delete-ad', ad.id)} isDisabled={deletingAdId === ad.id} aria-label={AD_ACTION_TEXT.deleteAd(ad.name)}>
                      {deletingAdId === ad.id ? AD_ACTION_TEXT.deleting : AD_ACTION_TEXT.delete}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
