import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { documentTypeLabel, type ChangeMetadata } from '#domain/changelog';
import { changeMetadataQuery, historyLink } from '#app/api/changelog';
import { reportFailure } from '#app/api/client';
import { DataTable } from '#app/ui/data-table/DataTable';
import { SplitPane } from '#app/ui/data-table/SplitPane';
import { formatTimestamp } from '#app/ui/format';
import { InlineBanner } from '#app/ui/InlineBanner';
import { ListHeader } from '#app/ui/list-screen/ListHeader';
import { ResultsLine } from '#app/ui/list-screen/ResultsLine';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { ChangePreview } from './ChangePreview';
import { HistorySearchForm } from './HistorySearchForm';
import { draftOf, HISTORY_PAGES_MAX, isSearchMade, searchOf, searchParamsOf, type HistorySearch as Search } from './search';
import { HISTORY_TEXT, SEARCH_COLUMNS } from './text';
import { ListFailure } from '#app/ui/list-screen/ListFailure';
import './change-history.css';

const col = createColumnHelper<ChangeMetadata>();
const columns = [
  col.accessor('changedDocumentId', { id: 'id', header: SEARCH_COLUMNS.id, size: 110 }),
  col.accessor('name', { id: 'name', header: SEARCH_COLUMNS.name }),
  col.accessor('userId', { id: 'user', header: SEARCH_COLUMNS.user }),
  col.accessor('changeTime', { id: 'modified', header: SEARCH_COLUMNS.modified, size: 240, cell: (c) => formatTimestamp(c.getValue()) }),
  col.accessor('documentType', { id: 'type', header: SEARCH_COLUMNS.type, size: 140, cell: (c) => documentTypeLabel(c.getValue(), { '@type': c.row.original.contentType }) }),
];

const changelogOf = (e: ChangeMetadata) => historyLink({ id: e.changedDocumentId, documentType: e.documentType, parentIds: e.parentIds });

/**
 * /history (spec 1 §2 'Change history'): changes by user e-mail and day range, 20 at a time with
 * 'Load more'. The committed search is in the URL, so a link reopens it; a row opens its
 * document's change log, and the selected row is previewed beside the table.
 */
export function HistorySearch() {
  const search = useSearch({ from: '/history/' });
  const navigate = useNavigate({ from: '/history/' });
  const made = isSearchMade(search);
  const results = useInfiniteQuery({ ...changeMetadataQuery(searchParamsOf(search)), enabled: made });
  const [draft, setDraft] = useState(() => draftOf(search));
  const [focusRequest, setFocusRequest] = useState<{ rowId: string }>();
  // A link, Back or Forward brings another search: the form shows it.
  useEffect(() => setDraft(draftOf(search)), [search.user, search.minDate, search.maxDate]);
  useEffect(() => {
    if (results.error) reportFailure(results.error, { silent: true });
  }, [results.error]);
  // A link made after 'Load more' loads as many pages again, so its selected change is there.
  const loadedPages = results.data?.pages.length ?? 0;
  const { hasNextPage, isFetching, fetchNextPage } = results;
  useEffect(() => {
    if (loadedPages > 0 && loadedPages < (search.pages ?? 1) && hasNextPage && !isFetching) void fetchNextPage();
  }, [loadedPages, search.pages, hasNextPage, isFetching, fetchNextPage]);

  const set = (patch: Partial<Search>, replace = false) =>
    void navigate({ search: (s: Search) => ({ ...s, ...patch }), replace, resetScroll: false });

  const onSearch = () => {
    const next = searchOf(draft);
    const same = next.user === search.user && next.minDate === search.minDate && next.maxDate === search.maxDate;
    if (same && made) void results.refetch();
    else set({ ...next, pages: undefined, selected: undefined });
  };

  const rows = results.data?.pages.flatMap((p) => p.objects) ?? [];
  const total = results.data?.pages[0]?.pagination.objectCount ?? rows.length;
  const selected = rows.find((r) => r.id === search.selected);

  const loadMore = async () => {
    const before = rows.length;
    const next = await results.fetchNextPage();
    const pages = next.data?.pages ?? [];
    const first = pages.flatMap((p) => p.objects)[before];
    if (!first) return;
    // The button may go with the last page: focus moves to the first row it brought.
    set({ selected: first.id, pages: Math.min(pages.length, HISTORY_PAGES_MAX) }, true);
    setFocusRequest({ rowId: first.id });
  };

  return (
    <div className="list-screen history-search">
      <ListHeader title={HISTORY_TEXT.title} />
      <HistorySearchForm draft={draft} onChange={setDraft} onSearch={onSearch} isLoading={results.isFetching} />
      {!made ? (
        <InlineBanner type="info" title={HISTORY_TEXT.enterTerm}>{HISTORY_TEXT.enterTermHint}</InlineBanner>
      ) : results.isPending ? (
        <LoadingIndicator />
      ) : results.isError ? (
        <ListFailure title={HISTORY_TEXT.failed} onRetry={() => results.refetch()}>{HISTORY_TEXT.failedHint}</ListFailure>
      ) : rows.length === 0 ? (
        <InlineBanner type="info" title={HISTORY_TEXT.noRecords}>{HISTORY_TEXT.noRecordsHint}</InlineBanner>
      ) : (
        <>
          <ResultsLine count={total} term="" />
          <SplitPane
            id="history"
            paneLabel={HISTORY_TEXT.previewLabel}
            list={
              <DataTable
                label={HISTORY_TEXT.resultsLabel}
                rows={rows}
                columns={columns}
                getRowId={(e) => e.id}
                totalRows={total}
                selectedId={search.selected}
                focusRequest={focusRequest}
                onSelect={(id) => set({ selected: id }, true)}
                onOpen={(e) => void navigate(changelogOf(e))}
              />
            }
            pane={selected && <ChangePreview entry={selected} />}
          />
          {results.hasNextPage && (
            <Button className="button load-more" onPress={() => void loadMore()} isDisabled={results.isFetchingNextPage}>
              {HISTORY_TEXT.loadMore}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
