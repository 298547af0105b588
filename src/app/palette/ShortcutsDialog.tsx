import { useAtomValue } from 'jotai';
import { PopupDialog } from '#app/ui/PopupDialog';
import { describeKeys, singleKeyShortcutsAtom, type Shortcut } from './shortcuts';

/** The '?' dialog: every shortcut of the one registry. */
export function ShortcutsDialog({ shortcuts, isOpen, onOpenChange }: { shortcuts: readonly Shortcut[]; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const singleKeysOn = useAtomValue(singleKeyShortcutsAtom);
  return (
    <PopupDialog title="Keyboard shortcuts" isOpen={isOpen} onOpenChange={onOpenChange} cancelLabel="Close">
      {!singleKeysOn && <p>Single-key shortcuts are switched off (Keyboard preferences).</p>}
      <table className="shortcuts-table">
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {shortcuts.map((s) => (
            <tr key={s.keys + s.description}>
              <td>
                <kbd>{describeKeys(s.keys)}</kbd>
              </td>
              <td>{s.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PopupDialog>
  );
}
