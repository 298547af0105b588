import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { CAMPAIGN_MESSAGES, CAMPAIGN_RULES, campaignRuleStatus } from '#domain/campaign';
import { CAMPAIGN_CATEGORIES } from '#domain/catalogs/categories';
import { isOneOf } from '#domain/lists';
import { createCampaign, getCampaign, updateCampaign, type CampaignDocument } from '#app/api/campaign';
import { liveDocument } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';
import { DEFAULT_FAILURE_CONTEXT, gatewayErrorsByField } from '#app/api/errors';
import { companyPickerSource } from '#app/api/company';
import { flagsQuery } from '#app/api/flags';
import { orderPickerSource } from '#app/api/order';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';
import { SearchMultiPicker } from '#app/ui/SearchPicker';
import { StartEndDatesEditor } from '#app/ui/PacificDateEditor';
import { SelectField } from '#app/ui/SelectField';
import { bodyOf, draftOf, emptyDraft, parseTags, sameDraft, type CampaignDraft } from './campaign-draft';
import { CAMPAIGN_FORM_TEXT, STALE_TEXT } from './campaign-text';
import { CampaignStepper } from '#app/ui/CampaignStepper';
import { useChosenCompanies, useChosenOrders } from './lookups';
import { mappingBusyQuery } from './mapping-check';
import { staleCampaignChanges } from './stale';
import { UserPicker } from './UserPicker';
import './campaign-screens.css';
import { campaignEditLink } from '#app/api/links';
import { useDocumentForm } from '#app/kit/crud/use-document-form';

export interface CampaignFormProps {
  /** The stored campaign when editing; absent when creating. */
  campaign?: CampaignDocument;
  /** Orders chosen on the budget step for a new campaign. */
  initialOrderIds?: readonly string[];
  /** The clock, for tests. */
  now?: () => Date;
  /** The mapping status popup, composed in by the route; without it a short summary popup shows. */
  renderMappingStatus?: (p: { isOpen: boolean; onOpenChange: (open: boolean) => void; campaignId: string; busy: boolean }) => React.ReactNode;
  /** The mapping status popup held open by the route (?mapping=open, so the palette opens it); else by the form. */
  mappingOpen?: boolean;
  onMappingOpenChange?: (open: boolean) => void;
  /** Buttons beside the title, composed in by the route (the changelog). */
  headerActions?: React.ReactNode;
}

type FieldErrors = Partial<Record<string, string>>;

/** Which field shows each unmet rule's message. */
function fieldErrorsOf(rules: { rule: string; ok: boolean }[]): FieldErrors {
  const unmet = new Set(rules.filter((r) => !r.ok).map((r) => r.rule));
  const e: FieldErrors = {};
  if (unmet.has(CAMPAIGN_RULES.name)) e.campaignName = CAMPAIGN_RULES.name;
  if (unmet.has(CAMPAIGN_RULES.accountManager)) e.accountManager = CAMPAIGN_MESSAGES.accountManager;
  if (unmet.has(CAMPAIGN_RULES.campaignManager)) e.campaignManager = CAMPAIGN_MESSAGES.campaignManager;
  if (unmet.has(CAMPAIGN_RULES.insertionOrder)) e.insertionOrderIds = CAMPAIGN_MESSAGES.insertionOrder;
  if (unmet.has(CAMPAIGN_RULES.company)) e.companyIds = CAMPAIGN_MESSAGES.company;
  if (unmet.has(CAMPAIGN_RULES.startDate)) e.startDate = CAMPAIGN_MESSAGES.dates;
  else if (unmet.has(CAMPAIGN_RULES.startInPast)) e.startDate = CAMPAIGN_RULES.startInPast;
  if (unmet.has(CAMPAIGN_RULES.endDate)) e.endDate = CAMPAIGN_MESSAGES.dates;
  else if (unmet.has(CAMPAIGN_RULES.endBeforeStart)) e.endDate = CAMPAIGN_RULES.endBeforeStart;
  else if (unmet.has(CAMPAIGN_RULES.endInPast)) e.endDate = CAMPAIGN_RULES.endInPast;
  return e;
}

/** The field a gateway error concerns: its path's first segment. */
const fieldOfServerError = (fieldName: string) => fieldName.split('.')[0] || undefined;

