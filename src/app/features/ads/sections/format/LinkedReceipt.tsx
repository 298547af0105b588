import { useState } from 'react';
import { Button } from 'react-aria-components';
import { mayLinkReceipt, newLinkedReceipt, linkedReceiptsOf, type LinkedReceiptDraft } from '#domain/ad/linked-receipt';
import { matchingLineItems } from '#domain/ad/rules';
import type { AdDocument } from '#app/api/ad-set';
import { NumberInput, TextInput } from '#app/ui/form-fields';
import { PacificDateRangeEditor } from '#app/ui/PacificDateEditor';
import { SelectField } from '#app/ui/SelectField';
import { adBodyOf } from '#app/kit/ads/ad-draft';
import { AD_ACTION_TEXT } from '#app/kit/ads/ad-actions-text';
import { DeleteAdDialog, useDeleteAd } from '#app/kit/ads/DeleteAdDialog';
import { useAdForm } from '#app/kit/ads/form-context';
import { LINKED_RECEIPT_TEXT } from '#app/features/ads/linked-receipt';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

export const LINKED_RECEIPT_FORM_TEXT = {
  toggle: 'Linked receipt',
  unavailable: 'Available once the scan has a promoted product, an insertion order and chains (its own or its ad set’s).',
  description: 'Linked receipt description',
  orderLineItem: 'Linked receipt order line item',
  startDate: 'Linked receipt start date',
  endDate: 'Linked receipt end date',
  ereceipt: 'Linked receipt e-receipt',
  offerType: 'Linked receipt offer type',
  webviewUrl: 'Linked receipt webview URL',
  kicks: 'Linked receipt Kicks',
  list: 'Linked receipts',
  deleteOne: (name: string, id: string) => `Delete linked receipt ${name} (${id})`,
} as const;
const T = LINKED_RECEIPT_FORM_TEXT;

/** spec 2 'Scan ad Other section': a new scan's linked receipt sub-form, or a stored scan's receipts with a Delete each. */
export function LinkedReceipt() {
  const form = useAdForm();
  return form.scope.stored ? <LinkedReceiptList scan={form.scope.stored} /> : <LinkedReceiptForm />;
}

/** spec 2 'Linked receipt form', §4: created after the new scan, for its product. */
function LinkedReceiptForm() {
  const form = useAdForm();
  const receipt = form.draft.linkedReceipt;
  const ereceipt = receipt?.ereceipt;
  const eligible = mayLinkReceipt(adBodyOf(form.draft), form.scope.adSet.constraints);
  const set = (patch: Partial<LinkedReceiptDraft>, field: string) =>
    form.update((d) => ({ ...d, linkedReceipt: { ...(d.linkedReceipt ?? newLinkedReceipt()), ...patch } }), `linkedReceipt.${field}`);
  const items = matchingLineItems({ '@type': 'ProductReceiptFormat' }, form.scope.orders).map(({ order, item }) => ({ id: item.id ?? '', label: `${order.name} · ${item.id}` }));
  return (
    <fieldset className="format-block">
      <legend>{T.toggle}</legend>
      {/* switched off it can always be; switched on only once the scan qualifies */}
      <ToggleSwitch
        isSelected={Boolean(receipt)}
        isDisabled={!receipt && !eligible}
        onChange={(on) => form.update((d) => ({ ...d, linkedReceipt: on ? newLinkedReceipt() : null }), 'linkedReceipt')}
      >
        {T.toggle}
      </ToggleSwitch>
      {!eligible && <p className="field-description">{T.unavailable}</p>}
      {receipt && (
        <div className="form-grid">
          <TextInput label={T.description} value={receipt.description} onChange={(description) => set({ description }, 'description')} multiline />
          <SelectField
            label={T.orderLineItem}
            options={items}
            value={receipt.orderLineItemId}
            onChange={(orderLineItemId) => set({ orderLineItemId }, 'orderLineItemId')}
            errorMessage={form.errorOf('linkedReceipt.orderLineItemId')}
            isRequired
          />
          <PacificDateRangeEditor
            start={receipt.startDate}
            end={receipt.endDate}
            startLabel={T.startDate}
            endLabel={T.endDate}
            onChange={({ start, end }) => set({ startDate: start, endDate: end }, 'startDate')}
          />
          <ToggleSwitch isSelected={receipt.ereceipt !== null} onChange={(on) => set({ ereceipt: on ? { offerType: '', webviewURL: '' } : null }, 'ereceipt')}>
            {T.ereceipt}
          </ToggleSwitch>
          {ereceipt && (
            <>
              <TextInput label={T.offerType} value={ereceipt.offerType} onChange={(offerType) => set({ ereceipt: { ...ereceipt, offerType } }, 'ereceipt')} />
              <TextInput label={T.webviewUrl} value={ereceipt.webviewURL} onChange={(webviewURL) => set({ ereceipt: { ...ereceipt, webviewURL } }, 'ereceipt')} type="url" />
            </>
          )}
          <NumberInput
            label={T.kicks}
            value={receipt.kicks}
            onChange={(kicks) => set({ kicks }, 'kicks')}
            error={form.errorOf('linkedReceipt.kicks')}
            isRequired
          />
        </div>
      )}
    </fieldset>
  );
}

/** A stored scan's receipts (same product, whole campaign): 'Confirm Delete', then a deleting state of at most 3 s (spec 2 §4, §9). */
function LinkedReceiptList({ scan }: { scan: AdDocument }) {
  const form = useAdForm();
  const receipts = linkedReceiptsOf(scan, form.scope.campaignAds);
  const [confirming, setConfirming] = useState<AdDocument>();
  const { remove, deletingId } = useDeleteAd(form.scope.version, { deleted: LINKED_RECEIPT_TEXT.deleted, failed: LINKED_RECEIPT_TEXT.deleteFailed });
  if (receipts.length === 0) return null;
  return (
    <section className="format-block" aria-label={T.list}>
      <h3>{T.list}</h3>
      <ul>
        {receipts.map((r) => (
          <li key={r.id}>
            {r.name} ({r.id}) {r.description}{' '}
            <Button className="button" aria-label={T.deleteOne(r.name, r.id)} isDisabled={deletingId === r.id} onPress={() => setConfirming(r)}>
              {deletingId === r.id ? AD_ACTION_TEXT.deleting : AD_ACTION_TEXT.delete}
            </Button>
          </li>
        ))}
      </ul>
      <DeleteAdDialog ad={confirming} onOpenChange={(open) => !open && setConfirming(undefined)} onConfirm={(ad) => {
        setConfirming(undefined);
        remove(ad);
      }} />
    </section>
  );
}
