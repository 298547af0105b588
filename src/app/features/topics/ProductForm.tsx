import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button, FieldError, Input, Label, Switch, TextArea, TextField } from 'react-aria-components';
import { productRuleStatus, type ProductRuleField } from '../../../domain/topic';
import { isStaleWrite, staleCurrent, type CampaignDocument } from '../../api/campaign';
import { reportFailure } from '../../api/client';
import { failureDetail } from '../../api/errors';
import { flagsQuery } from '../../api/flags';
import { ontologyOptionsQuery } from '../../api/ontology';
import { campaignTopicsQuery, createTopic, topicListPath, topicPath, topicQuery, updateTopic, type ProductDocument } from '../../api/topic';
import { CampaignStepper } from '../../ui/CampaignStepper';
import { useLeavePageGuard } from '../../ui/LeavePageGuard';
import { MissingValuesBanner } from '../../ui/MissingValuesBanner';
import { dismiss, notify } from '../../ui/notifications';
import { RichTextField } from '../../ui/RichTextField';
import { SelectField } from '../../ui/SelectField';
import { StaleSaveDialog } from '../../ui/StaleSaveDialog';
import { TagListField } from '../../ui/TagListField';
import { useFieldSetters, useStableCallback } from '../../ui/use-stable-callback';
import { AllBarcodes, type BarcodeTab } from './AllBarcodes';
import { BarcodeEditor } from './BarcodeEditor';
import { setTopicsInView } from './in-view';
import { MsrpEditor } from './MsrpEditor';
import { changedProductKeys, emptyProductDraft, productBodyOf, productDraftOf, type ProductDraft } from './product-draft';
import { ProductImages } from './ProductImages';
import type { ProductFormSearch } from './search';
import { serverErrorsOf } from './server-errors';
import { staleChangesOf } from './stale';
import { TOPIC_TEXT } from './text';
import { TooltipField } from './TooltipField';
import './topics.css';

