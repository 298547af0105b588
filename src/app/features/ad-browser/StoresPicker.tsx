import { useInfiniteQuery, type QueryFunctionContext } from '@tanstack/react-query';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { Button, ListBox, ListBoxItem, Text } from 'react-aria-components';
import { chainPickerSource, listChainLocations, type ChainLocation } from '#app/api/chain';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { SearchBox, type PickerItem } from '#app/ui/SearchPicker';
import { AD_BROWSER_TEXT } from './text';
import { CHAIN_PICKER_TEXT } from '#app/kit/chains/text';

/** Stores read per page of the chain's locations call. */
const STORES_PAGE = 50;

const storeText = (s: ChainLocation) => [s.name, [s.address, s.city, s.state].filter(Boolean).join(', ')].filter(Boolean).join(' — ') || s.id;

/**
 * Location ids picked from a chain's stores (the chain locations call,
 * GET /adminBackend/legacy/v1/location/chains/{id}/locations): ticking a store adds its id to the
 * Location Ids field, unticking removes it; ids typed by hand stay as they are.
 */
export function StoresPicker({ ids, onChange }: { ids: readonly string[]; onChange: (ids: string[]) => void }) {
  const [chain, setChain] = useState<PickerItem | undefined>();
  return (
    <div className="field stores-picker">
      <SearchBox
        label={AD_BROWSER_TEXT.stores}
        source={chainPickerSource}
        placeholder={CHAIN_PICKER_TEXT.pickerPlaceholder}
        description={AD_BROWSER_TEXT.storesHint}
        onPick={setChain}
        selectedId={chain?.id ?? null}
        selectedName={chain?.label}
      />
      {chain && <ChainStores chain={chain} ids={ids} onChange={onChange} />}
    </div>
  );
}

function ChainStores({ chain, ids, onChange }: { chain: PickerItem; ids: readonly string[]; onChange: (ids: string[]) => void }) {
  const stores = useInfiniteQuery({
    queryKey: ['chains', 'locations', chain.id, 'pages'],
    // a page's cursor; none for the first page
    queryFn: ({ pageParam, signal }: QueryFunctionContext<string[], string | undefined>) => listChainLocations(chain.id, { cursor: pageParam, limit: STORES_PAGE }, signal),
    initialPageParam: undefined,
    getNextPageParam: (page) => page.pagination.next ?? undefined,
    staleTime: 60_000,
  });
  const listed = stores.data?.pages.flatMap((p) => p.objects) ?? [];
  const label = AD_BROWSER_TEXT.storesOf(chain.label);
  if (stores.isPending) return <LoadingIndicator label={AD_BROWSER_TEXT.loading} />;
  if (stores.isError) return <InlineBanner type="error" title={AD_BROWSER_TEXT.storesFailed} />;
  const onSelectionChange = (keys: Selection) => {
    const chosen = keys === 'all' ? new Set(listed.map((s) => s.id)) : new Set([...keys].map(String));
    const listedIds = new Set(listed.map((s) => s.id));
    // Ids not listed here (typed, or of another chain) stay where they are; listed ones follow the ticks.
    const kept = ids.filter((id) => !listedIds.has(id) || chosen.has(id));
    const added = listed.map((s) => s.id).filter((id) => chosen.has(id) && !kept.includes(id));
    onChange([...kept, ...added]);
  };
  return (
    <div className="stores-list">
      <ListBox
        aria-label={label}
        className="select-listbox stores-listbox"
        selectionMode="multiple"
        items={listed}
        selectedKeys={new Set(ids.filter((id) => listed.some((s) => s.id === id)))}
        onSelectionChange={onSelectionChange}
        renderEmptyState={() => <div className="select-empty">{AD_BROWSER_TEXT.noStores}</div>}
      >
        {(s: ChainLocation) => (
          <ListBoxItem id={s.id} textValue={storeText(s)} className="select-option">
            {storeText(s)} <Text slot="description" className="field-description">{s.id}</Text>
          </ListBoxItem>
        )}
      </ListBox>
      {stores.hasNextPage && (
        <Button className="button" isDisabled={stores.isFetchingNextPage} onPress={() => void stores.fetchNextPage()}>
          {AD_BROWSER_TEXT.moreStores}
        </Button>
      )}
    </div>
  );
}
