import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import {
  badgeColour,
  buildTree,
  canRetry,
  errorTooltip,
  MAPPING_TASK_MARKERS,
  MAPPING_TEXT,
  mappingSummary,
  retryDisabled,
  retryTargets,
  SUMMARY_TEXT,
  SUMMARY_TONE,
  type MappingSummary,
  type TaskIndex,
  type TaskNode,
} from '#domain/mapping-status';
import { reportFailure } from '#app/api/client';
import { retryMappingTask } from '#app/api/mapping';
import { formatTimestamp } from '#app/ui/format';
import { LoadingIndicator } from '#app/ui/LoadingIndicator';
import { notify } from '#app/ui/notifications';
import { PopupDialog } from '#app/ui/PopupDialog';
import { setMappingInView } from './current';
import { useMappingStream, type MappingStreamState } from './useMappingStream';
import './mapping-status.css';
import { AppLink } from '#app/ui/AppLink';
import { adLink, adSetLink, categoryLink, productLink, type AppTo } from '#app/api/links';

/** How often the stuck rule is checked again while nothing arrives. */
const TICK_MS = 5000;

function useNow(now: () => number) {
  const [value, setValue] = useState(now);
  useEffect(() => {
    const t = setInterval(() => setValue(now()), TICK_MS);
    return () => clearInterval(t);
  }, [now]);
  return value;
}

export interface MappingStatusProps {
  campaignId: string;
  /** The popup and mapping UI appear only when the campaign service version flag is v3. */
  enabled: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The clock (tests). */
  now?: () => number;
}

/** The live mapping status of a campaign: the stream, the summary, and 'Retry tasks' with its limit. */
export function useMappingStatus(campaignId: string, enabled: boolean, now: () => number = Date.now) {
  const stream = useMappingStream(campaignId, enabled);
  const clock = useNow(now);
  const time = Math.max(clock, now());
  const [retries, setRetries] = useState({ campaignId, done: 0, busy: false });
  const [announcement, setAnnouncement] = useState('');
  // spec 1 §4: a new campaign starts with a fresh retry count.
  const done = retries.campaignId === campaignId ? retries.done : 0;
  // A failed stream keeps the last tasks it brought: the summary stays as last known (issue 24 §3).
  const known = stream.status === 'loaded' || stream.status === 'failed';
  const summary: MappingSummary | undefined = known && stream.tasks.size > 0 ? mappingSummary(stream.tasks.values(), time) : undefined;
  const retryable = Boolean(summary && canRetry(summary) && !retryDisabled(done) && !retries.busy);
  useEffect(() => setAnnouncement(''), [campaignId]);

  const retryRef = useRef<(notice: boolean) => void>(() => undefined);
  retryRef.current = (notice) => {
    if (!retryable) return;
    const targets = retryTargets(stream.tasks, now());
    setRetries({ campaignId, done: done + 1, busy: true });
    setAnnouncement('');
    Promise.all(targets.map((id) => retryMappingTask(id)))
      .then(() => {
        setAnnouncement(retryAnnouncement(targets.length));
        // Asked from elsewhere (the palette), with the popup closed: the result shows there too.
        if (notice) notify({ message: retryAnnouncement(targets.length), type: 'success' });
      })
      .catch((error: unknown) => reportFailure(error, { context: MAPPING_TEXT.loadFailed }))
      .finally(() => setRetries((r) => (r.campaignId === campaignId ? { ...r, busy: false } : r)));
  };
  const retry = useMemo(() => () => retryRef.current(false), []);
  const retryWithNotice = useMemo(() => () => retryRef.current(true), []);
  return { stream, summary, retryable, retry, retryWithNotice, announcement };
}

/** What the live region says once a retry is accepted. */
export const retryAnnouncement = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'} sent back for mapping`;

export interface MappingStatusPopupProps {
  campaignId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The campaign's mapping is busy (the form's Submit is red): stream while closed too, for the palette. */
  busy?: boolean;
  now?: () => number;
}

/**
 * The mapping status popup alone (the campaign form's red submit opens it): streams while open, or
 * while the mapping is busy, when it also tells the palette what can be retried on this page.
 */
