import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

const recordTitleAtom = atom<string | undefined>(undefined);

/**
 * Names the record on screen in the browser tab's title while the calling page is mounted, so
 * several open tabs (and the browser's history list) tell their records apart (WCAG 2.4.2).
 * Pages pass the stored name, not the one being typed; `names: false` leaves the title alone.
 */
export function useRecordTitle(name: string | undefined, { names = true } = {}) {
  const setTitle = useSetAtom(recordTitleAtom);
  useEffect(() => {
    // a form whose page names the record leaves the title to the page
    if (!names) return;
    setTitle(name?.trim() || undefined);
    return () => setTitle(undefined);
  }, [name, names, setTitle]);
}

/** The record named by the page on screen, if it names one. */
export const useRecordTitleValue = () => useAtomValue(recordTitleAtom);
