import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useRef } from 'react';
import { Button, Tag, TagGroup, TagList, type Selection } from 'react-aria-components';
import { activeFilterCount, type AdBrowserFilters } from '#domain/ad-browser';
import { adBrowserQuery, type BrowserAd } from '#app/api/ad-browser';
import type { Pagination } from '#app/api/client';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { ViewsMenu } from '#app/kit/views/ViewsMenu';
import { ListSearchField } from '#app/ui/list-screen/ListSearchField';
import { Pager, pageWindow } from '#app/ui/list-screen/Pager';
import { resultsLine } from '#app/ui/list-screen/ResultsLine';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { AdPreviewPane } from './AdPreviewPane';
import { namesLine, useChainNames } from '#app/kit/chains/chain-names';
import { adColumns, type AdLinks } from './columns';
import { FiltersDialog } from './FiltersDialog';
import { useOpenAd } from './open-ad';
import { AD_SORTABLE, adSearchParams, filtersOf, filtersSearch, type AdBrowserSearch } from './search';
import { AD_BROWSER_TEXT } from './text';
import './ad-browser.css';
import { useListFailure } from '#app/ui/list-screen/list-failure';
import { ListFailure } from '#app/ui/list-screen/ListFailure';

/** Ids a filter tag names; past this many the rest are counted. */
const LISTED_IDS = 5;

type SetSearch = (patch: Partial<AdBrowserSearch>, replace?: boolean) => void;

/**
 * spec 3 'Ad browser: /adBrowser': every ad across campaigns, searched by name or description and
 * filtered by chains or locations (and ids) on the gateway, sorted and paged there; the selected
 * ad previewed beside the list; Enter (or a name) opens it.
 */
export function AdBrowser() {
  const search = useSearch({ from: '/adBrowser' });
  const navigate = useNavigate({ from: '/adBrowser' });
  const set: SetSearch = (patch, replace = false) =>
    void navigate({ search: (s: AdBrowserSearch) => ({ ...s, ...patch }), replace, resetScroll: false });
  const filters = filtersOf(search);
  const applyFilters = (f: AdBrowserFilters, replace = false) => set({ ...filtersSearch(f), cursor: undefined, selected: undefined, dialog: undefined }, replace);
  // Opening the popup adds a history entry; leaving it (Apply, Cancel, Escape) replaces that entry,
  // so Back goes to the list as it was before the popup rather than opening it again.
  const closeFilters = () => set({ dialog: undefined }, true);
  const count = activeFilterCount(filters);
  return (
    <div className="list-screen">
      <ListHeader title={AD_BROWSER_TEXT.title}>
        <ViewsMenu screen="adBrowser" />
      </ListHeader>
      <div className="ad-browser-controls">
        <ListSearchField label={AD_BROWSER_TEXT.search} value={search.q} onCommit={(q, replace) => set({ q, cursor: undefined, selected: undefined }, replace)} />
        <Button className="button ad-filters-button" aria-label={AD_BROWSER_TEXT.filtersActive(count)} onPress={() => set({ dialog: 'filters' })}>
          {AD_BROWSER_TEXT.filters}
          {/* a space between word and badge: shown and named 'Filters 2', not 'Filters2' (WCAG 2.5.3) */}
          {count > 0 && <> <span className="filter-badge" aria-hidden="true">{count}</span></>}
        </Button>
      </div>
      <ActiveFilters filters={filters} onChange={applyFilters} />
      <AdResults search={search} set={set} />
      {search.dialog === 'filters' && (
        <FiltersDialog isOpen filters={filters} onApply={(f) => applyFilters(f, true)} onClose={closeFilters} />
      )}
    </div>
  );
}

/** The filters in force, each a tag that Delete or Backspace removes (the search runs again). */
function ActiveFilters({ filters, onChange }: { filters: AdBrowserFilters; onChange: (f: AdBrowserFilters) => void }) {
  const chainNames = useChainNames(filters.chainIds.slice(0, LISTED_IDS));
  const line = (ids: readonly string[]) => namesLine(ids, LISTED_IDS);
  const tags = [
    { id: 'chainIds', label: `${AD_BROWSER_TEXT.chains}: ${line([...chainNames, ...filters.chainIds.slice(LISTED_IDS)])}` },
    { id: 'locationIds', label: `${AD_BROWSER_TEXT.locationIds}: ${line(filters.locationIds)}` },
    { id: 'adIds', label: `${AD_BROWSER_TEXT.adIds}: ${line(filters.adIds)}` },
    { id: 'startDate', label: `${AD_BROWSER_TEXT.startDate}: ${filters.startDate}` },
    { id: 'endDate', label: `${AD_BROWSER_TEXT.endDate}: ${filters.endDate}` },
  ].filter((t) => (filters[t.id as keyof AdBrowserFilters]?.length ?? 0) > 0);
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

/** 'N results found', or where the gateway stopped counting, 'More than N results found'. */
function countLine(pagination: Pagination, term: string) {
  const capped = Boolean(pagination.customParams?.objectCountCapped);
  return capped ? `More than ${resultsLine(pagination.objectCount - 1, term)}` : resultsLine(pagination.objectCount, term);
}

function AdResults({ search, set }: { search: AdBrowserSearch; set: SetSearch }) {
  const list = useQuery(adBrowserQuery(adSearchParams(search)));
  const staleCursor = useListFailure(list.error, { cursor: search.cursor, dropCursor: () => set({ cursor: undefined }, true) });
  const open = useOpenAd();
  // The columns are made once; their links read the latest handler.
  const links = useRef<AdLinks>({ open });
  links.current = { open };
  const columns = useMemo(() => adColumns(links), []);
  const page = list.data;
  const rows = page?.objects ?? [];
  const selected = rows.find((ad) => ad.id === search.selected);
  if (list.isError && !page && !staleCursor) return <ListFailure title={AD_BROWSER_TEXT.failed} onRetry={() => list.refetch()}>{AD_BROWSER_TEXT.failedHint}</ListFailure>;
  return (
    <>
      {list.isFetching && <LoadingIndicator label={AD_BROWSER_TEXT.loading} />}
      {page && (
        <p className="results-line" role="status">
          {countLine(page.pagination, search.q)}
        </p>
      )}
      {page && rows.length === 0 ? (
        <InlineBanner type="info" title={AD_BROWSER_TEXT.empty}>{AD_BROWSER_TEXT.emptyHint}</InlineBanner>
      ) : (
        <SplitPane
          id="ad-browser"
          paneLabel={AD_BROWSER_TEXT.preview}
          list={
            <DataTable<BrowserAd>
              label={AD_BROWSER_TEXT.title}
              rows={rows}
              columns={columns}
              getRowId={(ad) => ad.id}
              {...pageWindow(page?.pagination)}
              sort={search.sort ?? 'name'}
              sortable={AD_SORTABLE}
              onSortChange={(sort) => set({ sort: sort as AdBrowserSearch['sort'], cursor: undefined })}
              selectedId={search.selected}
              onSelect={(id) => set({ selected: id }, true)}
              onOpen={(ad) => void open(ad.id)}
            />
          }
          pane={selected && <AdPreviewPane ad={selected} />}
        />
      )}
      <Pager pagination={page?.pagination} onPage={(cursor) => set({ cursor, selected: undefined })} />
    </>
  );
}
