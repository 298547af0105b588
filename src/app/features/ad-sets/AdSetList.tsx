import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ENTITIES } from '#domain/entities';
import { collapsedByDefault } from '#domain/ad-set';
import { campaignAdSetsQuery, type AdDocument } from '#app/api/ad-set';
import { campaignQuery } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { flagsQuery } from '#app/api/flags';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { CloneAdDialog } from '#app/kit/ads/CloneAdDialog';
import { DeleteAdDialog, useDeleteAd } from '#app/kit/ads/DeleteAdDialog';
import { AdSetSection, type AdFocusRequest } from './AdSetSection';
import { adSetColumns } from './columns';
import { DeleteAdSetDialog } from './DeleteAdSetDialog';
import { failureDetail } from '#app/api/errors';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import { setAdSetsInView } from './in-view';
import { focusIsUnplaced } from '#app/ui/route-focus';
import { UploadLookbookDialog } from './UploadLookbookDialog';
import type { AdSetListSearch } from './search';
import { AD_SET_TEXT } from './text';
import './ad-sets.css';
import { adSetLink, campaignLink, newAdSetLink, topicListLink } from '#app/api/links';
import { StepLinks } from '#app/ui/StepLinks';
import { useLiveList } from '#app/kit/crud/list/live-list';

const ROUTE = '/campaigns/$campaignId/adsets/';

/**
 * spec 2 'Ad set list (/campaigns/{campaignId}/adsets)': the campaign's ad sets beside the open one's
 * section (its fields, New Ad, edit, delete, the lookbook sheet upload and its ads, each with clone and delete). A section is
 * opened by selecting its row; with one ad set it is open from the start, with more they start
 * collapsed (spec 2). The open section and the dialogs (with the ad they concern) live in the URL.
 */
