import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportFailure } from '#app/api/client';
import { failureDetail, isStaleWrite, staleCurrent, type FieldLabelOf } from '#app/api/errors';
import type { AppTo } from '#app/api/links';
import { useLeavePageGuard } from '#app/ui/LeavePageGuard';
import { dismiss, notify } from '#app/ui/notifications';
import { useRecordTitle } from '#app/ui/record-title';
import { StaleSaveDialog, type StaleChange } from '#app/ui/StaleSaveDialog';
import type { StaleMerge } from '#app/ui/stale-rows';
import { useDocumentDraft } from '#app/ui/use-document-draft';
import { useFocusAfterRefusal } from '#app/ui/use-focus-after-refusal';
import { UNDO_NOTIFICATION_MS, undoOfSave } from '#app/kit/undo/undo';
import { useLiveRecord, type LiveRecord } from './live-record';

/** The spec's words of one entity's form. */
export interface DocumentFormTexts<Saved> {
  /** the record in the leave question ('company') */
  what: string;
  /** the success notification of a save */
  saved: (isNew: boolean, saved: Saved) => string;
  /** the notification of a refused save, with the gateway's detail */
  failed: (isNew: boolean, detail: string) => string;
  /** the info notification while a save runs, where the spec has one */
  submitting?: string;
  /** the success notification's action opening the saved record, where a save leaves for the list */
  view?: string;
  /** the stale save dialog's (412) title and body */
  stale?: { title: string; body: string };
}

/** What a save did, for the entity's own steps after it. */
export interface SavedContext<Doc> {
  isNew: boolean;
  /** the saved version */
  doc: Doc;
  reloadFrom: (doc: Doc) => unknown;
  allowLeave: () => void;
  navigate: (to: AppTo) => void;
}

/**
 * One entity's part of a form over a stored document: what the kit cannot know. `Errors` are the
 * gateway's field errors as the form shows them (by field, the entity's `fieldErrorsOf`).
 */
export interface DocumentFormKit<Doc, Draft, Errors extends object, Saved = Doc> {
  /** the stored record as read, with its version; none when creating */
  stored: Doc | undefined;
  draftOf: (doc: Doc) => Draft;
  /** a new record's draft */
  empty: () => Draft;
  sameDraft: (a: Draft, b: Draft) => boolean;
  create: (draft: Draft) => Promise<Saved>;
  /** the update of `base` with If-Match: its version */
  update: (base: Doc, draft: Draft) => Promise<Saved>;
  /** the saved document of a save's answer, when it carries more (default: the answer) */
  docOf?: (saved: Saved) => Doc;
  /** puts a version the form now stands on (saved, reloaded or overwritten) into the query cache */
  remember: (doc: Doc) => void;
  /** more to do when the form takes someone else's version (reload or overwrite): touched fields, editors */
  onTake?: (doc: Doc, draft: Draft) => void;
  /** the version someone else saved, of a refused save (default: a 412's `current`) */
  staleOf?: (error: unknown) => Doc | undefined;
  /** the gateway's field errors of a refused save, by the form's fields */
  fieldErrorsOf: (error: unknown) => Errors;
  /** the form's label of a field the gateway names, for the failure notification */
  labelOf?: FieldLabelOf;
  /** a refused save is also reported (error reporting, silently), under this context if given */
  report?: { context?: (isNew: boolean) => string };
  /** a failure the entity tells itself (answers true), before the kit's stale and field handling */
  ownFailure?: (error: unknown) => boolean;
  texts: DocumentFormTexts<Saved>;
  links: {
    /** a saved record's page: where a created record goes, and the success notification's 'View' */
    record?: (doc: Doc) => AppTo;
    /** where every save goes (a list); without it an update stays on the saved version */
    afterSave?: (doc: Doc) => AppTo;
  };
  /** instead of opening a created record's page (the budget step's order, say) */
  onCreated?: (doc: Doc) => void;
  /** what follows a save instead of the kit's navigation (a delayed return to the list, say) */
  next?: (saved: Saved, ctx: SavedContext<Doc>) => void;
  /** the entity's own steps after every save: list queries to read again, a second call's outcome */
  afterSave?: (saved: Saved, ctx: SavedContext<Doc>) => void;
  /** the stale dialog's rows: what each side changed */
  staleChanges?: (merge: StaleMerge<Draft>) => readonly StaleChange[];
  /** names the stored record in the browser tab (absent: the page around the form names it) */
  recordName?: (doc: Doc) => string | undefined;
  /** a change of search params only (a popup or sub-view held in the URL) is not leaving */
  searchStays?: boolean;
  /** follows the record live: a change saved elsewhere is told at once, and who else has it open (issue 28 §3) */
  live?: LiveRecord<Doc>;
}

