import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, FieldError, Input, Label, Switch, TextField } from 'react-aria-components';
import { CATEGORY_IMAGE_KEY, CATEGORY_IMAGE_SIZE, categoryRuleStatus, type CategoryRuleField } from '../../../domain/topic';
import { isStaleWrite, staleCurrent, type CampaignDocument } from '../../api/campaign';
import { chainQuery } from '../../api/chain';
import { reportFailure } from '../../api/client';
import { failureDetail } from '../../api/errors';
import { flagsQuery } from '../../api/flags';
import { ontologyOptionsQuery } from '../../api/ontology';
import { campaignTopicsQuery, categoryPath, createTopic, topicListPath, topicQuery, updateTopic, type CategoryDocument } from '../../api/topic';
import { CampaignStepper } from '../../ui/CampaignStepper';
import { ImageUploadField } from '../../ui/ImageUploadField';
import { useLeavePageGuard } from '../../ui/LeavePageGuard';
import { MissingValuesBanner } from '../../ui/MissingValuesBanner';
import { dismiss, notify } from '../../ui/notifications';
import { SelectField } from '../../ui/SelectField';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog';
import { TagListField } from '../../ui/TagListField';
import { useFieldSetters } from '../../ui/use-stable-callback';
import { categoryBodyOf, categoryDraftOf, emptyCategoryDraft, type CategoryDraft } from './category-draft';
import { ChainComboBox } from './ChainComboBox';
import { setTopicsInView } from './in-view';
import { serverErrorsOf } from './server-errors';
import { showValue, staleChangesOf } from './stale';
import { TOPIC_TEXT } from './text';
import './topics.css';

const NO_NODE = '-';
const SUBMITTING_MS = 30_000;

type FieldKey = CategoryRuleField | 'chainId' | 'images' | 'includedCategories' | 'excludedCategories' | 'ontologyNodeId';
const SERVER_FIELDS: readonly FieldKey[] = ['name', 'webviewURL', 'kicksPerDollar', 'chainId', 'images', 'includedCategories', 'excludedCategories', 'ontologyNodeId'];

const LABELS: Record<keyof CategoryDraft, string> = {
  name: TOPIC_TEXT.name,
  chainId: TOPIC_TEXT.chain,
  webviewURL: TOPIC_TEXT.webviewURL,
  categoryImageUrl: TOPIC_TEXT.categoryImage,
  includedCategories: TOPIC_TEXT.includedCategories,
  excludedCategories: TOPIC_TEXT.excludedCategories,
  kicksPerDollar: TOPIC_TEXT.kicksPerDollar,
  matchAll: TOPIC_TEXT.matchAll,
  ontologyNodeId: TOPIC_TEXT.ontologyNode,
  enabled: TOPIC_TEXT.productEnabled,
};

const notifyUploadFailure = (detail: string) => notify({ message: TOPIC_TEXT.uploadFailed(detail), type: 'error' });

export interface CategoryFormProps {
  campaign: CampaignDocument;
  category?: CategoryDocument;
  headerActions?: ReactNode;
}

/**
 * spec 3 'Retailer category form' (MCOMM campaigns): name, chain, webview URL, image, included and
 * excluded categories, kicks per dollar, match all, ontology node and the enabled switch. After a
 * create the user goes to the category's edit route; an update stays, on the saved version.
 */
