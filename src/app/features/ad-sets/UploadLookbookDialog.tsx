import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import { LookbookMetadataSchema, type LookbookMetadata, type LookbookMetadataField } from '#domain/ad/lookbook';
import { orderLinkOf } from '#domain/ad/rules';
import { lookbookUploadStoryType, STORY_TYPES } from '#domain/catalogs/story-types';
import { validate } from '#domain/validation';
import type { AdSetDocument } from '#app/api/ad-set';
import type { CampaignDocument } from '#app/api/campaign';
import { reportFailure } from '#app/api/client';
import { failureDetail, gatewayFieldErrors } from '#app/api/errors';
import { storyGroupsQuery, uploadLookbookSheet } from '#app/api/lookbook';
import { orderQuery } from '#app/api/order';
import { InlineBanner } from '#app/ui/InlineBanner';
import { notify } from '#app/ui/notifications';
import { OntologyNodeField, useOntologyNodeOptions } from '#app/ui/OntologyNodeField';
import { PopupDialog } from '#app/ui/PopupDialog';
import { SelectField } from '#app/ui/SelectField';
import { ordersAsViews } from '#app/kit/ads/form-context';
import { orderLinkOptions } from '#app/kit/ads/order-link-options';
import { AD_SET_TEXT } from './text';

/** Lookbook line items: CAROUSEL, or PRODUCT_CATALOG_MCOMM for an M-Comm lookbook (the gateway decides the kind by it). */
const LOOKBOOK_FORMAT = { '@type': 'ProductCatalogFormat' } as const;
const NO_CATALOG = 'NONE';

type Field = LookbookMetadataField | 'file';
type FieldErrors = Partial<Record<Field, string>>;

/** Where a rule's or the gateway's error shows: the line item holds its pricing model; sheet rows are the file's. */
function fieldOf(fieldName: string): Field | undefined {
  const name = fieldName.replace(/^lookbookMetadata\./, '');
  if (name === 'file' || name.startsWith('row ')) return 'file';
  if (name === 'pricingModelId') return 'orderLineItemId';
  return isMetadataField(name) ? name : undefined;
}

const isMetadataField = (name: string): name is LookbookMetadataField => name in LookbookMetadataSchema.entries;

function errorsAt(errors: readonly { fieldName?: string; message?: string }[]): FieldErrors {
  const out: FieldErrors = {};
  for (const { fieldName = '', message } of errors) {
    const field = fieldOf(fieldName);
    if (field && message) out[field] ??= fieldName.startsWith('row ') ? `${fieldName}: ${message}` : message;
  }
  return out;
}

/**
 * spec 2 §7 'Bulk lookbook upload' for one ad set: the sheet (a CSV whose columns the popup lists)
 * and its lookbook metadata, checked with the gateway's own schema before sending. 202 tells
 * 'Creating Lookbook...' and closes (the job then runs on the gateway); a refusal shows its errors
 * at their fields and 'There was an issue uploading the sheet. {detail}'.
 */
