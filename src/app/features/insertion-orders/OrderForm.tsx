import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type MutableRefObject } from 'react';
import { Button, Form } from 'react-aria-components';
import { adTypeLabel } from '#domain/catalogs/ad-types';
import { ORDER_CAMPAIGN_TYPES } from '#domain/catalogs/categories';
import { pricingModelLabel } from '#domain/catalogs/pricing-models';
import { formatMoney, parseMoney } from '#domain/money';
import { companyQuery } from '#app/api/company';
import { createOrder, getOrder, updateOrder, type OrderDocument, type OrderLineItemInput } from '#app/api/order';
import { liveDocument } from '#app/kit/crud/live-record';
import { ENTITIES } from '#domain/entities';
import type { CompanyDocument } from '#app/api/company';
import { CompanyPicker } from './CompanyPicker';
import { CreateCompanyDialog } from './CreateCompanyDialog';
import { errorsUnder, serverFieldErrors, withoutErrorsUnder } from './failure';
import { SelectInput, TextInput } from '#app/ui/form-fields';
import { LineItemDialog, lineItemFieldLabel } from './LineItemDialog';
import { capsulesOf, emptyOrder, orderDraftOf, orderFieldProblems, orderInputOf, sameOrderDraft, type OrderDraft } from './order-draft';
import { ORDER_STALE_TEXT, staleOrderChanges } from './stale';
import { ORDER_TEXT } from './text';
import './orders.css';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';
import { campaignLink, orderLink } from '#app/api/links';
import { useDocumentForm } from '#app/kit/crud/use-document-form';

const rateOf = (li: OrderLineItemInput) => {
  const m = li.pricingModel;
  return 'amount' in m ? `$${formatMoney(m.amount, m.precision)}` : '';
};

/**
 * The insertion order form (spec 1): every field, the capsule list of checks (Submit waits for
 * all of them), line items through their popup, server field errors on their fields. Creating
 * goes to the new order's page (or the caller's `onCreated`); updating stays. Leaving with unsaved
 * edits asks first; a stale save (412) shows what someone else changed (reload, overwrite or cancel).
 */
