import { Button, Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import './stale-save-dialog.css';

export const STALE_SAVE_TEXT = {
  field: 'Field',
  theirs: 'Saved now',
  yours: 'Your change',
  reload: 'Reload their version',
  overwrite: 'Overwrite with my changes',
  cancel: 'Cancel',
} as const;

/** One field that differs: its label, the value saved by someone else and this user's value. */
export interface StaleChange {
  label: string;
  theirs: string;
  yours: string;
}

/**
 * A save answered 412: someone else saved the document since it was read. Shows the fields they
 * changed beside this user's values, and lets the user reload theirs (dropping these edits) or
 * overwrite knowingly (saving again on their version). Focus starts on Cancel, which keeps the
 * edits on screen: one Enter must not throw away what the user typed.
 */
export function StaleSaveDialog(props: {
  title: string;
  body: string;
  changes: readonly StaleChange[];
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  return (
    <ModalOverlay isOpen onOpenChange={(open) => !open && props.onCancel()} isDismissable={false} className="modal-overlay">
      <Modal className="modal">
        <Dialog role="alertdialog" className="popup-dialog">
          <Heading slot="title" className="popup-title">{props.title}</Heading>
          <Text slot="description" elementType="p">{props.body}</Text>
          <table className="stale-changes">
            <thead>
              <tr>
                <th scope="col">{STALE_SAVE_TEXT.field}</th>
                <th scope="col">{STALE_SAVE_TEXT.theirs}</th>
                <th scope="col">{STALE_SAVE_TEXT.yours}</th>
              </tr>
            </thead>
            <tbody>
              {props.changes.map((c) => (
                <tr key={c.label}>
                  <th scope="row">{c.label}</th>
                  <td>{c.theirs}</td>
                  <td>{c.yours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="popup-actions">
            <Button className="button" onPress={props.onReload}>{STALE_SAVE_TEXT.reload}</Button>
            <Button className="button button-danger" onPress={props.onOverwrite} isDisabled={props.isSaving}>{STALE_SAVE_TEXT.overwrite}</Button>
            <Button className="button" onPress={props.onCancel} autoFocus>{STALE_SAVE_TEXT.cancel}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