/** spec 2 §4: a submission's info notification stays up to 30 seconds unless the answer comes first. */
const SUBMITTING_MS = 30_000;

/**
 * The wiring every document form shares, around the entity's own fields and rules: the draft over
 * the stored version, the leave question while it differs, the save (create, or update with
 * If-Match), the three-way stale dialog on a 412, the gateway's field errors at their fields with
 * focus on the first, the notifications, the record's title and where a save leads.
 * Render `dialogs` beside the form and hang `formRef` on it; submit with `submit()`.
 */
export function useDocumentForm<Doc, Draft, Errors extends object, Saved = Doc>(kit: DocumentFormKit<Doc, Draft, Errors, Saved>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = useDocumentDraft(kit.stored, kit.draftOf, () => (kit.stored ? kit.draftOf(kit.stored) : kit.empty()), (doc, next) => {
    kit.remember(doc);
    kit.onTake?.(doc, next);
  });
  const [fieldErrors, setFieldErrors] = useState<Errors>({} as Errors);
  const formRef = useRef<HTMLFormElement>(null);
  const focusRefusal = useFocusAfterRefusal(formRef);
  const docOf = kit.docOf ?? ((saved: Saved) => saved as unknown as Doc);
  const staleOf = kit.staleOf ?? ((error: unknown) => (isStaleWrite(error) ? staleCurrent<Doc>(error) : undefined));

  const saved = (answer: Saved, isNew: boolean) => {
    const doc = docOf(answer);
    const ctx: SavedContext<Doc> = { isNew, doc, reloadFrom: draft.reloadFrom, allowLeave: leaveGuard.allowLeave, navigate: (to) => void navigate(to) };
    kit.remember(doc);
    setFieldErrors({} as Errors);
    const record = kit.links.record;
    const view = kit.texts.view && record && kit.links.afterSave ? { label: kit.texts.view, onAction: () => ctx.navigate(record(doc)) } : undefined;
    // An update's notification offers Undo for 10 s (issue 28 §2), where no View takes the one action.
    const undo = !isNew && !view ? undoOfSave(queryClient) : undefined;
    const action = view ?? undo;
    notify({ message: kit.texts.saved(isNew, answer), type: 'success', ...(action && { action }), ...(undo && { timeout: UNDO_NOTIFICATION_MS }) });
    if (kit.next) kit.next(answer, ctx);
    else if (kit.links.afterSave) {
      leaveGuard.allowLeave();
      ctx.navigate(kit.links.afterSave(doc));
    } else if (isNew) {
      // A created record's page follows without the leave question.
      leaveGuard.allowLeave();
      if (kit.onCreated) kit.onCreated(doc);
      else if (record) ctx.navigate(record(doc));
    } else draft.reloadFrom(doc);
    kit.afterSave?.(answer, ctx);
  };

  const refused = (error: unknown, isNew: boolean) => {
    if (kit.ownFailure?.(error)) return;
    const theirs = staleOf(error);
    if (theirs) return void draft.setStale(theirs);
    setFieldErrors(kit.fieldErrorsOf(error));
    focusRefusal();
    if (kit.report) reportFailure(error, { silent: true, context: kit.report.context?.(isNew) });
    notify({ message: kit.texts.failed(isNew, failureDetail(error, kit.labelOf)), type: 'error' });
  };

  const save = useMutation({
    // `base`: the stored version the save goes against, `draft` what is saved (the form's; for an
    // overwrite, the version a 412 carried and the merged draft).
    mutationFn: ({ base, draft }: { base?: Doc; draft: Draft }) => (base ? kit.update(base, draft) : kit.create(draft)),
    onMutate: () => (kit.texts.submitting ? notify({ message: kit.texts.submitting, type: 'info', timeout: SUBMITTING_MS }) : undefined),
    onSettled: (_d, _e, _v, submitting) => submitting && dismiss(submitting),
    onSuccess: (answer, { base }) => saved(answer, !base),
    onError: (error, { base }) => refused(error, !base),
  });

  const dirty = !kit.sameDraft(draft.draft, draft.start);
  // A form followed live and without edits of its own takes a newer version its query reads (after an
  // undo, say): there is nothing of the user's to lose, so it shows what is stored.
  const live = kit.live;
  useEffect(() => {
    if (live && kit.stored && draft.stored && !dirty && live.versionOf(kit.stored) > live.versionOf(draft.stored)) draft.takeVersion(kit.stored);
  }, [kit.stored]); // only a new read of the query is news
  const leaveGuard = useLeavePageGuard({ dirty, saving: save.isPending, what: kit.texts.what, searchStays: kit.searchStays });
  useRecordTitle(draft.stored && kit.recordName?.(draft.stored), { names: Boolean(kit.recordName) });

  /** Saves the draft against the stored version; nothing while a save runs. */
  const submit = () => {
    if (!save.isPending) save.mutate({ base: draft.stored, draft: draft.draft });
  };
  /** The gateway's verdict on a field stands until that field changes. Stable, for memoised fields. */
  const clearFieldError = useCallback(
    (key: keyof Errors) =>
      setFieldErrors((errors) => {
        if (!(key in errors)) return errors;
        const { [key]: _gone, ...rest } = errors;
        return rest as Errors;
      }),
    [],
  );

  const { staleMerge } = draft;
  // The rows are made when the dialog renders, after the form's render: `staleChanges` may use what
  // the form reads below this hook (names of chosen records, say).
  const stale = staleMerge && kit.texts.stale && kit.staleChanges && (
    <StaleDialog
      merge={staleMerge}
      changesOf={kit.staleChanges}
      title={kit.texts.stale.title}
      body={kit.texts.stale.body}
      onReload={draft.reloadStale}
      onOverwrite={() => save.mutate(draft.overwriteStale())}
      onCancel={draft.dismissStale}
      isSaving={save.isPending}
    />
  );
  const liveRecord = useLiveRecord({
    live: kit.live,
    stored: draft.stored,
    start: draft.start,
    draft: draft.draft,
    draftOf: kit.draftOf,
    staleChanges: kit.staleChanges,
    onCompare: draft.setStale,
    onReload: draft.takeVersion,
  });
  const dialogs = (
    <>
      {leaveGuard.dialog}
      {stale}
      {liveRecord}
    </>
  );
  return { ...draft, isNew: !draft.stored, dirty, fieldErrors, setFieldErrors, clearFieldError, formRef, focusRefusal, save, submit, allowLeave: leaveGuard.allowLeave, dialogs };
}

function StaleDialog<Draft>({ merge, changesOf, ...props }: { merge: StaleMerge<Draft>; changesOf: (merge: StaleMerge<Draft>) => readonly StaleChange[] } & Omit<Parameters<typeof StaleSaveDialog>[0], 'changes'>) {
  return <StaleSaveDialog {...props} changes={changesOf(merge)} />;
}