export function CategoryForm({ campaign, category, headerActions }: CategoryFormProps) {
  const isNew = !category;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  const ontology = useQuery(ontologyOptionsQuery());

  const [baseline, setBaseline] = useState<CategoryDocument | undefined>(category);
  const initial = useMemo(() => (category ? categoryDraftOf(category) : emptyCategoryDraft()), []);
  const [start, setStart] = useState<CategoryDraft>(initial);
  const [draft, setDraft] = useState<CategoryDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof CategoryDraft>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [stale, setStale] = useState<CategoryDocument>();
  const [uploading, setUploading] = useState(false);

  const rules = categoryRuleStatus(draft);
  const unmet = rules.filter((r) => !r.ok);
  const errorOf = (field: FieldKey) => unmet.find((r) => r.field === field && touched.has(field as keyof CategoryDraft))?.message ?? serverErrors[field];
  const dirty = JSON.stringify(draft) !== JSON.stringify(start);

  const set = (patch: Partial<CategoryDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, ...(Object.keys(patch) as (keyof CategoryDraft)[])]));
    setServerErrors({});
  };
  const setField = useFieldSetters<CategoryDraft>(set);

  const save = useMutation({
    mutationFn: ({ base }: { base?: CategoryDocument }) => {
      const body = categoryBodyOf(draft, base);
      return (base ? updateTopic(version, campaign.id, base.id, base.version, body) : createTopic(version, campaign.id, body)) as Promise<CategoryDocument>;
    },
    onMutate: () => notify({ message: TOPIC_TEXT.submitting, type: 'info', timeout: SUBMITTING_MS }),
    onSettled: (_d, _e, _v, loadingKey) => loadingKey && dismiss(loadingKey),
    onSuccess: (doc) => {
      queryClient.setQueryData(topicQuery(version, campaign.id, doc.id).queryKey, doc);
      void queryClient.invalidateQueries({ queryKey: campaignTopicsQuery(version, campaign.id).queryKey.slice(0, -1) });
      notify({ message: isNew ? TOPIC_TEXT.categoryCreated : TOPIC_TEXT.categoryUpdated, type: 'success' });
      if (isNew) {
        leaveGuard.allowLeave();
        void navigate({ to: categoryPath(campaign.id, doc.id) as '/' });
        return;
      }
      const saved = categoryDraftOf(doc);
      setBaseline(doc);
      setStart(saved);
      setDraft(saved);
      setTouched(new Set());
    },
    onError: (error) => {
      if (isStaleWrite(error)) {
        setStale(staleCurrent<CategoryDocument>(error));
        return;
      }
      setServerErrors(serverErrorsOf(error, SERVER_FIELDS));
      reportFailure(error, { silent: true });
      const detail = failureDetail(error);
      notify({ message: isNew ? TOPIC_TEXT.createCategoryFailed(detail) : TOPIC_TEXT.updateCategoryFailed(detail), type: 'error' });
    },
  });

  const leaveGuard = useLeavePageGuard({ dirty, saving: save.isPending, what: 'retailer category', searchStays: true });

  useEffect(() => {
    const mine = { campaignId: campaign.id, category: campaign.category };
    setTopicsInView(mine);
    return () => setTopicsInView(undefined, mine);
  }, [campaign.id, campaign.category]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !save.isPending && !uploading) save.mutate({ base: baseline });
  };

  const ontologyOptions = [{ id: NO_NODE, label: TOPIC_TEXT.none }, ...(ontology.data ?? [])];
  if (draft.ontologyNodeId && !ontologyOptions.some((o) => o.id === draft.ontologyNodeId)) ontologyOptions.push({ id: draft.ontologyNodeId, label: draft.ontologyNodeId });
  const listPath = `${topicListPath(campaign.id)}/`;
  // Images under other keys (older records) are kept as they are; the form names them.
  const otherImages = Object.keys(baseline?.images ?? {}).filter((k) => k !== CATEGORY_IMAGE_KEY);
  const chainName = (id: string) => queryClient.getQueryData(chainQuery(id).queryKey)?.chain.name ?? id;
  const ontologyLabel = (id: string) => ontologyOptions.find((o) => o.id === id)?.label ?? id;

  return (
    <div className="form-screen topic-form-screen">
      <CampaignStepper current="topics" campaignId={campaign.id} />
      <div className="list-header">
        <h1>{isNew ? TOPIC_TEXT.createCategoryTitle : TOPIC_TEXT.editCategoryTitle(baseline?.name ?? '')}</h1>
        <div className="form-actions">
          {headerActions}
          <Link to={listPath as '/'} className="button">
            {TOPIC_TEXT.backToProducts}
          </Link>
        </div>
      </div>
      <p className="topic-campaign">{campaign.campaignName}</p>
      <MissingValuesBanner rules={rules} />
      {/* A plain form: react-aria's Form hands every field a new context on each render (see docs/decisions chain-screens); the gateway's errors reach their fields through isInvalid and FieldError. */}
      <form className="topic-form" onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          <TextField className="field" name="name" value={draft.name} onChange={(name) => set({ name })} isRequired isInvalid={Boolean(errorOf('name'))}>
            <Label>{TOPIC_TEXT.name}</Label>
            <Input />
            <FieldError className="field-error">{errorOf('name')}</FieldError>
          </TextField>
          <ChainComboBox value={draft.chainId} onChange={(chainId) => set({ chainId })} errorMessage={serverErrors.chainId} />
          <TextField className="field" name="webviewURL" type="url" value={draft.webviewURL} onChange={(webviewURL) => set({ webviewURL })} isInvalid={Boolean(errorOf('webviewURL'))}>
            <Label>{TOPIC_TEXT.webviewURL}</Label>
            <Input />
            <FieldError className="field-error">{errorOf('webviewURL')}</FieldError>
          </TextField>
          <TextField className="field" name="kicksPerDollar" inputMode="numeric" value={draft.kicksPerDollar} onChange={(kicksPerDollar) => set({ kicksPerDollar })} isInvalid={Boolean(errorOf('kicksPerDollar'))}>
            <Label>{TOPIC_TEXT.kicksPerDollar}</Label>
            <Input />
            <FieldError className="field-error">{errorOf('kicksPerDollar')}</FieldError>
          </TextField>
          <SelectField
            label={TOPIC_TEXT.ontologyNode}
            options={ontologyOptions}
            value={draft.ontologyNodeId ?? NO_NODE}
            onChange={(id) => set({ ontologyNodeId: !id || id === NO_NODE ? null : id })}
            errorMessage={serverErrors.ontologyNodeId}
          />
        </div>
        <div className="form-grid">
          <TagListField label={TOPIC_TEXT.includedCategories} value={draft.includedCategories} onChange={setField('includedCategories')} maxLength={128} errorMessage={serverErrors.includedCategories} />
          <TagListField label={TOPIC_TEXT.excludedCategories} value={draft.excludedCategories} onChange={setField('excludedCategories')} maxLength={128} errorMessage={serverErrors.excludedCategories} />
        </div>
        <Switch className="switch" isSelected={draft.matchAll} onChange={(matchAll) => set({ matchAll })}>
          <span className="switch-indicator" aria-hidden="true" />
          {TOPIC_TEXT.matchAll}
        </Switch>
        <Switch className="switch" isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
          <span className="switch-indicator" aria-hidden="true" />
          {TOPIC_TEXT.productEnabled}
        </Switch>
        <ImageUploadField
          label={TOPIC_TEXT.categoryImage}
          value={draft.categoryImageUrl}
          expected={CATEGORY_IMAGE_SIZE}
          imageAlt={TOPIC_TEXT.imageAlt(TOPIC_TEXT.categoryImage, draft.name)}
          displaySize={{ width: 256, height: 256 }}
          description={TOPIC_TEXT.categoryImageHint}
          errorMessage={serverErrors.images}
          onChange={(categoryImageUrl) => set({ categoryImageUrl })}
          onUploadError={notifyUploadFailure}
          onUploadingChange={setUploading}
        />
        {otherImages.length > 0 && (
          <p className="field-description">
            {TOPIC_TEXT.otherImages}: {otherImages.join(', ')}
          </p>
        )}
        <div className="form-actions">
          <Button type="submit" className="button button-primary" isDisabled={unmet.length > 0 || save.isPending || uploading}>
            {TOPIC_TEXT.submit}
          </Button>
          <Link to={listPath as '/'} className="button">
            {TOPIC_TEXT.cancel}
          </Link>
        </div>
      </form>
      {leaveGuard.dialog}
      {stale && baseline && (
        <StaleSaveDialog
          title={TOPIC_TEXT.staleTitle(true)}
          body={TOPIC_TEXT.staleBody}
          changes={staleChangesOf(LABELS, start, categoryDraftOf(stale), draft, (k, v) =>
            k === 'chainId' && typeof v === 'string' ? chainName(v) : k === 'ontologyNodeId' && typeof v === 'string' ? ontologyLabel(v) : showValue(v),
          )}
          onReload={() => {
            const next = categoryDraftOf(stale);
            queryClient.setQueryData(topicQuery(version, campaign.id, stale.id).queryKey, stale);
            setBaseline(stale);
            setStart(next);
            setDraft(next);
            setTouched(new Set());
            setStale(undefined);
          }}
          onOverwrite={() => save.mutate({ base: stale })}
          onCancel={() => setStale(undefined)}
          isSaving={save.isPending}
        />
      )}
    </div>
  );
}
