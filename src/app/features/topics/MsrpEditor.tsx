import { memo, useId, useRef } from 'react';
import { useFocusAtRemovedRow } from '#app/ui/focus-after-removal';
import { msrpCents } from '#domain/topic';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { MsrpDraft } from './product-draft';
import { TOPIC_TEXT } from './text';

/** The product's MSRPs, one row per country (two-letter code) with its price in dollars. */
export const MsrpEditor = memo(function MsrpEditor({ msrps, onChange, errorMessage }: { msrps: readonly MsrpDraft[]; onChange: (msrps: MsrpDraft[]) => void; errorMessage?: string }) {
  const update = (i: number, patch: Partial<MsrpDraft>) => onChange(msrps.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  // A removed row's Remove button goes with it: focus moves to the Remove button now at its place
  // (the next row's, else the one before), or to Add MSRP when no row is left.
  const box = useRef<HTMLFieldSetElement>(null);
  // The list's one message describes every field of it; a price that is no amount is marked invalid.
  const errorId = useId();
  const describedBy = errorMessage ? errorId : undefined;
  const removing = useFocusAtRemovedRow(msrps, () => box.current?.querySelectorAll<HTMLElement>('.msrp-remove') ?? [], () => box.current?.querySelector<HTMLElement>('.msrp-add'));
  const remove = (i: number) => {
    removing(i);
    onChange(msrps.filter((_, j) => j !== i));
  };
  return (
    <fieldset className="msrp-editor" ref={box}>
      <legend>{TOPIC_TEXT.msrps}</legend>
      {msrps.length === 0 && <p className="field-description">{TOPIC_TEXT.noMsrps}</p>}
      {msrps.map((m, i) => (
        <div className="msrp-row" key={i}>
          <TextField className="field msrp-country" value={m.country} onChange={(country) => update(i, { country: country.toUpperCase() })} maxLength={2} aria-describedby={describedBy}>
            <Label>{TOPIC_TEXT.country}</Label>
            <Input />
          </TextField>
          <TextField className="field" value={m.price} onChange={(price) => update(i, { price })} inputMode="decimal" aria-describedby={describedBy} isInvalid={Boolean(errorMessage) && msrpCents(m.price) === undefined}>
            <Label>{TOPIC_TEXT.msrp}</Label>
            <Input />
          </TextField>
          <Button className="button msrp-remove" aria-label={TOPIC_TEXT.removeMsrp(m.country)} onPress={() => remove(i)}>
            {TOPIC_TEXT.remove}
          </Button>
        </div>
      ))}
      {errorMessage && <p className="field-error" role="alert" id={errorId}>{errorMessage}</p>}
      <Button className="button msrp-add" onPress={() => onChange([...msrps, { country: msrps.some((x) => x.country === 'US') ? '' : 'US', price: '' }])}>
        {TOPIC_TEXT.addMsrp}
      </Button>
    </fieldset>
  );
});
