import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import type { EntityDescription } from '#domain/entities';
import { useRecordChanges } from '#app/ui/use-record-changes';

/** A burst of changes (a bulk change, a sheet upload) reads the page once. */
const SETTLE_MS = 250;

/** 'Campaign list updated' (issue 28 §3). */
export const listUpdatedText = (entity: Pick<EntityDescription, 'label'>) => `${entity.label} list updated`;

/**
 * Keeps a list's page live: when a record of its kind (or of another kind its rows show, such as an
 * ad set's ads) changes anywhere, or the stream lost track, the queries that have read it are read
 * again in place: the rows keep their ids, so the selection and the focused row stay where they
 * are; and when the list now reads differently, a polite announcement says so, once.
 */
export function useLiveList(entity: EntityDescription | undefined, queries: readonly UseQueryResult<unknown, Error>[], alsoShows: readonly EntityDescription[] = []): void {
  const latest = useRef(queries);
  latest.current = queries;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useRecordChanges((news) => {
    if (!entity) return;
    const followed = [entity, ...alsoShows].map((e) => e.documentType);
    if (news !== 'reset' && !followed.includes(news.documentType)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      // a query not yet read (a list the screen does not show) stays unread
      const read = latest.current.filter((q) => q.data !== undefined);
      const before = JSON.stringify(read.map((q) => q.data));
      const after = await Promise.all(read.map((q) => q.refetch()));
      if (JSON.stringify(after.map((q) => q.data)) !== before) announce(listUpdatedText(entity), 'polite');
    }, SETTLE_MS);
  }, Boolean(entity));
}
