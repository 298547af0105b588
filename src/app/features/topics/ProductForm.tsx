import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { productRuleStatus, type ProductRuleField } from '#domain/topic';
import type { CampaignDocument } from '#app/api/campaign';
import type { ProductDocument } from '#app/api/topic';
import { focusIsUnplaced } from '#app/ui/route-focus';
import { LabelledTextField } from '#app/ui/LabelledTextField';
import { MissingValuesBanner } from '#app/ui/MissingValuesBanner';
import { RichTextField } from '#app/ui/RichTextField';
import { OntologyNodeField, useOntologyNodeOptions } from '#app/ui/OntologyNodeField';
import { SubmitCancelActions } from '#app/ui/SubmitCancelActions';
import { TagListField } from '#app/ui/TagListField';
import { useFieldSetters, useStableCallback } from '#app/ui/use-stable-callback';
import { AllBarcodes, type BarcodeTab } from './AllBarcodes';
import { BarcodeEditor } from './BarcodeEditor';
import { setTopicsInView } from './in-view';
import { MsrpEditor } from './MsrpEditor';
import { changedProductKeys, emptyProductDraft, productBodyOf, productDraftOf, type ProductDraft } from './product-draft';
import { ProductImages } from './ProductImages';
import type { ProductFormSearch } from './search';
import { staleChangesOf } from './stale';
import { TOPIC_TEXT } from './text';
import { TopicFormHeader } from './TopicFormHeader';
import { TooltipField } from './TooltipField';
import { useTopicForm } from './use-topic-form';
import './topics.css';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';
import { productLink, topicListLink } from '#app/api/links';

type FieldKey = ProductRuleField | 'description' | 'productId' | 'ontologyNodeId' | 'images' | 'contentTags' | 'ontologyKeywords' | 'tags' | 'receiptDescriptions' | 'additionalDetails';
const SERVER_FIELDS: readonly FieldKey[] = ['name', 'barcodes', 'toolTip', 'msrps', 'description', 'productId', 'ontologyNodeId', 'images', 'contentTags', 'ontologyKeywords', 'tags', 'receiptDescriptions', 'additionalDetails'];

const LABELS: Record<keyof ProductDraft, string> = {
  name: TOPIC_TEXT.name,
  description: TOPIC_TEXT.description,
  barcodes: TOPIC_TEXT.barcodes,
  contentTags: TOPIC_TEXT.contentTags,
  productFamilyImageUrl: TOPIC_TEXT.productFamilyImage,
  completedImageUrl: TOPIC_TEXT.completedImage,
  msrps: TOPIC_TEXT.msrps,
  ontologyKeywords: TOPIC_TEXT.ontologyKeywords,
  ontologyNodeId: TOPIC_TEXT.ontologyNode,
  productId: TOPIC_TEXT.productId,
  tags: TOPIC_TEXT.tags,
  toolTip: TOPIC_TEXT.tooltip,
  receiptDescriptions: TOPIC_TEXT.receiptDescriptions,
  enabled: TOPIC_TEXT.productEnabled,
  additionalDetails: TOPIC_TEXT.additionalDetails,
  decoupleReceiptsFromScans: TOPIC_TEXT.decoupleReceiptsFromScans,
  allowSameDayMultilocationScans: TOPIC_TEXT.allowSameDayMultilocationScans,
};

export interface ProductFormProps {
  campaign: CampaignDocument;
  /** The stored product when editing; absent when creating. */
  product?: ProductDocument;
  search: ProductFormSearch;
  onSearchChange: (patch: Partial<ProductFormSearch>) => void;
  /** Actions the route adds to the header (the changelog button of a saved product). */
  headerActions?: ReactNode;
}

/**
 * spec 3 'Promoted product form': every field of a promoted product, the barcode entry rules, the
 * images with their sizes, the tooltip check and the rich-text additional details. Submit waits for
 * the rules (the 'Missing values' banner says which); a save goes back to the list with the product
 * selected; a stale save (412) shows what someone else changed. The 'view all barcodes' sub-screen
 * is part of the form (its edits are saved with Submit) and lives in the URL.
 */
