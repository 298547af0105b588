import { createContext, use, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { DismissButton, FocusScope, useModalOverlay } from 'react-aria';
import { DialogContext, type OverlayTriggerState } from 'react-aria-components';
import { createPortal } from 'react-dom';

/** Whether the palette is on view (or being opened out of sight, see RehearsalContext). */
export const PaletteShownContext = createContext(false);

/** True while the palette is opened out of sight to warm it up (see usePaletteRehearsal). */
export const RehearsalContext = createContext(false);

const HIDDEN: CSSProperties = { display: 'none' };
const OUT_OF_SIGHT: CSSProperties = { visibility: 'hidden' };

/**
 * The palette's modal, made from react-aria's modal hooks: while shown, Escape and a click outside
 * close it, focus is held inside, and the page behind is inert and does not scroll. While not shown
 * it stays mounted, out of the page's layout and accessibility tree (display: none), with none of
 * those effects, so that showing it only switches them on.
 *
 * Not react-aria-components' ModalOverlay: that one renders itself a second time once shown (its
 * open state is set by a layout effect, to wait for a virtual keyboard) and measures the page during
 * render; nor react-aria's Overlay, whose focus containment is switched on by a second render. Those
 * cost every open about 3–4 ms of its frame (bench/portal/palette.ts). The palette is shown from the
 * keyboard, its list is already rendered, and nothing about it animates.
 */
export function PaletteModal({ onOpenChange, children }: { onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = use(PaletteShownContext);
  const rehearsal = use(RehearsalContext);
  const state: OverlayTriggerState = useMemo(
    () => ({
      isOpen: shown,
      setOpen: onOpenChange,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
      toggle: () => onOpenChange(!shown),
      point: null,
      setPoint: () => {},
    }),
    [shown, onOpenChange],
  );
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, ref);
  // A dialog focuses itself when mounted unless it is "entering": not while hidden. Shown, the
  // palette's input has focus by then (PaletteShown), which the dialog leaves where it is.
  const dialog = useMemo(() => ({ isEntering: !shown }), [shown]);
  return createPortal(
    <FocusScope contain={shown}>
      <div {...underlayProps} className="modal-overlay palette-overlay" style={!shown ? HIDDEN : rehearsal ? OUT_OF_SIGHT : undefined}>
        <div {...modalProps} ref={ref} className="modal palette-modal">
          <DismissButton onDismiss={state.close} />
          <DialogContext value={dialog}>{children}</DialogContext>
        </div>
      </div>
    </FocusScope>,
    document.body,
  );
}
