import { useMemo, useRef, type ReactNode } from 'react';
import { ENTITIES } from '#domain/entities';
import { Button, Tag, TagGroup, TagList, type Selection } from 'react-aria-components';
import { activeFilterCount, type AdBrowserFilters } from '#domain/ad-browser';
import { adBrowserQuery, type BrowserAd } from '#app/api/ad-browser';
import { namesLine, useChainNames } from '#app/kit/chains/chain-names';
import { AD_BULK } from '#app/kit/bulk/kinds';
import { ListScreen } from '#app/kit/crud/list/ListScreen';
import { useListState, useSetListSearch } from '#app/kit/crud/list/list-url';
import { AdPreviewPane } from './AdPreviewPane';
import { adColumns, type AdLinks } from './columns';
import { FiltersDialog } from './FiltersDialog';
import { useOpenAd } from './open-ad';
import { AD_SORTABLE, adSearchParams, filtersOf, filtersSearch, type AdBrowserSearch } from './search';
import { AD_BROWSER_TEXT } from './text';
import './ad-browser.css';

/** Ids a filter tag names; past this many the rest are counted. */
const LISTED_IDS = 5;

const TEXT = {
  title: AD_BROWSER_TEXT.title,
  search: AD_BROWSER_TEXT.search,
  preview: AD_BROWSER_TEXT.preview,
  empty: AD_BROWSER_TEXT.empty,
  emptyHint: AD_BROWSER_TEXT.emptyHint,
  loading: AD_BROWSER_TEXT.loading,
  failed: () => AD_BROWSER_TEXT.failed,
  failedHint: AD_BROWSER_TEXT.failedHint,
};

/** Each search shows its loading on the page, over the rows it replaces. */
const LOADING = { during: 'fetching' } as const;

/**
 * spec 3 'Ad browser: /adBrowser': every ad across campaigns, searched by name or description and
 * filtered by chains or locations (and ids) on the gateway, sorted and paged there; the selected
 * ad previewed beside the list; Enter (or a name) opens it.
 */
export function AdBrowser() {
  const search = useListState<AdBrowserSearch>('/adBrowser');
  const set = useSetListSearch<AdBrowserSearch>('/adBrowser');
  const open = useOpenAd();
  // The columns are made once; their links read the latest handler.
  const links = useRef<AdLinks>({ open });
  links.current = { open };
  const columns = useMemo(() => adColumns(links), []);
  const filters = filtersOf(search);
  const applyFilters = (f: AdBrowserFilters, replace = false) => set({ ...filtersSearch(f), cursor: undefined, selected: undefined, dialog: undefined }, replace);
  // Opening the popup adds a history entry; leaving it (Apply, Cancel, Escape) replaces that entry,
  // so Back goes to the list as it was before the popup rather than opening it again.
  const closeFilters = () => set({ dialog: undefined }, true);
  const count = activeFilterCount(filters);
  const controls = (searchField: ReactNode) => (
    <>
      <div className="ad-browser-controls">
        {searchField}
        <Button className="button ad-filters-button" aria-label={AD_BROWSER_TEXT.filtersActive(count)} onPress={() => set({ dialog: 'filters' })}>
          {AD_BROWSER_TEXT.filters}
          {/* a space between word and badge: shown and named 'Filters 2', not 'Filters2' (WCAG 2.5.3) */}
          {count > 0 && <> <span className="filter-badge" aria-hidden="true">{count}</span></>}
        </Button>
      </div>
      <ActiveFilters filters={filters} onChange={applyFilters} />
    </>
  );
  return (
    <ListScreen<BrowserAd, AdBrowserSearch>
      live={ENTITIES.ad}
      bulk={AD_BULK}
      from="/adBrowser"
      id="ad-browser"
      query={(s) => adBrowserQuery(adSearchParams(s))}
      text={TEXT}
      views="adBrowser"
      useColumns={() => columns}
      sortable={AD_SORTABLE}
      defaultSort="name"
      onOpen={(ad) => void open(ad.id)}
      preview={(ad) => <AdPreviewPane ad={ad} />}
      loading={LOADING}
      controls={controls}
    >
      {search.dialog === 'filters' && <FiltersDialog isOpen filters={filters} onApply={(f) => applyFilters(f, true)} onClose={closeFilters} />}
    </ListScreen>
  );
}

/** The filters in force, each a tag that Delete or Backspace removes (the search runs again). */
function ActiveFilters({ filters, onChange }: { filters: AdBrowserFilters; onChange: (f: AdBrowserFilters) => void }) {
  const chainNames = useChainNames(filters.chainIds.slice(0, LISTED_IDS));
  const line = (ids: readonly string[]) => namesLine(ids, LISTED_IDS);
  const every: { id: keyof AdBrowserFilters; label: string }[] = [
    { id: 'chainIds', label: `${AD_BROWSER_TEXT.chains}: ${line([...chainNames, ...filters.chainIds.slice(LISTED_IDS)])}` },
    { id: 'locationIds', label: `${AD_BROWSER_TEXT.locationIds}: ${line(filters.locationIds)}` },
    { id: 'adIds', label: `${AD_BROWSER_TEXT.adIds}: ${line(filters.adIds)}` },
    { id: 'startDate', label: `${AD_BROWSER_TEXT.startDate}: ${filters.startDate}` },
    { id: 'endDate', label: `${AD_BROWSER_TEXT.endDate}: ${filters.endDate}` },
  ];
  const tags = every.filter((t) => (filters[t.id]?.length ?? 0) > 0);
  if (tags.length === 0) return null;
  const remove = (keys: Selection) => {
    const gone = keys === 'all' ? new Set(tags.map((t) => t.id)) : new Set([...keys].map(String));
    onChange({ ...filters, ...Object.fromEntries([...gone].map((k) => [k, k === 'startDate' || k === 'endDate' ? undefined : []])) });
  };
  return (
    <TagGroup aria-label={AD_BROWSER_TEXT.activeFilters} className="tag-group" onRemove={remove}>
      <TagList className="tag-list">
        {tags.map((t) => (
          <Tag key={t.id} id={t.id} textValue={t.label} className="tag">
            {t.label}
            <Button slot="remove" className="tag-remove" aria-label={`Remove ${t.label}`}>×</Button>
          </Tag>
        ))}
      </TagList>
    </TagGroup>
  );
}