export function MappingStatusPopup({ campaignId, isOpen, onOpenChange, busy = false, now }: MappingStatusPopupProps) {
  const status = useMappingStatus(campaignId, isOpen || busy, now);
  const { retryable, retryWithNotice } = status;
  useEffect(() => {
    if (!busy) return;
    setMappingInView({ campaignId, retryable, retry: retryWithNotice, redSubmit: true });
    return () => setMappingInView(undefined);
  }, [busy, campaignId, retryable, retryWithNotice]);
  return (
    <PopupDialog title={MAPPING_TEXT.title} isOpen={isOpen} onOpenChange={onOpenChange} cancelLabel="Close">
      <MappingStatusBody campaignId={campaignId} {...status} />
    </PopupDialog>
  );
}

/**
 * The 'Mapping status' button of a campaign (flag v3 only) with the summary at a glance, and the
 * popup it opens: the live task tree, the summary banner and 'Retry tasks'. It also tells the
 * palette's retry command what can be retried here.
 */
export function MappingStatus({ campaignId, enabled, isOpen, onOpenChange, now = Date.now }: MappingStatusProps) {
  const status = useMappingStatus(campaignId, enabled, now);
  const { summary, retryable, retryWithNotice, stream } = status;
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!enabled) return;
    setMappingInView({ campaignId, retryable, retry: retryWithNotice });
    return () => setMappingInView(undefined);
  }, [enabled, campaignId, retryable, retryWithNotice]);

  if (!enabled) return null;
  return (
    <>
      <Button ref={trigger} className={`button mapping-button mapping-tone-${summary ? SUMMARY_TONE[summary] : 'none'}`} onPress={() => onOpenChange(true)}>
        {MAPPING_TEXT.title}
        {summary && <span className="mapping-button-summary">: {SUMMARY_TEXT[summary]}</span>}
        {stream.status === 'failed' && <span className="mapping-button-stopped">. {MAPPING_TEXT.liveUpdatesStopped}</span>}
      </Button>
      {/* Announced where focus is not: a retry started from the palette is heard too. */}
      <p role="status" className="visually-hidden">{isOpen ? '' : status.announcement}</p>
      <PopupDialog title={MAPPING_TEXT.title} isOpen={isOpen} onOpenChange={onOpenChange} cancelLabel="Close" returnFocusTo={trigger}>
        <MappingStatusBody campaignId={campaignId} {...status} />
      </PopupDialog>
    </>
  );
}

interface BodyProps {
  stream: MappingStreamState;
  summary: MappingSummary | undefined;
  campaignId: string;
  retry: () => void;
  retryable: boolean;
  announcement: string;
}

export function MappingStatusBody({ stream, summary, campaignId, retry, retryable, announcement }: BodyProps) {
  const banner = useRef<HTMLDivElement>(null);
  // A retry button that turns disabled under the keyboard would drop focus out of the popup
  // (and Escape with it): focus stays in the banner instead.
  useEffect(() => {
    const el = banner.current;
    const focused = document.activeElement;
    if (!retryable && el && (focused === document.body || (el.contains(focused) && focused instanceof HTMLButtonElement && focused.disabled))) el.focus();
  }, [retryable]);
  // A failed stream says so above what it last brought (its tasks stay, no longer live).
  const failure = stream.status === 'failed' && (
    <div role="alert" className="mapping-banner mapping-tone-error">
      {stream.failure === 'notConnected' ? MAPPING_TEXT.notConnected : MAPPING_TEXT.loadFailed}
      {stream.tasks.size > 0 && `. ${MAPPING_TEXT.liveUpdatesStopped}`}
    </div>
  );
  if (failure && stream.tasks.size === 0) return failure;
  if (stream.status !== 'loaded' && !failure) return <LoadingIndicator />;
  if (stream.tasks.size === 0 || !summary) {
    return (
      <div role="status" className="mapping-empty">
        <strong>{MAPPING_TEXT.emptyTitle}</strong>
        <p>{MAPPING_TEXT.emptyBody}</p>
      </div>
    );
  }
  return (
    <div className="mapping-status">
      {failure}
      <div role="status" ref={banner} tabIndex={-1} className={`mapping-banner mapping-tone-${SUMMARY_TONE[summary]}`}>
        <span>{SUMMARY_TEXT[summary]}</span>
        {canRetry(summary) && (
          <Button className="button" onPress={retry} isDisabled={!retryable}>
            {MAPPING_TEXT.retry}
          </Button>
        )}
      </div>
      <p role="status" className="mapping-announcement">{announcement}</p>
      <TaskTable tasks={stream.tasks} campaignId={campaignId} />
    </div>
  );
}

