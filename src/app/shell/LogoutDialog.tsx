import { PopupDialog } from '#app/ui/PopupDialog';

/** spec 1 §2: the Log Out confirm dialog, verbatim. */
export const LOGOUT_TEXT = {
  title: 'Log out of Flight Deck?',
  body: 'Are you sure you would like to log out?',
  confirm: 'Confirm',
  cancel: 'Cancel',
} as const;

export function LogoutDialog({ isOpen, onOpenChange, onConfirm }: { isOpen: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  return (
    <PopupDialog
      role="alertdialog"
      title={LOGOUT_TEXT.title}
      message={LOGOUT_TEXT.body}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      confirmLabel={LOGOUT_TEXT.confirm}
      cancelLabel={LOGOUT_TEXT.cancel}
      onConfirm={onConfirm}
    />
  );
}