export function OrderForm({ order, onCreated, actions, allowLeaveRef }: {
  order?: OrderDocument;
  onCreated?: (order: OrderDocument) => void;
  /** Buttons of the page around the form (resend event, delete), shown beside Submit. */
  actions?: React.ReactNode;
  /** Filled with the leave question's `allowLeave`, for the page around the form (a deleted order's page is left unasked). */
  allowLeaveRef?: MutableRefObject<(() => void) | undefined>;
}) {
  const queryClient = useQueryClient();
  const form = useDocumentForm({
    stored: order,
    draftOf: orderDraftOf,
    empty: emptyOrder,
    sameDraft: sameOrderDraft,
    create: (draft) => createOrder(orderInputOf(draft)),
    update: (base, draft) => updateOrder(base.id, base.version, orderInputOf(draft, base)),
    remember: (doc) => void queryClient.setQueryData(['orders', 'detail', doc.id], doc),
    afterSave: () => void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] }),
    fieldErrorsOf: serverFieldErrors,
    texts: { what: 'insertion order', saved: () => ORDER_TEXT.submitted, failed: (_isNew, detail) => detail, stale: ORDER_STALE_TEXT },
    staleChanges: (merge) => staleOrderChanges(merge, { companyName }),
    // A created order moves on (its page, or the budget step) without the leave question.
    links: { record: (doc) => orderLink(doc.id) },
    onCreated,
    // A change of search params only is the order page's own popups (resend, delete, changelog), not
    // leaving; the budget step's sub-view has no such popups, and its 'Go back' is a search change.
    searchStays: Boolean(order),
    live: liveDocument(ENTITIES.insertionOrder.documentType, (id) => getOrder(id)),
  });
  const { draft, setDraft, fieldErrors: serverErrors, setFieldErrors: setServerErrors, clearFieldError, formRef, focusRefusal, save } = form;
  const [editing, setEditing] = useState<{ index: number } | undefined>();
  const [addingCompany, setAddingCompany] = useState<string>();
  const [createdCompany, setCreatedCompany] = useState<CompanyDocument>();
  // A submit refused by the form's own checks: the fields then say what is missing.
  const [triedSubmit, setTriedSubmit] = useState(false);

  const set = <K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clearFieldError(field);
  };

  if (allowLeaveRef) allowLeaveRef.current = form.allowLeave;
  const companyName = (id: string): string => queryClient.getQueryData(companyQuery(id).queryKey)?.name ?? (createdCompany?.id === id ? createdCompany.name : id);

  const capsules = capsulesOf(draft);
  const problems = orderFieldProblems(draft, { submitted: triedSubmit });
  const blocked = capsules.some((c) => !c.ok) || Object.keys(problems).length > 0;
  const lineItemsError = serverErrors.orderLineItems?.join(' ') ?? problems.orderLineItems;
  const money = draft.totalAmount.trim() === '' ? undefined : parseMoney(draft.totalAmount);

  // The gateway names a line item's field by its place ('orderLineItems.0.description'): the row says
  // what was refused, and its popup shows it at the field until the line item is saved again.
  const lineItemPath = (i: number) => `orderLineItems.${i}.`;
  const saveLineItem = (item: OrderLineItemInput) => {
    const items = [...draft.orderLineItems];
    if (editing && editing.index >= 0) items[editing.index] = item;
    else items.push(item);
    set('orderLineItems', items);
    if (editing && editing.index >= 0) setServerErrors((errors) => withoutErrorsUnder(errors, lineItemPath(editing.index)));
    setEditing(undefined);
  };
  const removeLineItem = (index: number) => {
    set('orderLineItems', draft.orderLineItems.filter((_, j) => j !== index));
    // The entries after it move up a place, so no refusal is known to belong to them any more.
    setServerErrors((errors) => withoutErrorsUnder(errors, 'orderLineItems.'));
  };

  return (
    <>
    <Form
      ref={formRef}
      className="order-form"
      validationErrors={serverErrors}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        if (save.isPending) return;
        if (!blocked) return form.submit();
        setTriedSubmit(true);
        focusRefusal();
      }}
    >
      <ul className="capsules" aria-label="Validation checks">
        {capsules.map((c) => (
          <li key={c.rule} className={c.ok ? 'capsule capsule-ok' : 'capsule capsule-missing'} data-ok={c.ok}>
            <span aria-hidden="true">{c.ok ? '✓' : '✗'}</span> {c.rule}
            <span className="visually-hidden">{c.ok ? ' (done)' : ' (to do)'}</span>
          </li>
        ))}
      </ul>
      <div className="form-grid">
        <TextInput label="Name" name="name" isRequired value={draft.name} onChange={(v) => set('name', v)} error={problems.name} title={problems.name} />
        <TextInput label="Description" name="description" multiline value={draft.description} onChange={(v) => set('description', v)} error={problems.description} title={problems.description} />
        <SelectInput
          label="Campaign Type"
          name="campaignType"
          value={draft.campaignType}
          options={ORDER_CAMPAIGN_TYPES}
          onChange={(v) => set('campaignType', v)}
        />
        <TextInput label="Salesforce URL" name="url" inputMode="url" value={draft.url} onChange={(v) => set('url', v)} error={problems.url} />
        <TextInput label="External ID" name="externalId" value={draft.externalId} onChange={(v) => set('externalId', v)} error={problems.externalId} title={problems.externalId} />
        <TextInput label="Tags" name="tags" value={draft.tags} onChange={(v) => set('tags', v)} description="Separate tags with commas" error={problems.tags} title={problems.tags} />
        <CompanyPicker
          companyId={draft.companyId}
          onChange={(id) => set('companyId', id)}
          onAddNew={setAddingCompany}
          created={createdCompany}
          error={serverErrors.companyId?.join(' ') ?? problems.companyId}
        />
        <TextInput
          label="Total Amount"
          name="totalAmount"
          prefix="$"
          inputMode="decimal"
          value={draft.totalAmount}
          onChange={(v) => set('totalAmount', v)}
          error={problems.totalAmount}
          description={money ? `Saved as $${formatMoney(money.amount, money.precision)}` : 'Commas and spaces are ignored'}
        />
        <ToggleSwitch isSelected={draft.selfFunded} onChange={(v) => set('selfFunded', v)}>
          Self-funded
        </ToggleSwitch>
      </div>

      <section aria-labelledby="line-items-title" className="line-items" data-invalid={lineItemsError ? true : undefined}>
        <h2 id="line-items-title">Order Line Items</h2>
        {draft.orderLineItems.length === 0 ? (
          <p>No order line items yet.</p>
        ) : (
          <table className="line-item-table">
            <thead>
              <tr><th scope="col">Type</th><th scope="col">Description</th><th scope="col">Pricing Model</th><th scope="col">Rate</th><th scope="col">Action</th></tr>
            </thead>
            <tbody>
              {draft.orderLineItems.map((li, i) => {
                const refused = Object.entries(errorsUnder(serverErrors, lineItemPath(i)));
                const refusedId = `line-item-${i}-refused`;
                return (
                  <tr key={li.id ?? `new-${i}`} data-invalid={refused.length > 0 || undefined}>
                    <td>{adTypeLabel(li.orderLineItemType)}</td>
                    <td>
                      {li.description}
                      {refused.length > 0 && (
                        <span className="field-error" id={refusedId}>
                          {refused.map(([path, message]) => `${lineItemFieldLabel(path, li)}: ${message}`).join(' ')}
                        </span>
                      )}
                    </td>
                    <td>{pricingModelLabel(li.pricingModel['@type'])}</td>
                    <td>{rateOf(li)}</td>
                    <td className="row-actions">
                      <Button className="button button-small" aria-label={`Edit line item ${i + 1}: ${li.description}`} aria-describedby={refused.length > 0 ? refusedId : undefined} onPress={() => setEditing({ index: i })}>Edit</Button>
                      <Button className="button button-small" aria-label={`Remove line item ${i + 1}: ${li.description}`} onPress={() => removeLineItem(i)}>Remove</Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <Button className="button add-line-item" aria-describedby={lineItemsError ? 'line-items-error' : undefined} onPress={() => setEditing({ index: -1 })}>
          Add Order Line Item
        </Button>
        {lineItemsError && <p className="field-error" id="line-items-error" role="alert">{lineItemsError}</p>}
      </section>

      <div className="form-actions">
        {/* Inactive while a check fails (spec 1 §5), for assistive technology and to the eye, yet it
            can be pressed: the fields then say what is missing (a disabled button tells nothing). */}
        <Button type="submit" className="button button-primary" aria-disabled={blocked || undefined}>
          {save.isPending ? 'Submitting...' : 'Submit'}
        </Button>
        {draft.campaignId && (
          <Link {...campaignLink(draft.campaignId)} className="button">
            {ORDER_TEXT.viewCampaign}
          </Link>
        )}
        {actions}
      </div>
    </Form>
    {/* The popups sit outside the Form: react-aria's form context would otherwise reach their fields and forms. */}
    {addingCompany !== undefined && (
      <CreateCompanyDialog
        isOpen
        initialName={addingCompany}
        onOpenChange={(open) => !open && setAddingCompany(undefined)}
        onCreated={(c) => {
          setCreatedCompany(c);
          set('companyId', c.id);
        }}
      />
    )}
      {editing && (
        <LineItemDialog
          isOpen
          initial={editing.index >= 0 ? draft.orderLineItems[editing.index] : undefined}
          refused={editing.index >= 0 ? errorsUnder(serverErrors, lineItemPath(editing.index)) : undefined}
          onSave={saveLineItem}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {form.dialogs}
    </>
  );
}
