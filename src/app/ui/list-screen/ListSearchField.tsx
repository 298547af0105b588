import { useEffect, useRef, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { SEARCH_DEBOUNCE_MS } from '#app/ui/use-debounced';

/**
 * A list's search box. The URL holds the committed term; typing is kept locally and committed after
 * a pause, so each keystroke neither refetches nor adds a history entry. The first term committed
 * while the field has focus adds one (`replace` false), so Back returns to the list as it was before
 * the search; later pauses in the same typing replace it.
 */
export function ListSearchField({ label, value, onCommit }: { label: string; value: string; onCommit: (term: string, replace: boolean) => void }) {
  const [term, setTerm] = useState(value);
  const committedWhileFocused = useRef(false);
  useEffect(() => setTerm(value), [value]);
  useEffect(() => {
    if (term === value) return;
    const t = setTimeout(() => {
      onCommit(term, committedWhileFocused.current);
      committedWhileFocused.current = true;
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [term]);
  return (
    <SearchField value={term} onChange={setTerm} onBlur={() => (committedWhileFocused.current = false)} className="search-field">
      <Label>{label}</Label>
      <Input placeholder={label} />
    </SearchField>
  );
}
