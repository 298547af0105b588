import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AD_TYPES } from '#domain/catalogs/ad-types';
import { ENGAGEMENTS_REQUIRED, ENGAGEMENTS_SHOWN, PRICING_MODELS_BY_TYPE, pricingModelLabel, rateLabel } from '#domain/catalogs/pricing-models';
import { LINE_ITEM_IMAGE_SIZE } from '#domain/insertion-order';
import { budgetHint, minimumOvershoot } from '#domain/pricing-model';
import { formatUtc, parseUtc } from '#domain/timestamp';
import type { OrderLineItemInput } from '#app/api/order';
import { DateTimePicker } from '#app/ui/DateTimePicker';
import { ImageUploadField } from '#app/ui/ImageUploadField';
import { NumberInput, SelectInput, TextInput } from '#app/ui/form-fields';
import { changeCount, changeModel, changeType, countsWellFormed, type CountField, draftOf, emptyLineItem, ESTIMATE_TYPES, lineItemOf, lineItemProblems, toLineItemInput, type LineItemDraft } from './line-item';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

export const LINE_ITEM_TEXT = {
  addTitle: 'Add Order Line Item',
  editTitle: 'Edit Order Line Item',
  save: 'Save Line Item',
  cancel: 'Cancel',
  imageLabel: `Image (${LINE_ITEM_IMAGE_SIZE.width}x${LINE_ITEM_IMAGE_SIZE.height})`,
  budget: (amount: string) => `Total budget: $${amount}`,
} as const;

/** The popup's fields by their path in a line item, as the gateway names them in its refusals. */
const FIELD_LABELS = {
  orderLineItemType: 'Type',
  pricingModel: 'Pricing Model',
  description: 'Description',
  'pricingModel.engagements': 'Engagements',
  'pricingModel.days': 'Days',
  'pricingModel.kicksSold': 'Kicks Sold',
  'pricingModel.overShootAllowed': 'Overshoot Allowed',
  'pricingModel.kicks': 'Kicks',
  'pricingModel.revenueOverride': 'Revenue Override',
  estEngLow: 'Estimated Engagements Low',
  estEngHigh: 'Estimated Engagements High',
  originalKickGoal: 'Original Kick Goal',
  image: LINE_ITEM_TEXT.imageLabel,
  selfFunded: 'Self-funded',
  startDate: 'Start Date',
  endDate: 'End Date',
} as const;

const FIELD_LABEL_BY_PATH: ReadonlyMap<string, string> = new Map(Object.entries(FIELD_LABELS));

/** A field of a line item by its path, labelled as the popup labels it (the rate by its pricing model). */
export const lineItemFieldLabel = (path: string, li: OrderLineItemInput) =>
  path === 'pricingModel.amount' ? (rateLabel(li.pricingModel['@type']) ?? path) : (FIELD_LABEL_BY_PATH.get(path) ?? path);

const TYPE_OPTIONS = AD_TYPES.map((t) => ({ value: t.value, label: t.label }));

/**
 * The order line item popup (spec 1). Modal: focus moves in, stays in, and returns on close;
 * Escape does not close it (a half-typed line item is not thrown away by a stray key).
 */
