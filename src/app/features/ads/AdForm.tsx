import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { SCAN_LINK_MESSAGES } from '#domain/ad/scan-links';
import { datesOfConstraints } from '#domain/ad/status';
import { mayResendEvents } from '#domain/roles';
import { adQuery, readAd, resendAdEvent } from '#app/api/ad';
import { campaignAdSetsQuery, type AdDocument } from '#app/api/ad-set';
import { targetingDefinitionsQuery } from '#app/api/targeting';
import { storyGroupsQuery } from '#app/api/lookbook';
import { isLookbook } from '#domain/ad/lookbook-rules';
import { reportFailure } from '#app/api/client';
import { gatewayErrorsByField } from '#app/api/errors';
import { useCurrentUser } from '#app/auth/session';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';
import { useDateEditorProblems } from '#app/ui/PacificDateEditor';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { ResendEventButton } from '#app/ui/ResendEventButton';
import { notify } from '#app/ui/notifications';
import { SubmitCancelActions } from '#app/ui/SubmitCancelActions';
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
import { adSetListLink } from '#app/api/links';
import { useDocumentForm } from '#app/kit/crud/use-document-form';
import { liveDocument } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';

/** spec 2 §9: the list opens 1 s after a save. */
const REDIRECT_MS = 1_000;

/** spec 2 §4: a scan saved with a new post-scan video link says so. */
function savedMessage(doc: AdDocument, before: AdDocument | undefined, isNew: boolean): string {
  if (doc.format['@type'] === 'ProductScanFormat' && doc.nextAdId && doc.nextAdId !== before?.nextAdId) return SCAN_LINK_MESSAGES.linkedToVideo;
  return isNew ? AD_TEXT.created : AD_TEXT.updated;
}


/** The gateway's `errors[]` by the form's field paths. */
const serverErrorsOf = (error: unknown) => gatewayErrorsByField(error, formFieldOf);

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
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const form = useDocumentForm({
    stored: scope.stored,
    draftOf: adDraftOf,
    empty: () => initial,
    sameDraft: sameAdDraft,
    // a walk-in's Own-The-Trip chain, or a new scan's linked receipt, is created along with it (spec 2 §4)
    create: (draft) => saveAdWithLinkedReceipt({ version, campaignId: campaign.id, adSetId: adSet.id, orders }, undefined, draft),
    update: (base, draft) => saveAdWithLinkedReceipt({ version, campaignId: campaign.id, adSetId: adSet.id, orders }, base, draft),
    docOf: (saved) => saved.doc,
    remember: (doc) => void queryClient.setQueryData(adQuery(version, campaign.id, adSet.id, doc.id).queryKey, doc),
    onTake: () => setTouched(new Set()),
    afterSave: () => void queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, campaign.id).queryKey }),
    ownFailure: (error) => {
      if (!(error instanceof OttChainError)) return false;
      reportFailure(error.failure, { silent: true });
      notify({ message: error.message, type: 'error' });
      return true;
    },
    fieldErrorsOf: serverErrorsOf,
    report: {},
    texts: {
      // spec 2: leaving while editing asks 'Are you sure you want to leave this page?'.
      what: 'ad',
      submitting: AD_TEXT.submitting,
      saved: (isNew, { doc, message }): string => message ?? savedMessage(doc, stored, isNew),
      failed: (isNew, detail) => (isNew ? AD_TEXT.createFailed(detail) : AD_TEXT.updateFailed(detail)),
      stale: { title: AD_TEXT.staleTitle, body: AD_TEXT.staleBody },
    },
    staleChanges: adStaleChanges,
    links: {},
    // The form stands on the saved ad, then opens the ad set list a second later.
    next: ({ doc, receiptFailure }, ctx) => {
      ctx.reloadFrom(doc);
      ctx.allowLeave();
      // the scan is kept; the form stays for the refused receipt's message
      if (receiptFailure) return void notify({ message: receiptFailure, type: 'error' });
      redirect.current = setTimeout(() => ctx.navigate(adSetListLink(campaign.id, { selected: adSet.id })), REDIRECT_MS);
    },
    recordName: (doc) => adName(doc, scope.namingTopicName),
    // A popup held in the URL (resend) is not leaving; a new ad's step back to the type picker is.
    searchStays: Boolean(scope.stored),
    // a change saved elsewhere is told at once, and who else has the ad open (issue 28 §3)
    live: liveDocument(ENTITIES.ad.documentType, (id) => readAd(version, campaign.id, adSet.id, id)),
  });
  const { stored, isNew, draft, setDraft, storedChanged, fieldErrors: serverErrors, setFieldErrors: setServerErrors, formRef } = form;
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

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !locked) form.submit();
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

      {form.dialogs}
    </div>
  );
}
