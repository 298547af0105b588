import { useEffect, useRef } from 'react';
import { onRecordChange, type RecordStreamNews } from '#app/api/record-stream';

/** Calls `listener` with every record change anyone makes (and `reset`) while mounted and `enabled`. */
export function useRecordChanges(listener: (news: RecordStreamNews) => void, enabled = true): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => (enabled ? onRecordChange((news) => latest.current(news)) : undefined), [enabled]);
}
