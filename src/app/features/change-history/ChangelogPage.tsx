import { useQuery } from '@tanstack/react-query';
import { Link, useCanGoBack, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { documentLabel, documentName } from '#domain/changelog';
import { documentHistoryQuery, documentScreenLink } from '#app/api/changelog';
import { ChangelogView } from './ChangelogView';
import type { ChangelogViewSearch } from './search';
import { HISTORY_TEXT } from './text';

/**
 * /history/{id} and the campaign-nested /history/… routes: one document's change log, with its
 * sort, user filter and selected change in the URL. 'Go Back' returns to where the user came from
 * (the search with its results), or to the search when the page was opened from a link.
 */
export function ChangelogPage({ documentId }: { documentId: string }) {
  const search = useSearch({ strict: false }) as ChangelogViewSearch;
  const navigate = useNavigate();
  const set = (patch: Partial<ChangelogViewSearch>) =>
    void navigate({ to: '.', search: ((s: ChangelogViewSearch) => ({ ...s, ...patch })) as never, replace: true, resetScroll: false });

  return (
    <div className="list-screen changelog-page">
      <div className="list-header">
        <h1>{HISTORY_TEXT.detailsTitle}</h1>
        <GoBackLink />
      </div>
      <DocumentLine documentId={documentId} />
      <ChangelogView
        documentId={documentId}
        sort={search.sort}
        onSortChange={(sort) => set({ sort: sort as ChangelogViewSearch['sort'] })}
        user={search.user ?? ''}
        onUserChange={(user) => set({ user })}
        selectedId={search.selected}
        onSelect={(selected) => set({ selected })}
        layout="page"
      />
    </div>
  );
}

/** Which document this is: its type, name and id, and a link to its screen while it exists. */
function DocumentLine({ documentId }: { documentId: string }) {
  const history = useQuery(documentHistoryQuery(documentId));
  const log = history.data?.[0];
  if (!log) return null;
  const type = documentLabel(log);
  const screen = documentScreenLink(log);
  return (
    <p className="changelog-subject">
      <span>{type}</span> <strong>{documentName(log) || log.id}</strong> <span className="muted">(Id {log.id})</span>
      {screen && (
        <Link className="button button-link" {...screen}>
          {HISTORY_TEXT.openDocument(type)}
        </Link>
      )}
    </p>
  );
}

function GoBackLink() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Link
      to="/history"
      className="button"
      onClick={(e) => {
        if (!canGoBack) return;
        e.preventDefault();
        router.history.back();
      }}
    >
      {HISTORY_TEXT.goBack}
    </Link>
  );
}
