import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components';
import { chainPickerSource, chainQuery } from '#app/api/chain';
import { SearchSelectPicker } from '#app/ui/SearchPicker';
import { TOPIC_TEXT } from './text';

/**
 * The retailer category's chain: a search picker finding any chain by name on the gateway; the
 * chosen chain shows its name (read by id), and Clear chain removes it.
 */
export function ChainComboBox({ value, onChange, errorMessage }: { value: string | null; onChange: (chainId: string | null) => void; errorMessage?: string }) {
  const chosen = useQuery({ ...chainQuery(value ?? ''), enabled: Boolean(value), staleTime: 60_000 });
  return (
    <div className="field chain-combo">
      <SearchSelectPicker
        label={TOPIC_TEXT.chainSearch}
        source={chainPickerSource}
        value={value}
        onChange={onChange}
        nameOf={() => chosen.data?.chain.name}
        description={TOPIC_TEXT.chainHint}
        errorMessage={errorMessage}
      />
      {value && (
        <Button className="button" onPress={() => onChange(null)}>
          {TOPIC_TEXT.clearChain}
        </Button>
      )}
    </div>
  );
}
