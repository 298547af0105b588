import { useContext, useRef, type KeyboardEvent } from 'react';
import { Button, ComboBoxStateContext, Input } from 'react-aria-components';
import { useInertOutsideWhileOpen } from './inert-outside';

/**
 * A search combo box's input and the button that shows its list (the record pickers, the chain
 * boxes). Enter picks the focused option or does nothing: with nothing matching, the list is
 * closed, and Enter would otherwise submit the form around the box while a record is still being
 * looked for. Escape closes the list and hands the box back to its choice (`chosenText`: the chosen
 * record's name, or empty); a second Escape goes on to the popup around it. react-aria's Escape (and
 * Tab) reverts the box to its choice only when its list holds that choice, and the text is the
 * form's: left as typed, it differed from that choice and react-aria opened the list again. While
 * the list is open the rest of the page is inert (see useInertOutsideWhileOpen).
 */
export function ComboBoxInput({ placeholder, showLabel, chosenText = '' }: { placeholder?: string; showLabel: string; chosenText?: string }) {
  const state = useContext(ComboBoxStateContext);
  const row = useRef<HTMLDivElement>(null);
  useInertOutsideWhileOpen(row, Boolean(state?.isOpen));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') e.preventDefault();
    // Escape, or Tab with no option focused in the list, hands back the box's choice.
    const handsBack = e.key === 'Escape' || (e.key === 'Tab' && state?.isOpen && state.selectionManager.focusedKey == null);
    if (handsBack && state) state.setInputValue(chosenText);
  };
  return (
    <div ref={row} className="input-row">
      <Input className="input" placeholder={placeholder} autoComplete="off" onKeyDown={onKeyDown} />
      <Button className="button" aria-label={showLabel}>▾</Button>
    </div>
  );
}
