import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import type { EntityDescription } from '#domain/entities';
import type { Page } from '#app/api/client';
import { useRecordChanges } from '#app/ui/use-record-changes';

/** A burst of changes (a bulk change, a sheet upload) reads the page once. */
const SETTLE_MS = 250;

/** 'Campaign list updated' (issue 28 §3). */
export const listUpdatedText = (entity: Pick<EntityDescription, 'label'>) => `${entity.label} list updated`;

/**
 * Keeps a list's page live: when a record of its kind changes anywhere (or the stream lost track), the
 * page is read again in place: the rows keep their ids, so the selection and the focused row stay
 * where they are; and when the page now reads differently, a polite announcement says so.
 */
export function useLiveList<Row>(entity: EntityDescription | undefined, list: UseQueryResult<Page<Row>, Error>): void {
  const latest = useRef(list);
  latest.current = list;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useRecordChanges((news) => {
    if (!entity || (news !== 'reset' && news.documentType !== entity.documentType)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const before = JSON.stringify(latest.current.data?.objects);
      const after = await latest.current.refetch();
      if (after.data && JSON.stringify(after.data.objects) !== before) announce(listUpdatedText(entity), 'polite');
    }, SETTLE_MS);
  }, Boolean(entity));
}
