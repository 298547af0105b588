import { useQuery } from '@tanstack/react-query';
import { memo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import {
  BARCODE_MATCH_TYPES, canAddBarcodes, isNumberBarcode, parseBarcodeEntries, SELECTABLE_MATCH_TYPES, shownBarcodes, type BarcodeEntry, type BarcodeMatchType,
} from '#domain/topic';
import { isOneOf } from '#domain/lists';
import { upcInfoQuery } from '#app/api/topic';
import { SelectField } from '#app/ui/SelectField';
import { TOPIC_TEXT } from './text';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';
import { useFocusAtRemovedRow } from '#app/ui/focus-after-removal';

const MATCH_OPTIONS = BARCODE_MATCH_TYPES.map((t) => ({ id: t, label: t }));
const NOT_SELECTABLE = BARCODE_MATCH_TYPES.filter((t) => !SELECTABLE_MATCH_TYPES.includes(t));

/** Product names of barcodes by the UPC info call (only barcodes that are numbers can be UPCs). */
export function useProductNames(barcodes: readonly BarcodeEntry[]) {
  const upcs = barcodes.map((b) => b.barcode).filter(isNumberBarcode);
  const names = useQuery(upcInfoQuery(upcs));
  return (barcode: string) => names.data?.get(barcode) ?? TOPIC_TEXT.unknownProduct;
}

/**
 * The barcodes field (spec 3 §4): comma-separated entries added with a match type ('*' is ANY,
 * which the dropdown shows but does not offer), duplicates ignored with the spec's notice; the
 * first 5 barcodes below with their product names, and 'View all barcodes' for the rest.
 */
export const BarcodeEditor = memo(function BarcodeEditor({ barcodes, onChange, errorMessage, onViewAll }: {
  barcodes: readonly BarcodeEntry[];
  onChange: (barcodes: BarcodeEntry[]) => void;
  errorMessage?: string;
  onViewAll: () => void;
}) {
  const [text, setText] = useState('');
  const [matchType, setMatchType] = useState<BarcodeMatchType>('CONTAINS');
  const [notices, setNotices] = useState<string[]>([]);
  const sectionRef = useRef<HTMLElement>(null);
  const entryRef = useRef<HTMLInputElement>(null);
  // With the last barcode removed, focus goes to the entry field.
  const removing = useFocusAtRemovedRow(barcodes, () => sectionRef.current?.querySelectorAll<HTMLElement>('.barcode-table .remove-barcode') ?? [], () => entryRef.current);
  const add = () => {
    if (!canAddBarcodes(text)) return;
    const r = parseBarcodeEntries(text, matchType, barcodes);
    onChange([...barcodes, ...r.added]);
    setNotices([r.message, r.invalid.length ? `${TOPIC_TEXT.notBarcodes} ${r.invalid.join(', ')}` : undefined].filter((n): n is string => Boolean(n)));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    // Enter adds what was typed instead of submitting the form.
    e.preventDefault();
    add();
  };
  const { shown } = shownBarcodes(barcodes);
  return (
    <section ref={sectionRef} className="barcode-editor" aria-labelledby="barcodes-title">
      <h2 id="barcodes-title">{TOPIC_TEXT.barcodes}</h2>
      <div className="barcode-entry">
        <TextField className="field" value={text} onChange={setText} onKeyDown={onKeyDown} isInvalid={Boolean(errorMessage)}>
          <Label>{TOPIC_TEXT.barcodeEntry}</Label>
          <Input ref={entryRef} />
          <Text slot="description" className="field-description">{TOPIC_TEXT.barcodeEntryHint}</Text>
          <FieldError className="field-error">{errorMessage}</FieldError>
        </TextField>
        <SelectField
          label={TOPIC_TEXT.matchType}
          options={MATCH_OPTIONS}
          disabledKeys={NOT_SELECTABLE}
          value={matchType}
          onChange={(t) => isOneOf(BARCODE_MATCH_TYPES, t) && setMatchType(t)}
        />
        {/* Adding empties the field, which disables Add: focus goes back to the field, to type the next ones. */}
        <Button
          className="button"
          isDisabled={!canAddBarcodes(text)}
          onPress={() => {
            add();
            entryRef.current?.focus();
          }}
        >
          {TOPIC_TEXT.addBarcodes}
        </Button>
      </div>
      <div role="status" className="barcode-notices">
        {notices.map((n) => (
          <p key={n}>{n}</p>
        ))}
      </div>
      {shown.length > 0 && (
        <BarcodeTable
          barcodes={shown}
          all={barcodes}
          onChange={onChange}
          onRemove={(index) => {
            removing(index);
          }}
          caption={TOPIC_TEXT.barcodes}
        />
      )}
      {/* Nothing to view on a product without barcodes: no 'View all barcodes (0)'. */}
      {barcodes.length > 0 && (
        <Button className="button view-all-barcodes" onPress={onViewAll}>
          {TOPIC_TEXT.viewAllBarcodes(barcodes.length)}
        </Button>
      )}
    </section>
  );
});

/** Rows of barcodes with their product name, match type, an Enabled switch and Remove. */
export function BarcodeTable({ barcodes, all, onChange, onRemove, caption }: {
  barcodes: readonly BarcodeEntry[];
  /** the whole list the rows belong to, which changes replace */
  all: readonly BarcodeEntry[];
  onChange: (barcodes: BarcodeEntry[]) => void;
  /** told the shown row's index before a Remove takes it away (to place focus after) */
  onRemove?: (index: number) => void;
  caption: string;
}) {
  const productName = useProductNames(barcodes);
  const update = (barcode: string, patch: Partial<BarcodeEntry> | null) =>
    onChange(all.flatMap((b) => (b.barcode !== barcode ? [b] : patch === null ? [] : [{ ...b, ...patch }])));
  return (
    <table className="barcode-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{TOPIC_TEXT.barcode}</th>
          <th scope="col">{TOPIC_TEXT.productName}</th>
          <th scope="col">{TOPIC_TEXT.matchType}</th>
          <th scope="col">{TOPIC_TEXT.enabled}</th>
          <th scope="col"><span className="visually-hidden">{TOPIC_TEXT.remove}</span></th>
        </tr>
      </thead>
      <tbody>
        {barcodes.map((b, index) => (
          <tr key={b.barcode}>
            <th scope="row">{b.barcode}</th>
            <td>{productName(b.barcode)}</td>
            <td>{b.matchType}</td>
            <td>
              <ToggleSwitch isSelected={b.enabled} onChange={(enabled) => update(b.barcode, { enabled })} aria-label={TOPIC_TEXT.barcodeEnabled(b.barcode)}>
              </ToggleSwitch>
            </td>
            <td>
              <Button
                className="button remove-barcode"
                aria-label={TOPIC_TEXT.removeBarcode(b.barcode)}
                onPress={() => {
                  onRemove?.(index);
                  update(b.barcode, null);
                }}
              >
                {TOPIC_TEXT.remove}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
