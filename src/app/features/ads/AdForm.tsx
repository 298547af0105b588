import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { SCAN_LINK_MESSAGES } from '#domain/ad/scan-links';
import { datesOfConstraints } from '#domain/ad/status';
import { mayResendEvents } from '#domain/roles';
import { adQuery, resendAdEvent } from '#app/api/ad';
import { campaignAdSetsQuery, type AdDocument } from '#app/api/ad-set';
import { targetingDefinitionsQuery } from '#app/api/targeting';
import { storyGroupsQuery } from '#app/api/lookbook';
import { isLookbook } from '#domain/ad/lookbook-rules';
import { reportFailure } from '#app/api/client';
import { failureDetail, gatewayErrorsByField, isStaleWrite, staleCurrent } from '#app/api/errors';
import { useCurrentUser } from '#app/auth/session';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { useLeavePageGuard } from '#app/ui/LeavePageGuard';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';
import { useDateEditorProblems } from '#app/ui/PacificDateEditor';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { ResendEventButton } from '#app/ui/ResendEventButton';
import { dismiss, notify } from '#app/ui/notifications';
import { StaleSaveDialog } from '#app/ui/StaleSaveDialog';
import { SubmitCancelActions } from '#app/ui/SubmitCancelActions';
import { useDocumentDraft } from '#app/ui/use-document-draft';
import { adDraftOf, sameAdDraft, type AdDraft } from '#app/kit/ads/ad-draft';
import { adName, adTitle } from './ad-title';
import { AdFormProvider, ordersAsViews, type AdFormState, type AdScope } from '#app/kit/ads/form-context';
import { linkedReceiptRules, saveAdWithLinkedReceipt } from './linked-receipt';
import { OttChainError } from './own-the-trip-chain';
import { getAt, setAt } from './path';
import { adFormRules, formFieldOf } from './rules';
import { AwardSection } from './sections/AwardSection';
import { ConstraintsSection } from './sections/ConstraintsSection';
import { offeredDefinitions } from './sections/targeting-definitions';
import { TargetingSection } from './sections/TargetingSection';
import { FormatSection } from './sections/FormatSection';
import { GeneralInfoSection } from './sections/GeneralInfoSection';
import { TrackingSection } from './sections/TrackingSection';
import { adStaleChanges } from './stale';
import { AD_TEXT } from '#app/kit/ads/text';
import './ads.css';
import { useFocusAfterRefusal } from '#app/ui/use-focus-after-refusal';
import { useRecordTitle } from '#app/ui/record-title';
import { adSetListLink } from '#app/api/links';

/** spec 2 §4, §9: the submission's info message stays up to 30 s; the list opens 1 s after a save. */
const SUBMITTING_MS = 30_000;
const REDIRECT_MS = 1_000;

/** spec 2 §4: a scan saved with a new post-scan video link says so. */
function savedMessage(doc: AdDocument, before: AdDocument | undefined, isNew: boolean): string {
  if (doc.format['@type'] === 'ProductScanFormat' && doc.nextAdId && doc.nextAdId !== before?.nextAdId) return SCAN_LINK_MESSAGES.linkedToVideo;
  return isNew ? AD_TEXT.created : AD_TEXT.updated;
}


/** The gateway's `errors[]` by the form's field paths. */
const serverErrorsOf = (error: unknown) => gatewayErrorsByField(error, formFieldOf) as Record<string, string>;

export interface AdFormProps {
  scope: AdScope;
  /** the draft to start from: a stored ad's, or a new ad's of the chosen type */
  initial: AdDraft;
  /** shown beside the stored ad's title: the route's 'Changelog' button and its popup */
  changelog?: ReactNode;
  now?: () => Date;
}

/**
 * spec 2 'Ad form': General Info, Constraints, Audience Targeting, award, tracking URLs and the
 * format's own section, each field bound to the ad's path. Submit waits for every rule (the
 * 'Missing values' banner lists them, the same checks the gateway runs); a save shows its message
 * and opens the ad set list a second later; a stale save (412) shows what changed.
 */
