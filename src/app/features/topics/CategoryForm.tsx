import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { takesRetailerCategories } from '#domain/catalogs/categories';
import { CATEGORY_IMAGE_KEY, CATEGORY_IMAGE_SIZE, categoryNeedsMcommMessage, categoryRuleStatus, type CategoryRuleField } from '#domain/topic';
import type { CampaignDocument } from '#app/api/campaign';
import { chainQuery } from '#app/api/chain';
import type { CategoryDocument } from '#app/api/topic';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { LabelledTextField } from '#app/ui/LabelledTextField';
import { InlineBanner } from '#app/ui/InlineBanner';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';
import { OntologyNodeField, useOntologyNodeOptions } from '#app/ui/OntologyNodeField';
import { SubmitCancelActions } from '#app/ui/SubmitCancelActions';
import { TagListField } from '#app/ui/TagListField';
import { useFieldSetters } from '#app/ui/use-stable-callback';
import { categoryBodyOf, categoryDraftOf, emptyCategoryDraft, type CategoryDraft } from './category-draft';
import { ChainComboBox } from './ChainComboBox';
import { setTopicsInView } from './in-view';
import { showValue, staleChangesOf } from './stale';
import { TOPIC_TEXT } from './text';
import { TopicFormHeader } from './TopicFormHeader';
import { useTopicForm } from './use-topic-form';
import './topics.css';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';
import { categoryLink, topicListLink } from '#app/api/links';

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
  const queryClient = useQueryClient();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const form = useTopicForm<CategoryDocument, CategoryDraft, FieldKey>(campaign.id, {
    stored: category,
    draftOf: categoryDraftOf,
    empty: emptyCategoryDraft,
    sameDraft: (a, b) => JSON.stringify(a) === JSON.stringify(b),
    bodyOf: categoryBodyOf,
    fields: SERVER_FIELDS,
    onTake: () => setTouched(new Set()),
    afterSave: (_doc, { isNew }) => !isNew && setTouched(new Set()),
    texts: {
      what: 'retailer category',
      saved: (isNew) => (isNew ? TOPIC_TEXT.categoryCreated : TOPIC_TEXT.categoryUpdated),
      failed: (isNew, detail) => (isNew ? TOPIC_TEXT.createCategoryFailed(detail) : TOPIC_TEXT.updateCategoryFailed(detail)),
      stale: { title: TOPIC_TEXT.staleTitle(true), body: TOPIC_TEXT.staleBody },
    },
    staleChanges: (merge) =>
      staleChangesOf(merge, LABELS, (k, v) => (k === 'chainId' && typeof v === 'string' ? chainName(v) : k === 'ontologyNodeId' && typeof v === 'string' ? ontology.labelOf(v) : showValue(v))),
    links: { record: (doc) => categoryLink(campaign.id, doc.id) },
  });
  const { isNew, stored: baseline, draft, setDraft, fieldErrors: serverErrors, setFieldErrors: setServerErrors, formRef } = form;
  const [uploading, setUploading] = useState(false);

  const rules = categoryRuleStatus(draft);
  // A new category is refused outside MCOMM campaigns (one kept from before a category change can still be saved).
  const notMcomm = isNew && !takesRetailerCategories(campaign.category);
  const unmet = rules.filter((r) => !r.ok);
  const errorOf = (field: FieldKey) => unmet.find((r) => r.field === field && touched.has(field))?.message ?? serverErrors[field];

  const set = (patch: Partial<CategoryDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, ...Object.keys(patch)]));
    setServerErrors({});
  };
  const setField = useFieldSetters<CategoryDraft>(set);

  useEffect(() => {
    const mine = { campaignId: campaign.id, category: campaign.category };
    setTopicsInView(mine);
    return () => setTopicsInView(undefined, mine);
  }, [campaign.id, campaign.category]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !notMcomm && !uploading) form.submit();
  };

  const ontology = useOntologyNodeOptions(draft.ontologyNodeId);
  const listLink = topicListLink(campaign.id);
  // Images under other keys (older records) are kept as they are; the form names them.
  const otherImages = Object.keys(baseline?.images ?? {}).filter((k) => k !== CATEGORY_IMAGE_KEY);
  const chainName = (id: string): string => queryClient.getQueryData(chainQuery(id).queryKey)?.chain.name ?? id;

  return (
    <div className="form-screen topic-form-screen">
      <TopicFormHeader campaign={campaign} isNew={isNew} title={isNew ? TOPIC_TEXT.createCategoryTitle : TOPIC_TEXT.editCategoryTitle(baseline?.name ?? '')} actions={headerActions} />
      <MissingValuesBanner rules={rules} />
      {/* Said before the form is filled in, not only by the gateway at Submit (spec 3 lists retailer categories only for MCOMM). */}
      {notMcomm && <InlineBanner type="error">{categoryNeedsMcommMessage(campaign.id, campaign.category)}</InlineBanner>}
      {/* A plain form: react-aria's Form hands every field a new context on each render (see docs/decisions chain-screens); the gateway's errors reach their fields through isInvalid and FieldError. */}
      <form ref={formRef} className="topic-form" onSubmit={onSubmit} noValidate>
        <div className="form-grid">
          <LabelledTextField label={TOPIC_TEXT.name} name="name" value={draft.name} onChange={(name) => set({ name })} isRequired error={errorOf('name')} />
          <ChainComboBox value={draft.chainId} onChange={(chainId) => set({ chainId })} errorMessage={serverErrors.chainId} />
          <LabelledTextField label={TOPIC_TEXT.webviewURL} name="webviewURL" type="url" value={draft.webviewURL} onChange={(webviewURL) => set({ webviewURL })} error={errorOf('webviewURL')} />
          <LabelledTextField label={TOPIC_TEXT.kicksPerDollar} name="kicksPerDollar" inputMode="numeric" value={draft.kicksPerDollar} onChange={(kicksPerDollar) => set({ kicksPerDollar })} error={errorOf('kicksPerDollar')} />
          <OntologyNodeField label={TOPIC_TEXT.ontologyNode} options={ontology.options} value={draft.ontologyNodeId} onChange={(ontologyNodeId) => set({ ontologyNodeId })} errorMessage={serverErrors.ontologyNodeId} />
        </div>
        <div className="form-grid">
          <TagListField label={TOPIC_TEXT.includedCategories} value={draft.includedCategories} onChange={setField('includedCategories')} maxLength={128} errorMessage={serverErrors.includedCategories} />
          <TagListField label={TOPIC_TEXT.excludedCategories} value={draft.excludedCategories} onChange={setField('excludedCategories')} maxLength={128} errorMessage={serverErrors.excludedCategories} />
        </div>
        <ToggleSwitch isSelected={draft.matchAll} onChange={(matchAll) => set({ matchAll })}>
          {TOPIC_TEXT.matchAll}
        </ToggleSwitch>
        <ToggleSwitch isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
          {TOPIC_TEXT.productEnabled}
        </ToggleSwitch>
        <ImageUploadField
          label={TOPIC_TEXT.categoryImage}
          value={draft.categoryImageUrl}
          expected={CATEGORY_IMAGE_SIZE}
          imageAlt={TOPIC_TEXT.imageAlt(TOPIC_TEXT.categoryImage, draft.name)}
          displaySize={{ width: 256, height: 256 }}
          description={TOPIC_TEXT.categoryImageHint}
          errorMessage={serverErrors.images}
          onChange={(categoryImageUrl) => set({ categoryImageUrl })}
          onUploadingChange={setUploading}
        />
        {otherImages.length > 0 && (
          <p className="field-description">
            {TOPIC_TEXT.otherImages}: {otherImages.join(', ')}
          </p>
        )}
        <SubmitCancelActions submitLabel={TOPIC_TEXT.submit} cancelLabel={TOPIC_TEXT.cancel} cancelTo={listLink} isDisabled={unmet.length > 0 || notMcomm || uploading} />
      </form>
      {form.dialogs}
    </div>
  );
}
