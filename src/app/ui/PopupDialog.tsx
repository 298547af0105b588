import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay, Text } from 'react-aria-components';
import { focusAfterRemoval } from './focus-after-removal';

export interface PopupDialogProps {
  title: string;
  /** What the popup asks or says, in a sentence: screen readers read it with the title (aria-describedby). */
  message?: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children?: ReactNode;
  /** The confirm button; without it the popup only has its content and Cancel. */
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm?: () => void;
  /** A confirm that starts a call keeps the popup open: the caller closes it once the call succeeds. */
  confirmCloses?: boolean;
  isConfirmDisabled?: boolean;
  /** Some popups must not close on Escape (spec 1: the order line item popup). */
  isKeyboardDismissDisabled?: boolean;
  /** Enter confirms unless a popup says otherwise (e.g. it holds a multi-line field). */
  enterConfirms?: boolean;
  role?: 'dialog' | 'alertdialog';
  /** Confirming throws work away (leaving a form with edits): focus starts on Cancel, so one Enter keeps it. */
  cancelFirst?: boolean;
  /** A popup that asks for input: focus starts on the field its content auto-focuses, not on a button. */
  focusContent?: boolean;
  /**
   * The screen's control that opens the popup. A popup opened without it (from the palette, a
   * shortcut or a link's `?dialog=`) gives focus back to where it was opened from, which may be gone
   * or the page itself: focus then goes to this control instead of falling to the page.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** When `isOpen` turns false, focus that fell to the page goes to `target`. */
function useReturnFocus(isOpen: boolean, target: RefObject<HTMLElement | null> | undefined) {
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    const closed = wasOpen.current && !isOpen;
    wasOpen.current = isOpen;
    if (closed && target) return focusAfterRemoval(target);
  }, [isOpen, target]);
}

/**
 * Popup dialog (spec 1 §2 Other widgets): modal, traps focus and gives it back on close;
 * Escape closes and Enter confirms unless the popup says otherwise.
 */
export function PopupDialog(props: PopupDialogProps) {
  const { title, isOpen, onOpenChange, children, confirmLabel, cancelLabel = 'Cancel', onConfirm } = props;
  useReturnFocus(isOpen, props.returnFocusTo);
  const confirm = () => {
    if (props.isConfirmDisabled) return;
    onConfirm?.();
    if (props.confirmCloses !== false) onOpenChange(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || props.enterConfirms === false || !onConfirm || e.nativeEvent.isComposing) return;
    // A focused button or a multi-line field keeps its own Enter.
    if (e.target instanceof Element && e.target.closest('button, textarea, a[href], [role="listbox"], [role="combobox"]')) return;
    e.preventDefault();
    confirm();
  };
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={false} isKeyboardDismissDisabled={props.isKeyboardDismissDisabled} className="modal-overlay">
      <Modal className="modal">
        <Dialog role={props.role ?? 'dialog'} className="popup-dialog">
          {/* Dialog takes no key handler: a wrapper catches Enter bubbling from inside. */}
          <div onKeyDown={onKeyDown}>
          <Heading slot="title" className="popup-title">{title}</Heading>
          <div className="popup-body">
            {props.message && <Text slot="description" elementType="p">{props.message}</Text>}
            {children}
          </div>
          <div className="popup-actions">
            {onConfirm && (
              <Button className="button button-primary" onPress={confirm} isDisabled={props.isConfirmDisabled} autoFocus={!props.cancelFirst && !props.focusContent}>
                {confirmLabel ?? 'Confirm'}
              </Button>
            )}
            <Button className="button" onPress={() => onOpenChange(false)} autoFocus={(!onConfirm || props.cancelFirst) && !props.focusContent}>
              {cancelLabel}
            </Button>
          </div>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