export function LineItemDialog({ isOpen, initial, refused, onSave, onCancel }: {
  isOpen: boolean;
  initial?: OrderLineItemInput;
  /** What the gateway refused in this line item, by field path: shown at each field until it is changed. */
  refused?: Record<string, string>;
  onSave: (item: OrderLineItemInput) => void;
  onCancel: () => void;
}) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled onOpenChange={(open) => !open && onCancel()} className="modal-overlay">
      <Modal className="modal modal-wide">
        <Dialog className="popup-dialog" aria-labelledby="line-item-title">
          <LineItemBody initial={initial} refused={refused} onSave={onSave} onCancel={onCancel} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function LineItemBody({ initial, refused = {}, onSave, onCancel }: {
  initial?: OrderLineItemInput;
  refused?: Record<string, string>;
  onSave: (item: OrderLineItemInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<LineItemDraft>(() => (initial ? draftOf(initial) : emptyLineItem()));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [uploading, setUploading] = useState(false);
  const problems = lineItemProblems(draft);
  const shown = (field: string) => (attempted || touched.has(field) ? problems[field] : undefined) ?? (touched.has(field) ? undefined : refused[field]);
  const update = (field: string, next: LineItemDraft) => {
    setDraft(next);
    setTouched((t) => new Set(t).add(field));
  };

  const save = () => {
    setAttempted(true);
    if (Object.keys(problems).length > 0 || uploading) return;
    onSave(toLineItemInput(draft));
  };

  const type = draft.orderLineItemType;
  const model = draft.pricingModel;
  const modelType = model?.['@type'];
  const rate = modelType && rateLabel(modelType);
  // the model as it would be saved (its amounts parsed), whose counts are the draft's
  const priced = lineItemOf(draft).item.pricingModel;
  const hint = priced && countsWellFormed(priced) ? budgetHint(priced) : undefined;

  /** A count of the pricing model (engagements, days, kicks sold, overshoot) as its number field. */
  const countInput = (field: CountField, value: number, more: { isRequired?: boolean; description?: string } = {}) => (
    <NumberInput
      label={FIELD_LABELS[`pricingModel.${field}`]}
      inputMode="numeric"
      value={value}
      blank={0}
      onChange={(n) => update(`pricingModel.${field}`, changeCount(draft, field, n ?? 0))}
      error={shown(`pricingModel.${field}`)}
      {...more}
    />
  );

  return (
    <form
      noValidate
      className="line-item-form"
      onSubmit={(e) => {
        // A portal: React would bubble this submit up to the order form around the popup.
        e.preventDefault();
        e.stopPropagation();
        save();
      }}
    >
      <Heading slot="title" id="line-item-title" className="popup-title">
        {initial ? LINE_ITEM_TEXT.editTitle : LINE_ITEM_TEXT.addTitle}
      </Heading>
      <div className="form-grid">
        <SelectInput
          label={FIELD_LABELS.orderLineItemType}
          isRequired
          autoFocus
          value={type}
          options={TYPE_OPTIONS}
          onChange={(t) => update('orderLineItemType', changeType(draft, t))}
          error={shown('orderLineItemType')}
        />
        <SelectInput
          label={FIELD_LABELS.pricingModel}
          isRequired
          value={modelType ?? null}
          options={(type ? PRICING_MODELS_BY_TYPE[type] : []).map((m) => ({ value: m, label: pricingModelLabel(m) }))}
          onChange={(m) => update('pricingModel', changeModel(draft, m))}
          description={type ? undefined : 'Choose a type first'}
          error={shown('pricingModel')}
        />
        <TextInput
          label={FIELD_LABELS.description}
          isRequired
          multiline
          value={draft.description}
          onChange={(description) => update('description', { ...draft, description })}
          error={shown('description')}
        />
        {model && rate && (
          <TextInput
            label={rate}
            prefix="$"
            inputMode="decimal"
            value={draft.amountText}
            onChange={(amountText) => update('pricingModel.amount', { ...draft, amountText })}
            error={shown('pricingModel.amount')}
          />
        )}
        {model && 'engagements' in model && modelType && ENGAGEMENTS_SHOWN.includes(modelType) &&
          countInput('engagements', model.engagements, { isRequired: ENGAGEMENTS_REQUIRED.includes(modelType) })}
        {model?.['@type'] === 'CostPerDay' && countInput('days', model.days)}
        {model?.['@type'] === 'CostPerKick' && (
          <>
            {countInput('kicksSold', model.kicksSold)}
            {countInput('overShootAllowed', model.overShootAllowed, {
              description: countsWellFormed(model) ? `At least ${minimumOvershoot(model.kicksSold)} (3% of kicks sold, rounded up)` : 'At least 3% of kicks sold, rounded up',
            })}
            <TextInput label={FIELD_LABELS['pricingModel.kicks']} isReadOnly value={String(model.kicks)} onChange={() => {}} description="Kicks sold plus overshoot" error={shown('pricingModel.kicks')} />
            <TextInput
              label={FIELD_LABELS['pricingModel.revenueOverride']}
              prefix="$"
              inputMode="decimal"
              value={draft.revenueOverrideText}
              onChange={(revenueOverrideText) => update('pricingModel.revenueOverride', { ...draft, revenueOverrideText })}
              error={shown('pricingModel.revenueOverride')}
            />
          </>
        )}
        {hint !== undefined && (
          <p className="budget-hint" role="status">
            {LINE_ITEM_TEXT.budget(hint)}
          </p>
        )}
        {type && ESTIMATE_TYPES.includes(type) && (
          <>
            {(['estEngLow', 'estEngHigh', 'originalKickGoal'] as const).map((f) => (
              <TextInput
                key={f}
                label={FIELD_LABELS[f]}
                inputMode="numeric"
                description="0 or more"
                value={draft[f]}
                onChange={(t) => update(f, { ...draft, [f]: t })}
                error={shown(f)}
              />
            ))}
          </>
        )}
        <ImageUploadField
          label={LINE_ITEM_TEXT.imageLabel}
          value={draft.image}
          onChange={(image) => setDraft((d) => ({ ...d, image }))}
          expected={LINE_ITEM_IMAGE_SIZE}
          imageAlt="Order line item image"
          onUploadingChange={setUploading}
        />
        <ToggleSwitch isSelected={draft.selfFunded} onChange={(selfFunded) => setDraft({ ...draft, selfFunded })}>
          {FIELD_LABELS.selfFunded}
        </ToggleSwitch>
        {/* spec 1 §4: a day picked without a time starts at 9:00, or ends at the end of the day; Now is now + 1 minute. */}
        <DateTimePicker label={FIELD_LABELS.startDate} value={dateOf(draft.startDate)} onChange={(d) => update('startDate', { ...draft, startDate: d && formatUtc(d) })} description="Pacific time" />
        <DateTimePicker label={FIELD_LABELS.endDate} endOfDay value={dateOf(draft.endDate)} onChange={(d) => update('endDate', { ...draft, endDate: d && formatUtc(d) })} description="Pacific time" error={shown('endDate')} />
      </div>
      <div className="popup-actions">
        <Button type="submit" className="button button-primary">
          {LINE_ITEM_TEXT.save}
        </Button>
        <Button className="button" onPress={onCancel}>
          {LINE_ITEM_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}

/** A stored UTC timestamp as a Date, or null when unset. */
const dateOf = (utc: string | null) => (utc ? (parseUtc(utc) ?? null) : null);
