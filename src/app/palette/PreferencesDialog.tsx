import { useAtom } from 'jotai';
import { PopupDialog } from '#app/ui/PopupDialog';
import { singleKeyShortcutsAtom } from './shortcuts';
import { ToggleSwitch } from '#app/ui/ToggleSwitch';

/** WCAG 2.1.4: single-key shortcuts can be turned off; Cmd/Ctrl-K and the palette still do everything. */
export function PreferencesDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [on, setOn] = useAtom(singleKeyShortcutsAtom);
  return (
    <PopupDialog title="Keyboard preferences" isOpen={isOpen} onOpenChange={onOpenChange} cancelLabel="Close">
      <ToggleSwitch isSelected={on} onChange={setOn}>
        Single-key shortcuts (such as ? and G then C)
      </ToggleSwitch>
    </PopupDialog>
  );
}
