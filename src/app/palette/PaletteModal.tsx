import { createContext, use, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { DismissButton, FocusScope, useModalOverlay } from 'react-aria';
import { DialogContext, type OverlayTriggerState } from 'react-aria-components';
import { createPortal } from 'react-dom';

/**
 * How a made palette is on the page (usePreparedPalette):
 * - `hidden`: out of layout and of the accessibility tree (display: none), none of the modal's effects;
 * - `painted`: laid out and painted, but fully transparent, inert (out of focus order, find-in-page
 *   and the accessibility tree), hidden from assistive technology and from the pointer, so that an
 *   open changes only its opacity and what `shown` adds;
 * - `rehearsal`: opened with all its effects, but invisible (see usePaletteRehearsal);
 * - `shown`: open.
 */
export type PaletteView = 'hidden' | 'painted' | 'rehearsal' | 'shown';
export const PaletteViewContext = createContext<PaletteView>('hidden');

/** Shown, the modal's effects are on: open, or rehearsed. */
export const isShown = (view: PaletteView) => view === 'shown' || view === 'rehearsal';

/**
 * Waiting, the palette is out of reach of another modal's hiding of the page (react-aria's
 * ariaHideOutside skips a "top layer"): that would set `inert` on it, then lift it on closing even
 * if the palette has been painted, and so made inert by React, in between.
 */
const WAITING = { 'data-react-aria-top-layer': true } as const;

const OVERLAY: Record<PaletteView, { style?: CSSProperties; inert?: boolean; 'aria-hidden'?: true; 'data-react-aria-top-layer'?: true }> = {
  hidden: { style: { display: 'none' }, ...WAITING },
  // will-change: the palette keeps its own compositor layer, painted while transparent and the same
  // layer once shown, so that showing it repaints nothing of the page behind.
  painted: { style: { opacity: 0, willChange: 'opacity', pointerEvents: 'none' }, inert: true, 'aria-hidden': true, ...WAITING },
  rehearsal: { style: { visibility: 'hidden' } },
  shown: { style: { willChange: 'opacity' } },
};

/**
 * The palette's modal, made from react-aria's modal hooks: while shown, Escape and a click outside
 * close it, focus is held inside, and the page behind is inert and does not scroll. While not shown
 * it stays mounted with none of those effects (see PaletteView), so that showing it only switches
 * them on.
 *
 * Not react-aria-components' ModalOverlay: that one renders itself a second time once shown (its
 * open state is set by a layout effect, to wait for a virtual keyboard) and measures the page during
 * render; nor react-aria's Overlay, whose focus containment is switched on by a second render. Those
 * cost every open about 3–4 ms of its frame (bench/portal/palette.ts). The palette is shown from the
 * keyboard, its list is already rendered, and nothing about it animates.
 */
export function PaletteModal({ onOpenChange, children }: { onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const view = use(PaletteViewContext);
  const shown = isShown(view);
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
      <div {...underlayProps} className="modal-overlay palette-overlay" {...OVERLAY[view]}>
        <div {...modalProps} ref={ref} className="modal palette-modal">
          <DismissButton onDismiss={state.close} />
          <DialogContext value={dialog}>{children}</DialogContext>
        </div>
      </div>
    </FocusScope>,
    document.body,
  );
}
