import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Form, Text } from 'react-aria-components';
import { adSetRuleStatus, type AdSetRuleField } from '#domain/ad-set';
import { datesOfConstraints } from '#domain/ad/status';
import { adSetQuery, campaignAdSetsQuery, createAdSet, getAdSet, updateAdSet, type AdSetDocument } from '#app/api/ad-set';
import { liveDocument } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';
import type { CampaignDocument } from '#app/api/campaign';
import { chainQuery } from '#app/api/chain';
import { gatewayErrorsByField } from '#app/api/errors';
import { flagsQuery } from '#app/api/flags';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { LabelledTextField } from '#app/ui/LabelledTextField';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';
import { StartEndDatesEditor, useDateEditorProblems } from '#app/ui/PacificDateEditor';
import { OntologyNodeField, useOntologyNodeOptions } from '#app/ui/OntologyNodeField';
import { SubmitCancelActions } from '#app/ui/SubmitCancelActions';
import { adSetBodyOf, adSetDraftOf, emptyAdSetDraft, sameAdSetDraft, type AdSetDraft } from './ad-set-draft';
import { ChainPicker } from '#app/kit/chains/ChainPicker';
import { useChainChangeWarning } from './chain-change-warning';
import { LocationEditor } from '#app/kit/chains/LocationEditor';
import { staleChangesOf } from './stale';
import { AD_SET_TEXT } from './text';
import './ad-sets.css';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';
import { ScreenHeading } from '#app/ui/ScreenHeading';
import { adSetLink, adSetListLink } from '#app/api/links';
import { useDocumentForm } from '#app/kit/crud/use-document-form';

type FieldErrors = Partial<Record<AdSetRuleField | 'description' | 'chains' | 'ontologyNodeId', string>>;

/** The form field a gateway error concerns, by its fieldName (and, for the date range, its message). */
function fieldOfServerError(fieldName: string, message: string): keyof FieldErrors | undefined {
  if (fieldName.includes('locationIds')) return 'whitelist';
  if (fieldName.includes('chainIds')) return 'chains';
  if (fieldName.startsWith('constraints')) return /after|before start/.test(message) ? 'endDate' : 'startDate';
  return (['name', 'description', 'ontologyNodeId'] as const).find((f) => f === fieldName);
}



export interface AdSetFormProps {
  campaign: CampaignDocument;
  /** The stored ad set when editing; absent when creating. */
  adSet?: AdSetDocument;
  /** Shown beside the stored ad set's title: the route's 'Changelog' button and its popup. */
  changelog?: ReactNode;
  /** The clock, for tests. */
  now?: () => Date;
}

/**
 * spec 2 'Ad set form': create (no ad set id in the route) or edit. Name, description, 'Enabled in
 * App', the constraints the spec names (dates in Pacific time, chains, whitelisted and blacklisted
 * locations) and the ontology node; constraints of other kinds are kept as they are. Submit waits
 * for every rule (the 'Missing values' banner says which); a save goes to the ad set list with a
 * notification whose 'View' opens the ad set; a stale save (412) shows what changed.
 */
