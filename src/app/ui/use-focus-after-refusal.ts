import { useEffect, useState, type RefObject } from 'react';

/** A field that says why a save was refused: marked invalid, an image upload, a date editor, a table row in error (its first control) or a section in error (its own button, as Add Order Line Item). */
const INVALID_FIELD = '[aria-invalid="true"], .image-upload-field[data-invalid] button, .date-editor[data-invalid] .select-button, tr[data-invalid] button, section[data-invalid] > button';

/**
 * After a refused save (the gateway's 400 naming fields, or the form's own check), focus goes to the
 * first field that says why, so a keyboard or screen reader user lands on the message, not on Submit.
 * Returns the function to call on each refusal; the focus moves once the errors are rendered.
 */
export function useFocusAfterRefusal(form: RefObject<HTMLElement | null>): () => void {
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
  }, [refusals]);
  return () => setRefusals((n) => n + 1);
}
