import { ChainsEditor } from '#app/features/chains/ChainsEditor';
import { AD_SET_TEXT } from './text';

/** The chain constraint's editor (ad sets and ads): a chain search and the chosen chains as removable tags. */
export function ChainPicker({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  return (
    <fieldset className="chain-picker">
      <legend>{AD_SET_TEXT.chains}</legend>
      <ChainsEditor label={AD_SET_TEXT.chains} searchLabel={AD_SET_TEXT.chainSearch} description={AD_SET_TEXT.chainsHint} value={value} onChange={onChange} />
    </fieldset>
  );
}
