import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { threeWayMerge } from '#domain/three-way-merge';
import { formatUtc } from '#domain/timestamp';
import { beatPresence, leavePresence, type Editor } from '#app/api/presence';
import type { StaleChange } from '#app/ui/StaleSaveDialog';
import type { StaleMerge } from '#app/ui/stale-rows';
import { useRecordChanges } from '#app/ui/use-record-changes';
import { agoText, LIVE_RECORD_TEXT } from './live-text';
import './live-record.css';

/** How a form's record is followed live: its kind (the entity manifest's documentType), id, version and a fresh read. */
export interface LiveRecord<Doc> {
  documentType: string;
  idOf: (doc: Doc) => string;
  versionOf: (doc: Doc) => number;
  read: (id: string) => Promise<Doc>;
}

/** How often an open edit form says it is open (the gateway forgets it 30 s after the last). */
const PRESENCE_BEAT_MS = 10_000;
/** How often 'changed 20 s ago' is told again. */
const AGO_TICK_MS = 10_000;

interface Elsewhere<Doc> {
  /** the newer version, or none when the record was deleted */
  doc?: Doc;
  userId: string;
  changed: string;
}

interface LiveRecordOptions<Doc, Draft> {
  live?: LiveRecord<Doc>;
  stored: Doc | undefined;
  start: Draft;
  draft: Draft;
  draftOf: (doc: Doc) => Draft;
  staleChanges?: (merge: StaleMerge<Draft>) => readonly StaleChange[];
  /** opens the three-way comparison with the newer version */
  onCompare: (doc: Doc) => void;
  /** takes the newer version, dropping the edits */
  onReload: (doc: Doc) => void;
}

/**
 * An open form whose record someone changes elsewhere says so at once ('{user} changed Description
 * 20 s ago', with Compare and Reload), before the user meets a 412; and who else has it open in edit
 * ('Also editing: {user}'). Answers what to show beside the form.
 */
export function useLiveRecord<Doc, Draft>(o: LiveRecordOptions<Doc, Draft>): ReactNode {
  const { live, stored } = o;
  const id = live && stored ? live.idOf(stored) : undefined;
  const [elsewhere, setElsewhere] = useState<Elsewhere<Doc>>();
  const storedRef = useRef(stored);
  storedRef.current = stored;
  const newer = (doc: Doc) => Boolean(live && storedRef.current && live.versionOf(doc) > live.versionOf(storedRef.current));

  useRecordChanges((news) => {
    if (!live || !id) return;
    if (news !== 'reset' && (news.documentType !== live.documentType || news.id !== id)) return;
    if (news !== 'reset' && news.event === 'DELETE') return setElsewhere({ userId: news.userId, changed: news.changed });
    // The form's own save comes back this way too: by the time the read answers, the form stands on it.
    live.read(id).then(
      (doc) => {
        if (newer(doc)) setElsewhere({ doc, userId: news === 'reset' ? '' : news.userId, changed: news === 'reset' ? formatUtc(new Date()) : news.changed });
      },
      () => undefined,
    );
  }, Boolean(id));
  const editors = usePresence(live?.documentType, id);
  const now = useTick(Boolean(elsewhere));

  const shown = elsewhere && (!elsewhere.doc || newer(elsewhere.doc)) ? elsewhere : undefined;
  if (!shown && editors.length === 0) return null;
  return (
    <div className="live-record" role="status">
      {shown && <ChangedElsewhere {...o} elsewhere={shown} now={now} />}
      {editors.length > 0 && <p className="live-record-editors">{LIVE_RECORD_TEXT.alsoEditing(editors.map((e) => e.userId))}</p>}
    </div>
  );
}

function ChangedElsewhere<Doc, Draft>({ elsewhere, now, ...o }: LiveRecordOptions<Doc, Draft> & { elsewhere: Elsewhere<Doc>; now: number }) {
  const { doc } = elsewhere;
  const ago = agoText(elsewhere.changed, now);
  if (!doc) return <p className="live-record-message">{LIVE_RECORD_TEXT.deleted(elsewhere.userId, ago)}</p>;
  const theirs = o.draftOf(doc);
  const rows = o.staleChanges?.({ base: o.start, theirs, yours: o.draft, ...threeWayMerge(o.start, theirs, o.draft) }) ?? [];
  const fields = rows.filter((row) => row.theirs !== undefined).map((row) => row.label);
  return (
    <>
      <p className="live-record-message">{LIVE_RECORD_TEXT.changed(elsewhere.userId || 'Someone', fields, ago)}</p>
      <Button className="button" onPress={() => o.onCompare(doc)}>
        {LIVE_RECORD_TEXT.compare}
      </Button>
      <Button className="button" onPress={() => o.onReload(doc)}>
        {LIVE_RECORD_TEXT.reload}
      </Button>
    </>
  );
}

/** Says every PRESENCE_BEAT_MS that this record is open in edit; answers the others who have it open. */
function usePresence(documentType: string | undefined, id: string | undefined): Editor[] {
  const [editors, setEditors] = useState<Editor[]>([]);
  useEffect(() => {
    if (!documentType || !id) return;
    let open = true;
    const beat = () => beatPresence(documentType, id).then((answer) => open && setEditors(answer.editors), () => undefined);
    const leave = () => void leavePresence(documentType, id).catch(() => undefined);
    void beat();
    const timer = setInterval(beat, PRESENCE_BEAT_MS);
    // a closed tab unmounts nothing: it says so as it goes
    window.addEventListener('pagehide', leave);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      setEditors([]);
      leave();
    };
  }, [documentType, id]);
  return editors;
}

/** The time now, again every AGO_TICK_MS while `running`. */
function useTick(running: boolean): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), AGO_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** A gateway document (id and version) followed live, read afresh with `read`. */
export const liveDocument = <Doc extends { id: string; version: number }>(documentType: string, read: (id: string) => Promise<Doc>): LiveRecord<Doc> => ({
  documentType,
  idOf: (doc) => doc.id,
  versionOf: (doc) => doc.version,
  read,
});