export function ProductForm({ campaign, product, search, onSearchChange, headerActions }: ProductFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // A reload of someone else's version starts the rich-text editor afresh on its text.
  const [editorKey, setEditorKey] = useState(0);
  const form = useTopicForm<ProductDocument, ProductDraft, FieldKey>(campaign.id, {
    stored: product,
    draftOf: productDraftOf,
    empty: emptyProductDraft,
    sameDraft: (a, b) => changedProductKeys(a, b).length === 0,
    bodyOf: productBodyOf,
    fields: SERVER_FIELDS,
    onTake: () => {
      setTouched(new Set());
      setEditorKey((k) => k + 1);
    },
    texts: {
      what: 'promoted product',
      saved: (isNew) => (isNew ? TOPIC_TEXT.productCreated : TOPIC_TEXT.productUpdated),
      failed: (isNew, detail) => (isNew ? TOPIC_TEXT.createProductFailed(detail) : TOPIC_TEXT.updateProductFailed(detail)),
      view: TOPIC_TEXT.view,
      stale: { title: TOPIC_TEXT.staleTitle(false), body: TOPIC_TEXT.staleBody },
    },
    staleChanges: (merge) => staleChangesOf(merge, LABELS),
    // a save goes back to the list with the product selected; the notification's View opens it
    links: { record: (doc) => productLink(campaign.id, doc.id), afterSave: (doc) => topicListLink(campaign.id, doc.id) },
  });
  const { isNew, stored: baseline, draft, setDraft, fieldErrors: serverErrors, setFieldErrors: setServerErrors, formRef } = form;
  const [uploading, setUploading] = useState(false);

  const rules = productRuleStatus(draft);
  const unmet = rules.filter((r) => !r.ok);
  // A rule shows at its field once the field was edited (an untouched empty form is the banner's to say).
  const errorOf = (field: FieldKey) => unmet.find((r) => r.field === field && touched.has(field))?.message ?? serverErrors[field];

  const set = (patch: Partial<ProductDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, ...Object.keys(patch)]));
    setServerErrors({});
  };
  // Stable handlers, so the memoised sections re-render only when their own values change (a keystroke
  // in one field does not redraw the barcodes, images or the rich-text editor).
  const setField = useFieldSetters<ProductDraft>(set);
  const setImages = useStableCallback(set);
  const viewAllBarcodes = useStableCallback(() => onSearchChange({ view: 'barcodes' }));

  // The palette's topic commands read the campaign's category and, on the barcodes sub-screen, its export.
  const [exportBarcodes, setExportBarcodes] = useState<() => void>();
  const hasBarcodes = draft.barcodes.length > 0;
  useEffect(() => {
    const mine = { campaignId: campaign.id, category: campaign.category, exportBarcodes, hasBarcodes };
    setTopicsInView(mine);
    return () => setTopicsInView(undefined, mine);
  }, [campaign.id, campaign.category, exportBarcodes, hasBarcodes]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !uploading) form.submit();
  };

  const ontology = useOntologyNodeOptions(draft.ontologyNodeId);
  const listLink = topicListLink(campaign.id);
  const showBarcodes = search.view === 'barcodes';
  // Back from the barcodes sub-screen (its buttons are gone), focus returns to 'View all barcodes'.
  const wasShowingBarcodes = useRef(showBarcodes);
  useEffect(() => {
    const back = wasShowingBarcodes.current && !showBarcodes;
    wasShowingBarcodes.current = showBarcodes;
    if (back && focusIsUnplaced()) formRef.current?.querySelector<HTMLElement>('.view-all-barcodes')?.focus();
  }, [showBarcodes]);

  return (
    <div className="form-screen topic-form-screen">
      <TopicFormHeader campaign={campaign} isNew={isNew} title={isNew ? TOPIC_TEXT.createProductTitle : TOPIC_TEXT.editProductTitle(baseline?.name ?? '')} actions={headerActions} />
      {showBarcodes ? (
        <AllBarcodes
          productName={draft.name}
          topicId={baseline?.id}
          barcodes={draft.barcodes}
          onChange={(barcodes) => set({ barcodes })}
          tab={search.tab === 'failed' ? 'failed' : 'accepted'}
          onTabChange={(tab: BarcodeTab) => onSearchChange({ tab: tab === 'failed' ? 'failed' : undefined, barcode: undefined })}
          selected={search.barcode}
          onSelect={(barcode) => onSearchChange({ barcode })}
          onBack={() => onSearchChange({ view: undefined, tab: undefined, barcode: undefined })}
          onExportReady={(run) => setExportBarcodes(() => run)}
        />
      ) : (
        <>
          <MissingValuesBanner rules={rules} />
          {/* A plain form: react-aria's Form hands every field a new context on each render (see docs/decisions chain-screens); the gateway's errors reach their fields through isInvalid and FieldError. */}
          <form ref={formRef} className="topic-form" onSubmit={onSubmit} noValidate>
            <div className="form-grid">
              <LabelledTextField label={TOPIC_TEXT.name} name="name" value={draft.name} onChange={(name) => set({ name })} isRequired error={errorOf('name')} />
              <LabelledTextField label={TOPIC_TEXT.productId} name="productId" value={draft.productId} onChange={(productId) => set({ productId })} error={serverErrors.productId} />
              <OntologyNodeField label={TOPIC_TEXT.ontologyNode} options={ontology.options} value={draft.ontologyNodeId} onChange={(ontologyNodeId) => set({ ontologyNodeId })} errorMessage={serverErrors.ontologyNodeId} />
            </div>
            <LabelledTextField label={TOPIC_TEXT.description} name="description" value={draft.description} onChange={(description) => set({ description })} error={serverErrors.description} rows={2} />
            <ToggleSwitch isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
              {TOPIC_TEXT.productEnabled}
            </ToggleSwitch>

            <BarcodeEditor barcodes={draft.barcodes} onChange={setField('barcodes')} errorMessage={errorOf('barcodes')} onViewAll={viewAllBarcodes} />

            <ProductImages
              productFamilyImageUrl={draft.productFamilyImageUrl}
              completedImageUrl={draft.completedImageUrl}
              name={draft.name}
              onChange={setImages}
              onUploadingChange={setUploading}
            />

            <section className="topic-section" aria-labelledby="product-app-title">
              <h2 id="product-app-title">{TOPIC_TEXT.appSection}</h2>
              <TooltipField value={draft.toolTip} onChange={setField('toolTip')} errorMessage={errorOf('toolTip')} />
              <div className="form-grid">
                <TagListField label={TOPIC_TEXT.receiptDescriptions} value={draft.receiptDescriptions} onChange={setField('receiptDescriptions')} maxLength={256} errorMessage={serverErrors.receiptDescriptions} />
                <TagListField label={TOPIC_TEXT.contentTags} value={draft.contentTags} onChange={setField('contentTags')} maxLength={128} errorMessage={serverErrors.contentTags} />
                <TagListField label={TOPIC_TEXT.tags} value={draft.tags} onChange={setField('tags')} maxLength={128} errorMessage={serverErrors.tags} />
                <TagListField label={TOPIC_TEXT.ontologyKeywords} value={draft.ontologyKeywords} onChange={setField('ontologyKeywords')} maxLength={128} errorMessage={serverErrors.ontologyKeywords} />
              </div>
              <MsrpEditor msrps={draft.msrps} onChange={setField('msrps')} errorMessage={errorOf('msrps')} />
              <ToggleSwitch isSelected={draft.decoupleReceiptsFromScans} onChange={(decoupleReceiptsFromScans) => set({ decoupleReceiptsFromScans })}>
                {TOPIC_TEXT.decoupleReceiptsFromScans}
              </ToggleSwitch>
              <ToggleSwitch isSelected={draft.allowSameDayMultilocationScans} onChange={(allowSameDayMultilocationScans) => set({ allowSameDayMultilocationScans })}>
                {TOPIC_TEXT.allowSameDayMultilocationScans}
              </ToggleSwitch>
              <RichTextField
                key={editorKey}
                label={TOPIC_TEXT.additionalDetails}
                value={draft.additionalDetails}
                onChange={setField('additionalDetails')}
                description={TOPIC_TEXT.additionalDetailsHint}
              />
            </section>

            <SubmitCancelActions submitLabel={TOPIC_TEXT.submit} cancelLabel={TOPIC_TEXT.cancel} cancelTo={listLink} isDisabled={unmet.length > 0 || uploading} />
          </form>
        </>
      )}
      {form.dialogs}
    </div>
  );
}