export function AdSetList({ campaignId, now: nowProp }: { campaignId: string; now?: Date }) {
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;
  const campaign = useQuery(campaignQuery(version, campaignId));
  const sets = useQuery(campaignAdSetsQuery(version, campaignId));
  // the sections show each set's ads too
  useLiveList(ENTITIES.adSet, [sets], [ENTITIES.ad]);
  const [opened] = useState(() => new Date());
  const now = nowProp ?? opened;
  const set = (patch: Partial<AdSetListSearch>, replace = true) =>
    void navigate({ search: (s: AdSetListSearch) => ({ ...s, ...patch }), replace, resetScroll: false });

  useEffect(() => {
    if (campaign.error) reportFailure(campaign.error, { silent: true });
  }, [campaign.error]);
  useEffect(() => {
    if (sets.error) reportFailure(sets.error, { silent: true });
  }, [sets.error]);

  const rows = sets.data ?? [];
  const selectedId = search.selected ?? (rows.length > 0 && !collapsedByDefault(rows.length) ? rows[0]?.adSet.id : undefined);
  const selected = rows.find((s) => s.adSet.id === selectedId);
  const columns = useMemo(() => adSetColumns(campaign.data, now), [campaign.data, now]);
  const adSetOfAd = search.ad ? rows.find((s) => s.ads.some((a) => a.id === search.ad)) : undefined;
  const ad = adSetOfAd?.ads.find((a) => a.id === search.ad);
  const deleteAd = useDeleteAd(version);
  const closeAdDialog = () => set({ dialog: undefined, ad: undefined });
  // After a delete its button is gone with its row: focus goes on where the user would go on from.
  const [focusRequest, setFocusRequest] = useState<{ rowId: string }>();
  const [adFocusRequest, setAdFocusRequest] = useState<AdFocusRequest>();
  const [focusEmptyState, setFocusEmptyState] = useState(false);
  const newAdSetRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focusEmptyState || rows.length > 0 || !newAdSetRef.current) return;
    setFocusEmptyState(false);
    if (focusIsUnplaced()) newAdSetRef.current.focus();
  }, [focusEmptyState, rows.length]);
  /** The ad set beside a deleted one (the next, the one before for the last) takes its place and focus. */
  const onAdSetDeleted = (deletedId: string | undefined) => {
    const at = rows.findIndex((s) => s.adSet.id === deletedId);
    const neighbour = at < 0 ? undefined : (rows[at + 1] ?? rows[at - 1]);
    if (neighbour) setFocusRequest({ rowId: neighbour.adSet.id });
    else setFocusEmptyState(true);
    set({ selected: neighbour?.adSet.id, dialog: undefined });
  };
  /** The ad beside a deleted one in its section (else the section's New Ad) takes focus once the ad is gone. */
  const removeAd = (target: AdDocument) => {
    const ads = rows.find((s) => s.adSet.id === target.adSetId)?.ads ?? [];
    const at = ads.findIndex((a) => a.id === target.id);
    const neighbour = ads[at + 1] ?? ads[at - 1];
    deleteAd.remove(target, { onSuccess: () => setAdFocusRequest({ deletedId: target.id, nextId: neighbour?.id }) });
  };

  useEffect(() => {
    setAdSetsInView({ campaignId, adSetId: selected?.adSet.id });
    return () => setAdSetsInView(undefined);
  }, [campaignId, selected?.adSet.id]);

  return (
    <div className="list-screen ad-set-list">
      <CampaignStepper current="adsets" campaignId={campaignId} />
      <ListHeader title={AD_SET_TEXT.listTitle} newLabel={rows.length > 0 ? AD_SET_TEXT.newAdSet : undefined} newTo={newAdSetLink(campaignId)} />
      {campaign.data && <p className="ad-set-campaign">{campaign.data.campaignName}</p>}
      {campaign.error && <InlineBanner type="error" title={AD_SET_TEXT.campaignFailed(failureDetail(campaign.error))} />}
      {sets.isPending && <LoadingIndicator label={AD_SET_TEXT.loading} />}
      {sets.error && !sets.data && <ListFailure title={failureDetail(sets.error)} onRetry={() => sets.refetch()} />}
      {sets.data && rows.length === 0 && (
        <div className="empty-state">
          <InlineBanner type="info" title={AD_SET_TEXT.empty} />
          <Link ref={newAdSetRef} {...newAdSetLink(campaignId)} className="button button-primary">
            {AD_SET_TEXT.newAdSet}
          </Link>
        </div>
      )}
      {rows.length > 0 && (
        <SplitPane
          id="ad-sets"
          paneLabel={AD_SET_TEXT.paneLabel}
          // the section holds the ad set's table of ads
          paneSize="55%"
          list={
            <DataTable
              label={AD_SET_TEXT.listTitle}
              rows={rows}
              columns={columns}
              getRowId={(s) => s.adSet.id}
              totalRows={rows.length}
              selectedId={selectedId}
              focusRequest={focusRequest}
              onSelect={(id) => set({ selected: id })}
              onOpen={(s) => void navigate(adSetLink(campaignId, s.adSet.id))}
            />
          }
          pane={
            selected && (
              <AdSetSection
                set={selected}
                campaign={campaign.data}
                now={now}
                onDelete={() => set({ selected: selected.adSet.id, dialog: 'delete' })}
                onUploadLookbook={() => set({ selected: selected.adSet.id, dialog: 'upload-lookbook' })}
                onAdAction={(dialog, adId) => set({ selected: selected.adSet.id, dialog, ad: adId })}
                deletingAdId={deleteAd.deletingId}
                adFocusRequest={adFocusRequest}
              />
            )
          }
        />
      )}
      <StepLinks back={{ to: topicListLink(campaignId), label: AD_SET_TEXT.goBack }} next={{ to: campaignLink(campaignId), label: AD_SET_TEXT.continueToSummary }} />
      <DeleteAdSetDialog
        version={version}
        set={search.dialog === 'delete' ? selected : undefined}
        isOpen={search.dialog === 'delete' && Boolean(selected)}
        onOpenChange={(open) => !open && set({ dialog: undefined })}
        onDeleted={() => onAdSetDeleted(selected?.adSet.id)}
      />
      {search.dialog === 'upload-lookbook' && selected && campaign.data && (
        <UploadLookbookDialog key={selected.adSet.id} campaign={campaign.data} adSet={selected.adSet} onClose={() => set({ dialog: undefined })} />
      )}
      <DeleteAdDialog ad={search.dialog === 'delete-ad' ? ad : undefined} onOpenChange={(open) => !open && closeAdDialog()} onConfirm={removeAd} />
      {/* the campaign's end decides whether the clone may start */}
      {search.dialog === 'clone-ad' && ad && adSetOfAd && campaign.data && (
        <CloneAdDialog key={ad.id} version={version} campaign={campaign.data} set={adSetOfAd} ad={ad} now={now} onClose={closeAdDialog} />
      )}
    </div>
  );
}