export function AdSetForm({ campaign, adSet, changelog, now = () => new Date() }: AdSetFormProps) {
  const queryClient = useQueryClient();
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const form = useDocumentForm({
    stored: adSet,
    draftOf: adSetDraftOf,
    empty: emptyAdSetDraft,
    sameDraft: sameAdSetDraft,
    create: (draft) => createAdSet(version, campaign.id, adSetBodyOf(draft)),
    update: (base, draft) => updateAdSet(version, campaign.id, base.id, base.version, adSetBodyOf(draft, base)),
    remember: (doc) => void queryClient.setQueryData(adSetQuery(version, campaign.id, doc.id).queryKey, doc),
    onTake: () => setTouched(new Set()),
    afterSave: () => void queryClient.invalidateQueries({ queryKey: campaignAdSetsQuery(version, campaign.id).queryKey }),
    fieldErrorsOf: (error): FieldErrors => gatewayErrorsByField(error, fieldOfServerError),
    report: {},
    texts: {
      // spec 2: leaving while editing asks 'Are you sure you want to leave this page?'.
      what: 'ad set',
      submitting: AD_SET_TEXT.submitting,
      saved: (isNew) => (isNew ? AD_SET_TEXT.created : AD_SET_TEXT.updated),
      failed: (isNew, detail) => (isNew ? detail : AD_SET_TEXT.updateFailed(detail)),
      view: AD_SET_TEXT.view,
      stale: { title: AD_SET_TEXT.staleTitle, body: AD_SET_TEXT.staleBody },
    },
    staleChanges: (merge) => staleChangesOf(merge, { chainName, ontologyLabel: ontology.labelOf }),
    // a save goes to the ad set list with the ad set selected; the notification's View opens it
    links: { record: (doc) => adSetLink(campaign.id, doc.id), afterSave: (doc) => adSetListLink(campaign.id, { selected: doc.id }) },
    recordName: (doc) => doc.name,
    searchStays: Boolean(adSet),
    live: liveDocument(ENTITIES.adSet.documentType, (id) => getAdSet(version, campaign.id, id)),
  });
  const { isNew, stored: baseline, draft, setDraft, fieldErrors: serverErrors, setFieldErrors: setServerErrors, formRef } = form;

  const rules = adSetRuleStatus(draft, {
    campaign: { start: campaign.startDate, end: campaign.endDate },
    stored: baseline ? datesOfConstraints(baseline.constraints) : undefined,
    now: now(),
  });
  // the date editors' own (a year past 2050): listed and holding Submit, shown at the year itself
  const dates = useDateEditorProblems();
  const unmet = [...rules.filter((r) => !r.ok), ...dates.rules];
  // A rule shows at its field once the field was edited (an untouched empty name is the banner's to say).
  const errorOf = (field: keyof FieldErrors) =>
    rules.find((r) => !r.ok && r.field === field && (field !== 'name' || touched.has('name')))?.message ?? serverErrors[field];

  const set = (patch: Partial<AdSetDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, ...Object.keys(patch)]));
    setServerErrors({});
  };

  const chainChange = useChainChangeWarning({ version, campaignId: campaign.id, adSet: baseline, chainIds: draft.chainIds, onConfirm: form.submit });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !form.save.isPending && !chainChange.ask()) form.submit();
  };

  const ontology = useOntologyNodeOptions(draft.ontologyNodeId);
  const listLink = adSetListLink(campaign.id);
  const chainName = (id: string): string => queryClient.getQueryData(chainQuery(id).queryKey)?.chain.name ?? id;

  return (
    <div className="form-screen ad-set-form-screen">
      <CampaignStepper current="adsets" campaignId={campaign.id} />
      <div className="list-header">
        <ScreenHeading focusOnOpen={!isNew}>{isNew ? AD_SET_TEXT.createTitle : AD_SET_TEXT.editTitle}</ScreenHeading>
        <div className="form-actions">
          {!isNew && changelog}
          <Link {...listLink} className="button">
            {AD_SET_TEXT.backToAll}
          </Link>
        </div>
      </div>
      <p className="ad-set-campaign">{isNew ? campaign.campaignName : `${baseline?.name ?? ''} in ${campaign.campaignName}`}</p>
      <MissingValuesBanner rules={unmet} nameFields />
      <Form ref={formRef} className="ad-set-form" onSubmit={onSubmit} validationErrors={serverErrors as Record<string, string>} validationBehavior="aria">
        <div className="form-grid">
          <LabelledTextField label={AD_SET_TEXT.name} name="name" value={draft.name} onChange={(name) => set({ name })} isRequired error={errorOf('name')} />
          <OntologyNodeField label={AD_SET_TEXT.ontologyNode} options={ontology.options} value={draft.ontologyNodeId} onChange={(ontologyNodeId) => set({ ontologyNodeId })} errorMessage={serverErrors.ontologyNodeId} />
        </div>
        <LabelledTextField label={AD_SET_TEXT.description} name="description" value={draft.description} onChange={(description) => set({ description })} error={serverErrors.description} rows={3} />
        <ToggleSwitch isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
          {AD_SET_TEXT.enabled}
        </ToggleSwitch>
        <section className="ad-set-constraints" aria-labelledby="ad-set-constraints-title">
          <h2 id="ad-set-constraints-title">{AD_SET_TEXT.constraints}</h2>
          <Text className="field-description">{AD_SET_TEXT.datesHint}</Text>
          <StartEndDatesEditor start={draft.startDate} end={draft.endDate} errorOf={errorOf} now={now} onProblem={dates.report} onChange={({ start: s, end: e }) => set({ startDate: s, endDate: e })} />
          <ChainPicker value={draft.chainIds} onChange={(chainIds) => set({ chainIds })} />
          {serverErrors.chains && <p className="field-error" role="alert">{serverErrors.chains}</p>}
          <LocationEditor
            whitelist={draft.whitelist}
            blacklist={draft.blacklist}
            onChange={(patch) => set(patch)}
            whitelistError={errorOf('whitelist')}
            blacklistError={errorOf('blacklist')}
          />
        </section>
        <SubmitCancelActions submitLabel={AD_SET_TEXT.submit} cancelLabel={AD_SET_TEXT.cancel} cancelTo={listLink} isDisabled={unmet.length > 0} />
      </Form>

      {form.dialogs}
      {chainChange.dialog}
    </div>
  );
}
