import { useEffect, useState } from 'react';
import { Input, Label, SearchField } from 'react-aria-components';
import { SEARCH_DEBOUNCE_MS } from '../use-debounced';

/**
 * A list's search box. The URL holds the committed term; typing is kept locally and committed after
 * a pause, so each keystroke neither refetches nor adds a history entry.
 */
export function ListSearchField({ label, value, onCommit }: { label: string; value: string; onCommit: (term: string) => void }) {
  const [term, setTerm] = useState(value);
  useEffect(() => setTerm(value), [value]);
  useEffect(() => {
    if (term === value) return;
    const t = setTimeout(() => onCommit(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [term]);
  return (
    <SearchField value={term} onChange={setTerm} className="search-field">
      <Label>{label}</Label>
      <Input placeholder={label} />
    </SearchField>
  );
}