export function AdForm({ scope, initial, changelog, now = () => new Date() }: AdFormProps) {
  const { campaign, adSet, version } = scope;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const { stored, start, draft, setDraft, reloadFrom, storedChanged, setStale, staleMerge, reloadStale, overwriteStale, dismissStale } = useDocumentDraft(scope.stored, adDraftOf, initial, (doc) => {
    queryClient.setQueryData(adQuery(version, campaign.id, adSet.id, doc.id).queryKey, doc);
    setTouched(new Set());
  });
  const isNew = !stored;
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusRefusal = useFocusAfterRefusal(formRef);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // a user who moves on within the second is not taken back to the list
  useEffect(() => () => clearTimeout(redirect.current), []);

  const orders = useMemo(() => ordersAsViews(scope.orders), [scope.orders]);
  const productCount = scope.topicCounts.PromotedProduct;
  // the banner names a targeting field as the Audience Targeting section does
  const targeting = useQuery(targetingDefinitionsQuery());
  const targetingLabels = useMemo(() => new Map(offeredDefinitions(targeting.data).map((d) => [d.definitionId, d.label])), [targeting.data]);
  // a lookbook's story group says whether it needs a sponsored cover
  const storyGroups = useQuery({ ...storyGroupsQuery(), enabled: isLookbook(draft.ad.format) });
  const storyGroupId = draft.ad.format.legacy?.storyGroupId;
  const storyGroupType = storyGroups.data?.find((g) => String(g.story_group_id) === storyGroupId)?.story_group_type;
  const rules = [...adFormRules(draft, {
    adSet: { constraints: adSet.constraints },
    campaign: { startDate: campaign.startDate, endDate: campaign.endDate, category: campaign.category },
    productCount,
    orders,
    campaignAds: scope.campaignAds,
    stored: stored ? datesOfConstraints(stored.constraints) : undefined,
    storedAd: stored,
    now: now(),
    targetingLabel: (id) => targetingLabels.get(id) ?? id,
    storyGroupType,
  }), ...linkedReceiptRules(draft, adSet.constraints)];
  const ruleProblems = rules.filter((r) => !r.ok);
  // the date editors' own (a year past 2050): listed and holding Submit, shown at the year itself
  const dates = useDateEditorProblems();
  const unmet = [...ruleProblems, ...dates.rules];
  // spec 2 §4: a linked card cannot be changed once created.
  const locked = !isNew && draft.ad.format['@type'] === 'LinkedCardFormat';
  const dirty = !sameAdDraft(draft, start);
  const isTouched = (path: string) => !isNew || [...touched].some((t) => path === t || path.startsWith(`${t}.`) || t.startsWith(`${path}.`));

  const state: AdFormState = {
    draft,
    scope: { ...scope, stored },
    valueAt: (path) => getAt(draft.ad, path),
    setAt: (path, value) => change((d) => ({ ...d, ad: setAt(d.ad, path, value) }), path),
    update: (fn, path) => change(fn, path),
    errorOf: (path) => (isTouched(path) ? ruleProblems.find((r) => r.field === path)?.message : undefined) ?? serverErrors[path],
    reportDateProblem: dates.report,
    storedChanged,
  };
  function change(fn: (d: AdDraft) => AdDraft, path: string) {
    setDraft(fn);
    setTouched((t) => new Set([...t, path]));
    setServerErrors({});
  }

  const save = useMutation({
    // a walk-in's Own-The-Trip chain, or a new scan's linked receipt, is created along with it (spec 2 §4)
    mutationFn: ({ base, draft }: { base?: AdDocument; draft: AdDraft }) => saveAdWithLinkedReceipt({ version, campaignId: campaign.id, adSetId: adSet.id, orders }, base, draft),
    onMutate: () => notify({ message: AD_TEXT.submitting, type: 'info', timeout: SUBMITTING_MS }),
    onSettled: (_d, _e, _v, loadingKey) => loadingKey && dismiss(loadingKey),
    onSuccess: ({ doc, message, receiptFailure }) => {
      queryClient.setQueryData(adQuery(version, campaign.id, adSet.id, doc.id).queryKey, doc);
      void queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, campaign.id).queryKey });
      reloadFrom(doc);
      leaveGuard.allowLeave();
      notify({ message: message ?? savedMessage(doc, stored, isNew), type: 'success' });
      // the scan is kept; the form stays for the refused receipt's message
      if (receiptFailure) return void notify({ message: receiptFailure, type: 'error' });
      redirect.current = setTimeout(() => void navigate(adSetListLink(campaign.id, { selected: adSet.id })), REDIRECT_MS);
    },
    onError: (error) => {
      if (error instanceof OttChainError) {
        reportFailure(error.failure, { silent: true });
        notify({ message: error.message, type: 'error' });
        return;
      }
      if (isStaleWrite(error)) {
        setStale(staleCurrent<AdDocument>(error));
        return;
      }
      setServerErrors(serverErrorsOf(error));
      focusRefusal();
      reportFailure(error, { silent: true });
      notify({ message: isNew ? AD_TEXT.createFailed(failureDetail(error)) : AD_TEXT.updateFailed(failureDetail(error)), type: 'error' });
    },
  });

  // spec 2: leaving while editing asks 'Are you sure you want to leave this page?'.
  // A popup held in the URL (resend) is not leaving; a new ad's step back to the type picker is.
  const leaveGuard = useLeavePageGuard({ dirty, saving: save.isPending, what: 'ad', searchStays: !isNew });
  useRecordTitle(stored && adName(stored, scope.namingTopicName));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !locked && !save.isPending) save.mutate({ base: stored, draft });
  };
  const listLink = adSetListLink(campaign.id);

  return (
    <div className="form-screen ad-form-screen">
      <CampaignStepper current="adsets" campaignId={campaign.id} />
      <div className="list-header">
        {/* after the type picker's Continue or a palette jump, focus starts at the form's title, not the page */}
        <ScreenHeading>{adTitle(draft.ad, stored, adSet.name, scope.namingTopicName)}</ScreenHeading>
        <div className="form-actions">
          {stored && changelog}
          {stored && mayResendEvents(user.roles) && <ResendEventButton noun="ad" send={(eventType) => resendAdEvent(version, stored.campaignId, stored.adSetId, stored.id, eventType)} />}
          <Link {...listLink} className="button">
            {AD_TEXT.backToAll}
          </Link>
        </div>
      </div>
      <MissingValuesBanner rules={unmet} nameFields />
      {locked && <p className="field-description" role="note">{AD_TEXT.linkedCardEdit}</p>}
      <AdFormProvider value={state}>
        <Form ref={formRef} className="ad-form" onSubmit={onSubmit} validationBehavior="aria">
          <GeneralInfoSection />
          <FormatSection />
          <ConstraintsSection />
          <TargetingSection />
          <AwardSection />
          <TrackingSection />
          <aside className="ad-award-info" aria-label="Live award rule dates">
            {AD_TEXT.liveAwardInfo}
          </aside>
          <SubmitCancelActions submitLabel={AD_TEXT.submit} cancelLabel={AD_TEXT.cancel} cancelTo={listLink} isDisabled={unmet.length > 0 || locked} />
        </Form>
      </AdFormProvider>

      {leaveGuard.dialog}

      {staleMerge && stored && (
        <StaleSaveDialog
          title={AD_TEXT.staleTitle}
          body={AD_TEXT.staleBody}
          changes={adStaleChanges(staleMerge)}
          onReload={reloadStale}
          onOverwrite={() => save.mutate(overwriteStale())}
          onCancel={dismissStale}
          isSaving={save.isPending}
        />
      )}
    </div>
  );
}
