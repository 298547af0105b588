import { Button, Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import './stale-save-dialog.css';

export const STALE_SAVE_TEXT = {
  field: 'Field',
  theirs: 'Saved now',
  yours: 'Your change',
  unchanged: 'Not changed',
  conflict: 'Changed by both: your change wins',
  overwriteKeeps: 'Overwrite with my changes saves your changes on the version saved now; the fields only they changed keep their new values.',
  reload: 'Reload their version',
  overwrite: 'Overwrite with my changes',
  cancel: 'Cancel',
} as const;

/**
 * One field changed since the form read the document: its label, the value someone else saved
 * (absent when only this user changed it) and this user's (absent when only they changed it).
 * `conflict`: both changed it differently; an overwrite saves this user's value there.
 */
export interface StaleChange {
  label: string;
  theirs?: string;
  yours?: string;
  conflict?: boolean;
}

/**
 * A save answered 412: someone else saved the document since it was read. Lists what they changed
 * and what this user changed since then, marks the fields both changed, and lets the user reload
 * theirs (dropping these edits) or overwrite knowingly (this user's changes applied to their version,
 * a three-way merge). Focus starts on Cancel, which keeps the edits on screen: one Enter must not
 * throw away what the user typed.
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
  const cell = (value: string | undefined) => (value === undefined ? <td className="stale-unchanged">{STALE_SAVE_TEXT.unchanged}</td> : <td>{value}</td>);
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
                <tr key={c.label} className={c.conflict ? 'stale-conflict' : undefined}>
                  <th scope="row">
                    {c.label}
                    {c.conflict && <span className="stale-conflict-mark">{STALE_SAVE_TEXT.conflict}</span>}
                  </th>
                  {cell(c.theirs)}
                  {cell(c.yours)}
                </tr>
              ))}
            </tbody>
          </table>
          <p>{STALE_SAVE_TEXT.overwriteKeeps}</p>
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
