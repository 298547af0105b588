import { useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { newOffer, parseOfferPrice, PRODUCT_ITEM_MESSAGES } from '#domain/ad/product-item';
import { dateRangeOf, type Constraint } from '#domain/constraint';
import { formatMoney } from '#domain/money';
import { TextInput } from '#app/ui/form-fields';
import { formatDate } from '#app/ui/format';
import { PacificDateEditor } from '#app/ui/PacificDateEditor';
import { useFocusAfterRemoval } from '#app/ui/focus-after-removal';
import { fieldNamed, useRowRemoval } from '#app/features/ads/focus-after';
import { useAdForm } from '#app/kit/ads/form-context';

export const OFFER_TEXT = {
  legend: 'Offers',
  none: 'No offers yet.',
  offer: (n: number, price: string, start: string, end: string) => `Offer ${n}: $${price}, ${start} to ${end}`,
  price: 'Offer price',
  priceHint: 'Digits and dots only, in dollars (1.99).',
  start: 'Offer start',
  end: 'Offer end',
  add: 'Add offer',
  addHint: 'Add offer needs the offer price, its start and its end.',
  remove: (n: number) => `Remove offer ${n}`,
} as const;

interface Offer {
  amount: number;
  precision?: number;
  offerValidityConstraints?: Constraint[];
}

/** The new offer's entry as typed: its price text and the dates it runs. */
interface OfferEntry {
  price: string;
  start: string | null;
  end: string | null;
}
const EMPTY: OfferEntry = { price: '', start: null, end: null };

/**
 * spec 2 'Lookbook form' retail or M-Comm product items: the card's offers, each a price and the
 * dates it runs (spec 2 §5: 'Offer price: digits and dots only; the add button needs price, start
 * and end'). The new offer is typed below the list and joins it with 'Add offer'.
 */
export function ProductItemOffers() {
  const form = useAdForm();
  const offers = (form.valueAt('format.offers') ?? []) as Offer[];
  const write = (next: Offer[]) => form.setAt('format.offers', next);
  const [entry, setEntry] = useState(EMPTY);
  // the date editors start afresh after an add: a null value alone would not clear what they show
  const [added, setAdded] = useState(0);
  const offer = newOffer(entry);
  const priceRefused = entry.price !== '' && !parseOfferPrice(entry.price);
  const ref = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useFocusAfterRemoval();
  const add = () => {
    if (!offer) return;
    write([...offers, offer]);
    setEntry(EMPTY);
    setAdded((n) => n + 1);
    // 'Add offer' disables with the entry cleared: focus goes back to the price, for the next offer
    focusAfter(() => fieldNamed(ref.current, OFFER_TEXT.price));
  };
  const remove = useRowRemoval(ref, offers, write, OFFER_TEXT.remove, () => fieldNamed(ref.current, OFFER_TEXT.price));
  const error = form.errorOf('format.offers');
  return (
    <fieldset className="format-block" ref={ref}>
      <legend>{OFFER_TEXT.legend}</legend>
      {offers.length === 0 && <p className="field-description">{OFFER_TEXT.none}</p>}
      {offers.map((o, i) => {
        const range = dateRangeOf(o.offerValidityConstraints ?? []);
        const problem = form.errorOf(`format.offers.${i}.amount`) ?? form.errorOf(`format.offers.${i}.offerValidityConstraints`);
        return (
          <div className="form-grid format-row" key={i}>
            <p>{OFFER_TEXT.offer(i + 1, formatMoney(o.amount, o.precision ?? 2), formatDate(range?.startTimestamp) || '—', formatDate(range?.endTimestamp) || '—')}</p>
            {problem && <p className="field-error">{problem}</p>}
            <Button className="button" onPress={() => remove(i)}>
              {OFFER_TEXT.remove(i + 1)}
            </Button>
          </div>
        );
      })}
      {error && <p className="field-error">{error}</p>}
      <div className="form-grid">
        <TextInput
          label={OFFER_TEXT.price}
          value={entry.price}
          onChange={(price) => setEntry((e) => ({ ...e, price }))}
          prefix="$"
          inputMode="decimal"
          description={OFFER_TEXT.priceHint}
          error={priceRefused ? PRODUCT_ITEM_MESSAGES.offerPrice : undefined}
        />
      </div>
      <PacificDateEditor key={`start-${added}`} label={OFFER_TEXT.start} kind="start" value={entry.start} onChange={(start) => setEntry((e) => ({ ...e, start }))} />
      <PacificDateEditor key={`end-${added}`} label={OFFER_TEXT.end} kind="end" value={entry.end} onChange={(end) => setEntry((e) => ({ ...e, end }))} />
      <p className="field-description">{OFFER_TEXT.addHint}</p>
      <Button className="button" isDisabled={!offer} onPress={add}>
        {OFFER_TEXT.add}
      </Button>
    </fieldset>
  );
}
