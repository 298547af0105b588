import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureDetail } from '#app/api/errors';
import { notify } from './notifications';
import { PopupDialog } from './PopupDialog';
import { useStableCallback } from './use-stable-callback';

export interface ConfirmDeleteDialogProps {
  /** the spec's question, e.g. 'Delete this ad?' */
  title: string;
  /** what the delete takes with it, in the spec's words */
  body: string;
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** A delete's confirmation: an alert popup that asks, says what goes and deletes only on confirm. */
export function ConfirmDeleteDialog({ title, body, confirmLabel, isOpen, onOpenChange, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <PopupDialog title={title} message={body} role="alertdialog" isOpen={isOpen} onOpenChange={onOpenChange} confirmLabel={confirmLabel} onConfirm={onConfirm} />
  );
}

/** How a kind of document words its delete confirmation: the question, what goes, the button. */
export interface DeleteText {
  title: string;
  body: (name: string) => string;
  confirm: string;
}

/** The confirmation of one named document's delete, in its kind's words; nothing while there is no document. */
export function ConfirmDocumentDelete<D extends { name: string }>({ document, text, isOpen, onOpenChange, onConfirm }: {
  document: D | undefined;
  text: DeleteText;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (document: D) => void;
}) {
  if (!document) return null;
  return (
    <ConfirmDeleteDialog
      title={text.title}
      body={text.body(document.name)}
      confirmLabel={text.confirm}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={() => onConfirm(document)}
    />
  );
}

/** A stored document a list or page offers to delete: its If-Match version goes with the delete. */
export interface DeletableDocument {
  id: string;
  name: string;
  version: number;
}

export interface DeleteDocumentDialogProps<D extends DeletableDocument> {
  document: D | undefined;
  /** The DELETE call, with If-Match. */
  remove: (id: string, version: number) => Promise<unknown>;
  /** Queries that hold the document: its own is dropped, its lists are read again. */
  queryKeys: { detail: (id: string) => readonly unknown[]; lists: readonly unknown[] };
  text: DeleteText & { deleted: string };
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** after the delete answered: the document deleted (the dialog may have closed while the call ran) */
  onDeleted?: (deleted: DeletableDocument) => void;
}

/**
 * The delete of a stored document: the confirmation, then the call; on success the spec's message
 * shows and the document leaves every cached list; a refusal (412 stale, 409 in use) shows the
 * gateway's text, and the dialog's opener gets focus back.
 */
export function DeleteDocumentDialog<D extends DeletableDocument>({ document, remove, queryKeys, text, isOpen, onOpenChange, onDeleted }: DeleteDocumentDialogProps<D>) {
  const queryClient = useQueryClient();
  const deletion = useMutation({
    mutationFn: (d: DeletableDocument) => remove(d.id, d.version),
    onSuccess: (_data, d) => {
      notify({ message: text.deleted, type: 'success' });
      queryClient.removeQueries({ queryKey: queryKeys.detail(d.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lists });
      onDeleted?.(d);
    },
    onError: (error) => notify({ message: failureDetail(error), type: 'error' }),
  });
  return <ConfirmDocumentDelete document={document} text={text} isOpen={isOpen} onOpenChange={onOpenChange} onConfirm={(d) => deletion.mutate(d)} />;
}

/** What a screen gives the delete dialog of one kind: the document and the open state. */
export type KindDeleteDialogProps = Omit<DeleteDocumentDialogProps<DeletableDocument>, 'remove' | 'queryKeys' | 'text'>;

/** The delete dialog of one kind of stored document, from its DELETE call, its queries and its words. */
export const deleteDialogOf = (kind: Pick<DeleteDocumentDialogProps<DeletableDocument>, 'remove' | 'queryKeys' | 'text'>) =>
  function KindDeleteDialog(props: KindDeleteDialogProps) {
    return <DeleteDocumentDialog {...kind} {...props} />;
  };

/** What a list screen keeps in its URL about a delete: the selected row and the open confirmation. */
export interface ListDeleteSearch {
  selected?: string;
  dialog?: 'delete';
}

/**
 * The delete wiring of a list screen (a DataTable beside a DeleteDocumentDialog) whose confirmation
 * is kept in the URL (`dialog=delete` for the selected row):
 * - `requestDelete` (a row's Delete button) selects the row and opens the confirmation; the row is
 *   remembered, so the dialog keeps its document while the list reloads without it;
 * - `target` is the document the open confirmation is about (none while it is closed);
 * - `dialog` goes to the delete dialog: closing it leaves the URL, and on success the next row (the one
 *   before, for the last) is selected in the deleted one's place and takes its focus (`focusRequest`,
 *   for the DataTable).
 * `setSearch` writes the list's URL state, replacing the history entry.
 */
export function useListDelete<D extends { id: string }>({ rows, selected, isOpen, setSearch }: {
  rows: readonly D[];
  /** the selected row, when it is on the page shown */
  selected: D | undefined;
  /** whether the URL asks for the confirmation */
  isOpen: boolean;
  setSearch: (patch: ListDeleteSearch) => void;
}) {
  const [deleting, setDeleting] = useState<D>();
  const [focusRequest, setFocusRequest] = useState<{ rowId: string }>();
  const target = isOpen ? (selected ?? deleting) : undefined;
  // One identity for the screen's life, so memoised columns keep theirs.
  const requestDelete = useStableCallback((row: D) => {
    setDeleting(row);
    setSearch({ selected: row.id, dialog: 'delete' });
  });
  // The confirmation closes when it is confirmed, before the delete answers: the row comes with the answer.
  const onDeleted = (deleted: { id: string }) => {
    setDeleting(undefined);
    const at = rows.findIndex((r) => r.id === deleted.id);
    const neighbour = at < 0 ? undefined : (rows[at + 1] ?? rows[at - 1]);
    if (neighbour) setFocusRequest({ rowId: neighbour.id });
    setSearch({ selected: neighbour?.id, dialog: undefined });
  };
  return {
    target,
    focusRequest,
    requestDelete,
    dialog: { isOpen: Boolean(target), onOpenChange: (open: boolean) => void (!open && setSearch({ dialog: undefined })), onDeleted },
  };
}
