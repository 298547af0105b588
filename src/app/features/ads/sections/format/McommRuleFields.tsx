import { MAX_TRANSACTION_AMOUNT } from '#domain/ad/format';
import { AdNumber } from '#app/features/ads/AdFields';
import { FORMAT_TEXT } from './format-text';

/** spec 2 §3 'McommRuleFormat' (Retailer Category Award): the cap per transaction, 400000 unless changed. */
export function McommRuleFields() {
  return (
    <div className="form-grid">
      <AdNumber
        path="format.maxTransactionAmountToAward"
        label={FORMAT_TEXT.maxTransactionAmount}
        description={FORMAT_TEXT.maxTransactionDefault(MAX_TRANSACTION_AMOUNT.McommRuleFormat)}
      />
    </div>
  );
}
