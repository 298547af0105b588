import { createContext, use, useMemo, useRef, type ReactNode } from 'react';
import { DismissButton, FocusScope, useModalOverlay } from 'react-aria';
import type { OverlayTriggerState } from 'react-aria-components';
import { createPortal } from 'react-dom';

/** True while the palette is opened out of sight to warm it up (see usePaletteRehearsal). */
export const RehearsalContext = createContext(false);

/**
 * The palette's modal, made from react-aria's modal hooks: Escape and a click outside close it,
 * focus is held inside, the page behind is inert and does not scroll.
 *
 * Not react-aria-components' ModalOverlay: that one renders itself a second time once shown (its
 * open state is set by a layout effect, to wait for a virtual keyboard) and measures the page during
 * render; nor react-aria's Overlay, whose focus containment is switched on by a second render. Those
 * cost every open about 3–4 ms of its frame (bench/portal/palette.ts). The palette is shown from the
 * keyboard, its list is already rendered, and nothing about it animates.
 */
export function PaletteModal({ onOpenChange, children }: { onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const rehearsal = use(RehearsalContext);
  // It exists only while open: closing unmounts (or hides) it.
  const state: OverlayTriggerState = useMemo(
    () => ({
      isOpen: true,
      setOpen: onOpenChange,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
      toggle: () => onOpenChange(false),
      point: null,
      setPoint: () => {},
    }),
    [onOpenChange],
  );
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: true }, state, ref);
  return createPortal(
    <FocusScope contain restoreFocus>
      <div {...underlayProps} className="modal-overlay palette-overlay" style={rehearsal ? { visibility: 'hidden' } : undefined}>
        <div {...modalProps} ref={ref} className="modal palette-modal">
          <DismissButton onDismiss={state.close} />
          {children}
        </div>
      </div>
    </FocusScope>,
    document.body,
  );
}
