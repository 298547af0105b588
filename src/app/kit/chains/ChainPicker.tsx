import { ChainsEditor } from './ChainsEditor';
import { CHAIN_PICKER_TEXT } from './text';

/** The chain constraint's editor (ad sets and ads): a chain search and the chosen chains as removable tags. */
export function ChainPicker({ value, onChange }: { value: readonly string[]; onChange: (ids: string[]) => void }) {
  return (
    <fieldset className="chain-picker">
      <legend>{CHAIN_PICKER_TEXT.chains}</legend>
      <ChainsEditor label={CHAIN_PICKER_TEXT.chains} searchLabel={CHAIN_PICKER_TEXT.chainSearch} description={CHAIN_PICKER_TEXT.chainsHint} value={value} onChange={onChange} />
    </fieldset>
  );
}