/** The 'Ontology Node' select's entry for no node. */
const NO_NODE = '-';
/** The submission's info message stays up to 30 seconds unless the answer comes first. */
const SUBMITTING_MS = 30_000;

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
  const isNew = !product;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const version = useQuery(flagsQuery()).data!.campaignServiceVersion;
  const ontology = useQuery(ontologyOptionsQuery());

  const [baseline, setBaseline] = useState<ProductDocument | undefined>(product);
  const initial = useMemo(() => (product ? productDraftOf(product) : emptyProductDraft()), []);
  const [start, setStart] = useState<ProductDraft>(initial);
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof ProductDraft>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [stale, setStale] = useState<ProductDocument>();
  const [uploading, setUploading] = useState(false);
  // A reload of someone else's version starts the rich-text editor afresh on its text.
  const [editorKey, setEditorKey] = useState(0);

  const rules = productRuleStatus(draft);
  const unmet = rules.filter((r) => !r.ok);
  // A rule shows at its field once the field was edited (an untouched empty form is the banner's to say).
  const errorOf = (field: FieldKey) => unmet.find((r) => r.field === field && touched.has(field as keyof ProductDraft))?.message ?? serverErrors[field];
  const dirty = changedProductKeys(draft, start).length > 0;

  const set = (patch: Partial<ProductDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched((t) => new Set([...t, ...(Object.keys(patch) as (keyof ProductDraft)[])]));
    setServerErrors({});
  };
  // Stable handlers, so the memoised sections re-render only when their own values change (a keystroke
  // in one field does not redraw the barcodes, images or the rich-text editor).
  const setField = useFieldSetters<ProductDraft>(set);
  const setImages = useStableCallback(set);
  const viewAllBarcodes = useStableCallback(() => onSearchChange({ view: 'barcodes' }));

  const save = useMutation({
    mutationFn: ({ base }: { base?: ProductDocument }) => {
      const body = productBodyOf(draft, base);
      return (base ? updateTopic(version, campaign.id, base.id, base.version, body) : createTopic(version, campaign.id, body)) as Promise<ProductDocument>;
    },
    onMutate: () => notify({ message: TOPIC_TEXT.submitting, type: 'info', timeout: SUBMITTING_MS }),
    onSettled: (_d, _e, _v, loadingKey) => loadingKey && dismiss(loadingKey),
    onSuccess: (doc) => {
      queryClient.setQueryData(topicQuery(version, campaign.id, doc.id).queryKey, doc);
      void queryClient.invalidateQueries({ queryKey: campaignTopicsQuery(version, campaign.id).queryKey.slice(0, -1) });
      leaveGuard.allowLeave();
      notify({
        message: isNew ? TOPIC_TEXT.productCreated : TOPIC_TEXT.productUpdated,
        type: 'success',
        action: { label: TOPIC_TEXT.view, onAction: () => void navigate({ to: topicPath(campaign.id, doc.id) as '/' }) },
      });
      void navigate({ to: `${topicListPath(campaign.id)}/` as '/', search: { selected: doc.id } as never });
    },
    onError: (error) => {
      if (isStaleWrite(error)) {
        setStale(staleCurrent<ProductDocument>(error));
        return;
      }
      setServerErrors(serverErrorsOf(error, SERVER_FIELDS));
      reportFailure(error, { silent: true });
      const detail = failureDetail(error);
      notify({ message: isNew ? TOPIC_TEXT.createProductFailed(detail) : TOPIC_TEXT.updateProductFailed(detail), type: 'error' });
    },
  });

  const leaveGuard = useLeavePageGuard({ dirty, saving: save.isPending, what: 'promoted product', searchStays: true });

  // The palette's topic commands read the campaign's category and, on the barcodes sub-screen, its export.
  const [exportBarcodes, setExportBarcodes] = useState<() => void>();
  useEffect(() => {
    const mine = { campaignId: campaign.id, category: campaign.category, exportBarcodes };
    setTopicsInView(mine);
    return () => setTopicsInView(undefined, mine);
  }, [campaign.id, campaign.category, exportBarcodes]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (unmet.length === 0 && !save.isPending && !uploading) save.mutate({ base: baseline });
  };

  const ontologyOptions = [{ id: NO_NODE, label: TOPIC_TEXT.none }, ...(ontology.data ?? [])];
  if (draft.ontologyNodeId && !ontologyOptions.some((o) => o.id === draft.ontologyNodeId)) ontologyOptions.push({ id: draft.ontologyNodeId, label: draft.ontologyNodeId });
  const listPath = `${topicListPath(campaign.id)}/`;
  const showBarcodes = search.view === 'barcodes';

  return (
    <div className="form-screen topic-form-screen">
      <CampaignStepper current="topics" campaignId={campaign.id} />
      <div className="list-header">
        <h1>{isNew ? TOPIC_TEXT.createProductTitle : TOPIC_TEXT.editProductTitle(baseline?.name ?? '')}</h1>
        <div className="form-actions">
          {headerActions}
          <Link to={listPath as '/'} className="button">
            {TOPIC_TEXT.backToProducts}
          </Link>
        </div>
      </div>
      <p className="topic-campaign">{campaign.campaignName}</p>
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
          <form className="topic-form" onSubmit={onSubmit} noValidate>
            <div className="form-grid">
              <TextField className="field" name="name" value={draft.name} onChange={(name) => set({ name })} isRequired isInvalid={Boolean(errorOf('name'))}>
                <Label>{TOPIC_TEXT.name}</Label>
                <Input />
                <FieldError className="field-error">{errorOf('name')}</FieldError>
              </TextField>
              <TextField className="field" name="productId" value={draft.productId} onChange={(productId) => set({ productId })} isInvalid={Boolean(serverErrors.productId)}>
                <Label>{TOPIC_TEXT.productId}</Label>
                <Input />
                <FieldError className="field-error">{serverErrors.productId}</FieldError>
              </TextField>
              <SelectField
                label={TOPIC_TEXT.ontologyNode}
                options={ontologyOptions}
                value={draft.ontologyNodeId ?? NO_NODE}
                onChange={(id) => set({ ontologyNodeId: !id || id === NO_NODE ? null : id })}
                errorMessage={serverErrors.ontologyNodeId}
              />
            </div>
            <TextField className="field" name="description" value={draft.description} onChange={(description) => set({ description })} isInvalid={Boolean(serverErrors.description)}>
              <Label>{TOPIC_TEXT.description}</Label>
              <TextArea rows={2} />
              <FieldError className="field-error">{serverErrors.description}</FieldError>
            </TextField>
            <Switch className="switch" isSelected={draft.enabled} onChange={(enabled) => set({ enabled })}>
              <span className="switch-indicator" aria-hidden="true" />
              {TOPIC_TEXT.productEnabled}
            </Switch>

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
              <Switch className="switch" isSelected={draft.decoupleReceiptsFromScans} onChange={(decoupleReceiptsFromScans) => set({ decoupleReceiptsFromScans })}>
                <span className="switch-indicator" aria-hidden="true" />
                {TOPIC_TEXT.decoupleReceiptsFromScans}
              </Switch>
              <Switch className="switch" isSelected={draft.allowSameDayMultilocationScans} onChange={(allowSameDayMultilocationScans) => set({ allowSameDayMultilocationScans })}>
                <span className="switch-indicator" aria-hidden="true" />
                {TOPIC_TEXT.allowSameDayMultilocationScans}
              </Switch>
              <RichTextField
                key={editorKey}
                label={TOPIC_TEXT.additionalDetails}
                value={draft.additionalDetails}
                onChange={setField('additionalDetails')}
                description={TOPIC_TEXT.additionalDetailsHint}
              />
            </section>

            <div className="form-actions">
              <Button type="submit" className="button button-primary" isDisabled={unmet.length > 0 || save.isPending || uploading}>
                {TOPIC_TEXT.submit}
              </Button>
              <Link to={listPath as '/'} className="button">
                {TOPIC_TEXT.cancel}
              </Link>
            </div>
          </form>
        </>
      )}
      {leaveGuard.dialog}
      {stale && baseline && (
        <StaleSaveDialog
          title={TOPIC_TEXT.staleTitle(false)}
          body={TOPIC_TEXT.staleBody}
          changes={staleChangesOf(LABELS, start, productDraftOf(stale), draft)}
          onReload={() => {
            const next = productDraftOf(stale);
            queryClient.setQueryData(topicQuery(version, campaign.id, stale.id).queryKey, stale);
            setBaseline(stale);
            setStart(next);
            setDraft(next);
            setTouched(new Set());
            setEditorKey((k) => k + 1);
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