/** One campaign form is shown at a time, so its hint has a fixed id. */
const MAPPING_BUSY_HINT_ID = 'campaign-mapping-busy-hint';

/** spec 1 §2 Campaign edit / create form, §5 Campaign rules. */
export function CampaignForm(props: CampaignFormProps) {
  const { campaign } = props;
  const isNew = !campaign;
  const now = props.now ?? (() => new Date());
  const queryClient = useQueryClient();
  const version = useSuspenseQuery(flagsQuery()).data.campaignServiceVersion;

  const form = useDocumentForm({
    stored: campaign,
    draftOf,
    empty: () => emptyDraft(props.initialOrderIds),
    sameDraft,
    create: (draft) => createCampaign(version, bodyOf(draft)),
    update: (base, draft) => updateCampaign(version, base.id, base.version, bodyOf(draft, base)),
    remember: (doc) => void queryClient.setQueryData(['campaigns', version, 'detail', doc.id], doc),
    onTake: (_doc, next) => setTagsText(next.tags.join(', ')),
    afterSave: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns', version, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['mapping', 'busy', id] });
    },
    fieldErrorsOf: (error): FieldErrors => gatewayErrorsByField(error, fieldOfServerError),
    report: {},
    texts: {
      what: 'campaign',
      saved: () => CAMPAIGN_FORM_TEXT.submitted,
      // the gateway's own words, as any failed call says them
      failed: (_isNew, detail) => detail || DEFAULT_FAILURE_CONTEXT,
      stale: STALE_TEXT,
    },
    staleChanges: staleCampaignChanges,
    links: { record: (doc) => campaignEditLink(doc.id) },
    recordName: (doc) => doc.campaignName,
    // A popup held in the URL (?changelog=open) is not leaving the form.
    searchStays: true,
    live: liveDocument(ENTITIES.campaign.documentType, (id) => getCampaign(version, id)),
  });
  const { stored: baseline, start, draft, setDraft, fieldErrors: serverErrors, clearFieldError, save } = form;
  const [tagsText, setTagsText] = useState(start.tags.join(', '));
  const [attempted, setAttempted] = useState(false);
  const [ownMappingOpen, setOwnMappingOpen] = useState(false);
  const mappingOpen = props.mappingOpen ?? ownMappingOpen;
  const setMappingOpen = props.onMappingOpenChange ?? setOwnMappingOpen;
  const bannerRef = useRef<HTMLDivElement>(null);

  const mapping = useQuery({ ...mappingBusyQuery(campaign?.id ?? ''), enabled: !isNew && version === 'v3' });

  const rules = campaignRuleStatus(draft, { isNew, now: now() });
  const clientErrors = attempted ? fieldErrorsOf(rules) : {};
  const errorOf = (field: string) => clientErrors[field] ?? serverErrors[field];

  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearFieldError(key);
  };

  // The chosen ones are read by id, so that their tags show names.
  const chosenOrders = useChosenOrders(draft.insertionOrderIds);
  const chosenCompanies = useChosenCompanies(draft.companyIds);

  // After a refused submit, focus goes to the banner so a keyboard user lands on the list of what is missing.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) bannerRef.current?.focus();
  }, [refusals]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    setAttempted(true);
    if (rules.some((r) => !r.ok)) {
      setRefusals((n) => n + 1);
      return;
    }
    if (campaign && version === 'v3') {
      const busy = await queryClient.fetchQuery(mappingBusyQuery(campaign.id)).catch(() => false);
      if (busy) {
        setMappingOpen(true);
        return;
      }
    }
    form.submit();
  };

  const mappingBusy = !isNew && version === 'v3' && mapping.data === true;

  return (
    <div className="campaign-screen">
      <CampaignStepper current="campaign" campaignId={campaign?.id} />
      <div className="list-header">
        <h1>{isNew ? CAMPAIGN_FORM_TEXT.createTitle : `${CAMPAIGN_FORM_TEXT.editTitle}: ${baseline?.campaignName ?? ''}`}</h1>
        {props.headerActions}
      </div>
      <div ref={bannerRef} className="missing-values-holder" tabIndex={-1}>
        {attempted && <MissingValuesBanner rules={rules} />}
      </div>
      <Form className="campaign-form" onSubmit={onSubmit} validationErrors={serverErrors as Record<string, string>} validationBehavior="aria">
        <div className="form-grid">
          <TextField className="field" name="campaignName" value={draft.campaignName} onChange={(t) => set('campaignName', t)} isRequired isInvalid={Boolean(errorOf('campaignName'))}>
            <Label>{CAMPAIGN_FORM_TEXT.name}</Label>
            <Input />
            <Text slot="description" className="field-description">At least 3 characters</Text>
            <FieldError className="field-error">{errorOf('campaignName')}</FieldError>
          </TextField>
          <SelectField label={CAMPAIGN_FORM_TEXT.category} options={CAMPAIGN_CATEGORIES.map((c) => ({ id: c, label: c }))} value={draft.category} onChange={(c) => isOneOf(CAMPAIGN_CATEGORIES, c) && set('category', c)} errorMessage={serverErrors.category} />
          <UserPicker label={CAMPAIGN_FORM_TEXT.accountManager} value={draft.accountManager} onChange={(v) => set('accountManager', v)} isRequired errorMessage={errorOf('accountManager')} />
          <UserPicker label={CAMPAIGN_FORM_TEXT.campaignManager} value={draft.campaignManager} onChange={(v) => set('campaignManager', v)} isRequired errorMessage={errorOf('campaignManager')} />
          <UserPicker label={CAMPAIGN_FORM_TEXT.opsAssociate} value={draft.opsAssociate} onChange={(v) => set('opsAssociate', v)} errorMessage={serverErrors.opsAssociate} />
        </div>
        <TextField className="field" name="description" value={draft.description} onChange={(t) => set('description', t)}>
          <Label>{CAMPAIGN_FORM_TEXT.description}</Label>
          <TextArea rows={3} />
          <FieldError className="field-error" />
        </TextField>
        <div className="form-grid">
          <SearchMultiPicker label={CAMPAIGN_FORM_TEXT.insertionOrders} source={orderPickerSource} nameOf={chosenOrders.nameOf} value={draft.insertionOrderIds} onChange={(ids) => set('insertionOrderIds', ids)} isRequired errorMessage={errorOf('insertionOrderIds')} />
          <SearchMultiPicker label={CAMPAIGN_FORM_TEXT.companies} source={companyPickerSource} nameOf={chosenCompanies.nameOf} value={draft.companyIds} onChange={(ids) => set('companyIds', ids)} isRequired errorMessage={errorOf('companyIds')} />
        </div>
        <StartEndDatesEditor start={draft.startDate} end={draft.endDate} errorOf={errorOf} now={now} onChange={({ start: s, end: e }) => setDraft((d) => ({ ...d, startDate: s, endDate: e }))} />
        <TextField className="field" name="campaignNotes" value={draft.campaignNotes} onChange={(t) => set('campaignNotes', t)}>
          <Label>{CAMPAIGN_FORM_TEXT.notes}</Label>
          <TextArea rows={3} />
          <FieldError className="field-error" />
        </TextField>
        <TextField
          className="field"
          name="tags"
          value={tagsText}
          onChange={(t) => {
            setTagsText(t);
            set('tags', parseTags(t));
          }}
        >
          <Label>{CAMPAIGN_FORM_TEXT.tags}</Label>
          <Input />
          <Text slot="description" className="field-description">{CAMPAIGN_FORM_TEXT.tagsHint}</Text>
          <FieldError className="field-error" />
        </TextField>
        <div className="form-actions">
          {/* Red says Submit opens the mapping status; the words say it too, to the eye and to a screen reader. */}
          <Button
            type="submit"
            className={mappingBusy ? 'button button-danger' : 'button button-primary'}
            aria-describedby={mappingBusy ? MAPPING_BUSY_HINT_ID : undefined}
          >
            {CAMPAIGN_FORM_TEXT.submit}
          </Button>
          {mappingBusy && (
            <p id={MAPPING_BUSY_HINT_ID} className="field-description">
              {CAMPAIGN_FORM_TEXT.mappingBusy}
            </p>
          )}
        </div>
      </Form>

      {form.dialogs}

      {campaign && props.renderMappingStatus?.({ isOpen: mappingOpen, onOpenChange: setMappingOpen, campaignId: campaign.id, busy: mappingBusy })}
    </div>
  );
}