export function UploadLookbookDialog({ campaign, adSet, onClose }: { campaign: CampaignDocument; adSet: AdSetDocument; onClose: () => void }) {
  const id = useId();
  const orderReads = useQueries({ queries: (campaign.insertionOrderIds ?? []).map((orderId) => orderQuery(orderId)) });
  const ordersError = orderReads.find((o) => o.error)?.error;
  const orders = orderReads.flatMap((o) => (o.data ? [o.data] : []));
  const storyGroups = useQuery(storyGroupsQuery());
  const [file, setFile] = useState<File | null>(null);
  // the order link fills the line item when one matches, and the pricing model follows the line item
  const [link, setLink] = useState<ReturnType<typeof orderLinkOf>>({ insertionOrderId: null, orderLineItemId: null, pricingModelId: null, walletId: null });
  const [storyGroupId, setStoryGroupId] = useState<string | null>(null);
  const [taxonomyNodeId, setTaxonomyNodeId] = useState<string | null>(null);
  const [catalog, setCatalog] = useState(NO_CATALOG);
  const [storyType, setStoryType] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ontology = useOntologyNodeOptions(taxonomyNodeId, { isRequired: true });
  const { orderOptions, itemOptions } = orderLinkOptions(LOOKBOOK_FORMAT, orders, link.insertionOrderId);
  const relink = (choice: { insertionOrderId?: string | null; orderLineItemId?: string | null }) => setLink(orderLinkOf(LOOKBOOK_FORMAT, ordersAsViews(orders), choice));
  useEffect(() => {
    if (ordersError) reportFailure(ordersError, { silent: true });
  }, [ordersError]);

  const upload = useMutation({
    mutationFn: ({ sheet, metadata }: { sheet: File; metadata: LookbookMetadata }) => uploadLookbookSheet(adSet.campaignId, adSet.id, sheet, metadata),
    onSuccess: () => {
      notify({ message: AD_SET_TEXT.lookbookAccepted, type: 'success' });
      onClose();
    },
    onError: (error) => {
      reportFailure(error, { silent: true });
      setErrors(errorsAt(gatewayFieldErrors(error)));
      notify({ message: AD_SET_TEXT.lookbookFailed(failureDetail(error)), type: 'error' });
    },
  });

  const pickFile = (files: FileList | null) => {
    setFile(files?.[0] ?? null);
    setErrors(({ file: _old, ...rest }) => rest);
  };

  const submit = () => {
    const { insertionOrderId, orderLineItemId, pricingModelId } = link;
    // 'CONTENT for RETAIL catalog, otherwise as given' (spec 2 §7); nothing given is left out, so the rule says it is required
    const type = lookbookUploadStoryType(catalog, storyType ?? '') || undefined;
    const checked = validate(LookbookMetadataSchema, { insertionOrderId, orderLineItemId, pricingModelId, storyGroupId, taxonomyNodeId, storyType: type });
    const problems = { ...(checked.ok ? {} : errorsAt(checked.errors)), ...(file ? {} : { file: AD_SET_TEXT.sheetRequired }) };
    setErrors(problems);
    if (checked.ok && file) upload.mutate({ sheet: file, metadata: checked.value });
  };

  return (
    <PopupDialog
      title={AD_SET_TEXT.uploadLookbookTitle(adSet.name)}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={AD_SET_TEXT.upload}
      onConfirm={submit}
      confirmCloses={false}
      isConfirmDisabled={upload.isPending}
    >
      {ordersError && <InlineBanner type="error" title={AD_SET_TEXT.ordersFailed(failureDetail(ordersError))} />}
      <div className="form-field" data-invalid={errors.file ? true : undefined}>
        <span className="field-label" id={`${id}-label`}>{AD_SET_TEXT.sheetFile}</span>
        <FileTrigger acceptedFileTypes={['text/csv', '.csv']} onSelect={pickFile}>
          <Button className="button" aria-labelledby={`${id}-choose ${id}-label`} aria-describedby={`${id}-name ${id}-columns ${id}-error`} id={`${id}-choose`}>
            {AD_SET_TEXT.chooseSheet}
          </Button>
        </FileTrigger>
        <span id={`${id}-name`} className="field-description">{file?.name ?? AD_SET_TEXT.noSheet}</span>
        <span id={`${id}-columns`} className="field-description">{AD_SET_TEXT.sheetColumns}</span>
        <div id={`${id}-error`}>{errors.file && <p className="field-error">{errors.file}</p>}</div>
      </div>
      <SelectField label={AD_SET_TEXT.insertionOrder} options={orderOptions} value={link.insertionOrderId} onChange={(insertionOrderId) => relink({ insertionOrderId })} errorMessage={errors.insertionOrderId} isRequired />
      <SelectField
        label={AD_SET_TEXT.orderLineItem}
        options={itemOptions}
        value={link.orderLineItemId}
        onChange={(orderLineItemId) => relink({ insertionOrderId: link.insertionOrderId, orderLineItemId })}
        errorMessage={errors.orderLineItemId}
        isRequired
      />
      <SelectField
        label={AD_SET_TEXT.storyGroup}
        options={(storyGroups.data ?? []).map((g) => ({ id: String(g.story_group_id), label: g.title }))}
        value={storyGroupId}
        onChange={setStoryGroupId}
        errorMessage={errors.storyGroupId ?? (storyGroups.error ? failureDetail(storyGroups.error) : undefined)}
        isRequired
      />
      <OntologyNodeField label={AD_SET_TEXT.taxonomyNode} options={ontology.options} value={taxonomyNodeId} onChange={setTaxonomyNodeId} errorMessage={errors.taxonomyNodeId} isRequired />
      <SelectField
        label={AD_SET_TEXT.catalog}
        options={[{ id: NO_CATALOG, label: AD_SET_TEXT.noCatalog }, { id: 'RETAIL', label: AD_SET_TEXT.retailCatalog }]}
        value={catalog}
        onChange={(value) => setCatalog(value ?? NO_CATALOG)}
      />
      {catalog === 'RETAIL' ? (
        <p className="field-description">{AD_SET_TEXT.contentStoryType}</p>
      ) : (
        <SelectField label={AD_SET_TEXT.storyType} options={STORY_TYPES.map((t) => ({ id: t, label: t }))} value={storyType} onChange={setStoryType} errorMessage={errors.storyType} isRequired />
      )}
    </PopupDialog>
  );
}
