import type { FormEvent } from 'react';
import { Button } from 'react-aria-components';
import { userPickerSource } from '#app/api/user';
import { DatePickerField } from '#app/ui/DatePickerField';
import { SearchTextField } from '#app/ui/SearchPicker';
import { canSearch, type HistoryDraft } from './search';
import { HISTORY_TEXT } from './text';

/**
 * spec 1 §2 /history: User e-mail (any text, or a user found by name or e-mail), Min date and Max date
 * (clearable, any date) and Search, disabled while loading or with neither e-mail nor date.
 */
export function HistorySearchForm({ draft, onChange, onSearch, isLoading }: {
  draft: HistoryDraft;
  onChange: (draft: HistoryDraft) => void;
  onSearch: () => void;
  isLoading: boolean;
}) {
  const set = (patch: Partial<HistoryDraft>) => onChange({ ...draft, ...patch });
  const disabled = isLoading || !canSearch(draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) onSearch();
  };
  return (
    <form className="history-search-form" role="search" aria-label={HISTORY_TEXT.title} onSubmit={submit}>
      <div className="history-user">
        <SearchTextField label={HISTORY_TEXT.userEmail} source={userPickerSource} value={draft.user} onChange={(user) => set({ user })} description={HISTORY_TEXT.userHint} showLabel={HISTORY_TEXT.showUsers} />
      </div>
      <DatePickerField label={HISTORY_TEXT.minDate} value={draft.minDate} onChange={(minDate) => set({ minDate })} />
      <DatePickerField label={HISTORY_TEXT.maxDate} value={draft.maxDate} onChange={(maxDate) => set({ maxDate })} />
      <Button type="submit" className="button button-primary" isDisabled={disabled}>
        {HISTORY_TEXT.search}
      </Button>
    </form>
  );
}
