import { PopupDialog } from './PopupDialog';

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
