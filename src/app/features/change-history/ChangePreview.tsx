import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { changeRows, documentLabel, documentTypeLabel, type ChangeMetadata } from '#domain/changelog';
import { changelogQuery, historyLink } from '#app/api/changelog';
import { formatTimestamp } from '#app/ui/format';
import { InlineBanner } from '#app/ui/InlineBanner';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { displayValue } from './ChangelogView';
import { CHANGE_COLUMNS, HISTORY_TEXT, SEARCH_COLUMNS } from './text';

/** The search's selected change: who changed which document when, and the fields of that version. */
export function ChangePreview({ entry }: { entry: ChangeMetadata }) {
  const log = useQuery(changelogQuery(entry.changedDocumentId));
  const rows = useMemo(() => (log.data ? changeRows(log.data).filter((r) => r.versionId === entry.id) : []), [log.data, entry.id]);
  const changelog = historyLink({ id: entry.changedDocumentId, documentType: entry.documentType, parentIds: entry.parentIds });
  return (
    <div className="change-preview">
      <h2>{entry.name || entry.changedDocumentId}</h2>
      <dl className="summary-fields">
        <div><dt>{SEARCH_COLUMNS.id}</dt><dd>{entry.changedDocumentId}</dd></div>
        <div><dt>{SEARCH_COLUMNS.type}</dt><dd>{log.data ? documentLabel(log.data) : documentTypeLabel(entry.documentType)}</dd></div>
        <div><dt>{SEARCH_COLUMNS.user}</dt><dd>{entry.userId}</dd></div>
        <div><dt>{SEARCH_COLUMNS.modified}</dt><dd>{formatTimestamp(entry.changeTime)}</dd></div>
        <div><dt>{CHANGE_COLUMNS.status}</dt><dd>{entry.event.toLowerCase()}</dd></div>
      </dl>
      <Link className="button" {...changelog}>
        {HISTORY_TEXT.openChangelog}
      </Link>
      <h3>{HISTORY_TEXT.fieldsOfVersion}</h3>
      {log.isPending ? (
        <LoadingIndicator />
      ) : log.isError ? (
        <InlineBanner type="error" title={HISTORY_TEXT.failed}>{HISTORY_TEXT.failedHint}</InlineBanner>
      ) : rows.length === 0 ? (
        <p>{HISTORY_TEXT.noRecords}</p>
      ) : (
        <table className="summary-table change-preview-table">
          <caption className="visually-hidden">{HISTORY_TEXT.fieldsOfVersion}</caption>
          <thead>
            <tr>
              <th scope="col">{CHANGE_COLUMNS.fieldName}</th>
              <th scope="col">{CHANGE_COLUMNS.updatedValue}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.fieldName}</td>
                <td>{displayValue(r.updatedValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
