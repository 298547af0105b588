import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { usersQuery, type AdminUser } from '../../api/user';
import { DatePickerField } from '../../ui/DatePickerField';
import { canSearch, type HistoryDraft } from './search';
import { HISTORY_TEXT } from './text';

/**
 * spec 1 §2 /history: User e-mail (any text, or one of the admin users), Min date and Max date
 * (clearable, any date) and Search, disabled while loading or with neither e-mail nor date.
 */
export function HistorySearchForm({ draft, onChange, onSearch, isLoading }: {
  draft: HistoryDraft;
  onChange: (draft: HistoryDraft) => void;
  onSearch: () => void;
  isLoading: boolean;
}) {
  const users = useQuery(usersQuery());
  const set = (patch: Partial<HistoryDraft>) => onChange({ ...draft, ...patch });
  const disabled = isLoading || !canSearch(draft);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!disabled) onSearch();
  };
  return (
    <form className="history-search-form" role="search" aria-label={HISTORY_TEXT.title} onSubmit={submit}>
      <ComboBox
        className="field history-user"
        defaultItems={users.data ?? []}
        inputValue={draft.user}
        onInputChange={(user) => set({ user })}
        onSelectionChange={(key) => key !== null && set({ user: String(key) })}
        // Any e-mail may be searched; the list closes when no user matches what is typed.
        allowsCustomValue
      >
        <Label>{HISTORY_TEXT.userEmail}</Label>
        <div className="input-row">
          <Input className="input" autoComplete="off" spellCheck={false} />
          <Button className="button" aria-label="Show users">▾</Button>
        </div>
        <Text slot="description" className="field-description">Exact e-mail of the user who made the change</Text>
        <Popover className="select-popover">
          <ListBox className="select-list">
            {(u: AdminUser) => (
              <ListBoxItem id={u.email} textValue={u.email} className="select-option">
                {u.email}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <DatePickerField label={HISTORY_TEXT.minDate} value={draft.minDate} onChange={(minDate) => set({ minDate })} />
      <DatePickerField label={HISTORY_TEXT.maxDate} value={draft.maxDate} onChange={(maxDate) => set({ maxDate })} />
      <Button type="submit" className="button button-primary" isDisabled={disabled}>
        {HISTORY_TEXT.search}
      </Button>
    </form>
  );
}
