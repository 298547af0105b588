import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MAX_TRANSACTION_AMOUNT } from '#domain/ad/format';
import { LOYALTY_PROGRAM_VALUES, LOYALTY_PROGRAMS, type LoyaltyProgram } from '#domain/catalogs/loyalty-programs';
import { isOneOf } from '#domain/lists';
import { chainQuery } from '#app/api/chain';
import { MultiSelectField } from '#app/ui/MultiSelectField';
import { AdNumber } from '#app/features/ads/AdFields';
import { useAdForm } from '#app/kit/ads/form-context';
import { setAt } from '#app/features/ads/path';
import { BonusAwards } from './BonusAwards';
import { FORMAT_TEXT } from './format-text';

export const LINKED_CARD_TEXT = {
  loyaltyPrograms: 'Loyalty programs',
  /** spec 2 §5, verbatim */
  loyaltyProgramsTooltip: 'Select a Chain with at least Mastercard or Visa as Loyalty Program',
} as const;

const offered = (programs: readonly string[] | undefined) => (programs ?? []).filter((p): p is LoyaltyProgram => isOneOf(LOYALTY_PROGRAM_VALUES, p));

/**
 * spec 2 §4 for a new linked card: the chain's loyalty programs are copied in once the (single)
 * chain is chosen, and the end date is held equal to the start date.
 */
function useNewLinkedCardRules() {
  const form = useAdForm();
  const { draft } = form;
  const creating = !form.scope.stored;
  const chainId = creating && draft.chainIds.length === 1 ? draft.chainIds[0] : undefined;
  const chain = useQuery({ ...chainQuery(chainId ?? ''), enabled: Boolean(chainId) });
  const copiedFrom = useRef<string>(undefined);
  const { update } = form;
  useEffect(() => {
    if (!chainId || !chain.data || copiedFrom.current === chainId) return;
    copiedFrom.current = chainId;
    const programs = offered(chain.data.chain.loyalty_program_ids);
    update((d) => ({ ...d, ad: setAt(d.ad, 'format.loyaltyProgramTypes', programs) }), 'format.loyaltyProgramTypes');
  }, [chainId, chain.data, update]);
  useEffect(() => {
    if (creating && draft.endDate !== draft.startDate) update((d) => ({ ...d, endDate: d.startDate }), 'endDate');
  }, [creating, draft.startDate, draft.endDate, update]);
}

/** spec 2 §3 'Linked card': loyalty programs (Mastercard, Visa), bonus awards, the cap per transaction. */
export function LinkedCardFields() {
  const form = useAdForm();
  const { format } = form.draft.ad;
  useNewLinkedCardRules();
  return (
    <>
      <div className="form-grid">
        <MultiSelectField
          label={LINKED_CARD_TEXT.loyaltyPrograms}
          options={LOYALTY_PROGRAMS.map((p) => ({ id: p.value, label: p.label }))}
          value={offered('loyaltyProgramTypes' in format ? format.loyaltyProgramTypes : undefined)}
          onChange={(ids) => form.setAt('format.loyaltyProgramTypes', ids)}
          description={LINKED_CARD_TEXT.loyaltyProgramsTooltip}
          errorMessage={form.errorOf('format.loyaltyProgramTypes')}
          isRequired
        />
        <AdNumber
          path="format.maxTransactionAmountToAward"
          label={FORMAT_TEXT.maxTransactionAmount}
          description={FORMAT_TEXT.maxTransactionDefault(MAX_TRANSACTION_AMOUNT.LinkedCardFormat)}
        />
      </div>
      <BonusAwards />
    </>
  );
}

/** Kicks for retailer receipt: the linked card's bonus awards and cap per transaction. */
export function K4RRFields() {
  return (
    <>
      <div className="form-grid">
        <AdNumber path="format.maxTransactionAmountToAward" label={FORMAT_TEXT.maxTransactionAmount} />
      </div>
      <BonusAwards />
    </>
  );
}
