import { useAtom } from 'jotai';
import { Switch } from 'react-aria-components';
import { PopupDialog } from '../ui/PopupDialog';
import { singleKeyShortcutsAtom } from './shortcuts';

/** WCAG 2.1.4: single-key shortcuts can be turned off; Cmd/Ctrl-K and the palette still do everything. */
export function PreferencesDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [on, setOn] = useAtom(singleKeyShortcutsAtom);
  return (
    <PopupDialog title="Keyboard preferences" isOpen={isOpen} onOpenChange={onOpenChange} cancelLabel="Close">
      <Switch isSelected={on} onChange={setOn} className="switch">
        <span className="switch-indicator" aria-hidden="true" />
        Single-key shortcuts (such as ? and G then C)
      </Switch>
    </PopupDialog>
  );
}