const COLUMNS = ['Name', 'Status', 'Type', 'Action', 'Last updated'] as const;

/** A task row with its place among its siblings, which a treegrid row announces. */
interface TaskRow {
  task: TaskNode;
  position: number;
  siblings: number;
}

/** The tree depth-first, each task with its position among its siblings. */
function flatten(roots: TaskNode[]): TaskRow[] {
  const out: TaskRow[] = [];
  const walk = (nodes: TaskNode[]) => nodes.forEach((task, i) => (out.push({ task, position: i + 1, siblings: nodes.length }), walk(task.tasks)));
  walk(roots);
  return out;
}

/**
 * The task tree as an ARIA treegrid on the table (issue 24 §5): a screen reader hears each row's
 * level and place, the columns stay. Every branch is always shown (nothing collapses), so a row
 * with children says it is expanded and arrow keys keep their usual job. The cells say gridcell
 * outright: not every reader maps a td inside a treegrid by itself.
 */
function TaskTable({ tasks, campaignId }: { tasks: TaskIndex; campaignId: string }) {
  const rows = useMemo(() => flatten(buildTree(tasks)), [tasks]);
  return (
    <div className="mapping-table-frame">
      <table className="mapping-table" role="treegrid" aria-label="Mapping tasks">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ task: t, position, siblings }) => (
            <tr
              key={t.id}
              data-state={t.stateType}
              aria-level={t.depth + 1}
              aria-posinset={position}
              aria-setsize={siblings}
              aria-expanded={t.tasks.length > 0 ? true : undefined}
            >
              <td role="gridcell">
                <span className="mapping-name" style={{ paddingLeft: `${t.depth * 16}px` }}>
                  {t.depth > 0 && <span aria-hidden="true">└ </span>}
                  <TaskName task={t} campaignId={campaignId} tasks={tasks} />
                </span>
              </td>
              <td role="gridcell"><StatusBadge task={t} /></td>
              <td role="gridcell">{t.type}</td>
              <td role="gridcell">{t.action}</td>
              <td role="gridcell">{formatTimestamp(t.updated)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusBadge({ task }: { task: TaskNode }) {
  const colour = badgeColour(task.stateType);
  if (task.stateType === 'FAILURE' && task.error) {
    const tip = errorTooltip(task.error);
    return (
      <TooltipTrigger delay={0}>
        <Button className={`badge mapping-badge mapping-badge-${colour}`} aria-label={`${task.stateType}. ${tip}`}>
          {task.stateType}
        </Button>
        <Tooltip className="mapping-tooltip" placement="top">{tip}</Tooltip>
      </TooltipTrigger>
    );
  }
  return <span className={`badge mapping-badge mapping-badge-${colour}`}>{task.stateType}</span>;
}

/** Ad set, ad and promoted product tasks link to their pages; images and instant surprises show their name. */
function TaskName({ task, campaignId, tasks }: { task: TaskNode; campaignId: string; tasks: TaskIndex }) {
  const link = taskLink(task, campaignId, tasks);
  return link ? <AppLink to={link}>{task.name}</AppLink> : <span>{task.name}</span>;
}

/** Each task's id names the document it maps (domain MAPPING_TASK_IDS). */
export function taskLink(task: { id: string; type: string; parentId?: string | null }, campaignId: string, tasks: TaskIndex): AppTo | undefined {
  const tail = (marker: string, id: string) => new RegExp(`-${marker}([^-]+)$`).exec(id)?.[1];
  switch (task.type) {
    case 'AD_SET': {
      const id = tail(MAPPING_TASK_MARKERS.adSet, task.id);
      return id ? adSetLink(campaignId, id) : undefined;
    }
    case 'PROMOTED_PRODUCT': {
      const id = tail(MAPPING_TASK_MARKERS.topic, task.id);
      return id ? productLink(campaignId, id) : undefined;
    }
    case 'PROMOTED_CATEGORY': {
      const id = tail(MAPPING_TASK_MARKERS.topic, task.id);
      return id ? categoryLink(campaignId, id) : undefined;
    }
    case 'AD': {
      const id = tail(MAPPING_TASK_MARKERS.ad, task.id);
      const parent = task.parentId ? tasks.get(task.parentId) : undefined;
      const set = parent ? tail(MAPPING_TASK_MARKERS.adSet, parent.id) : undefined;
      return id && set ? adLink(campaignId, set, id) : undefined;
    }
    default:
      return undefined;
  }
}
