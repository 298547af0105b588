import { useQuery } from '@tanstack/react-query';
import { userLabel, userPickerSource, userQuery } from '#app/api/user';
import { SearchSelectPicker } from '#app/ui/SearchPicker';
import { CAMPAIGN_FORM_TEXT } from './campaign-text';

/**
 * A campaign's manager or ops associate: a search picker finding any user by name or e-mail on the
 * gateway. The chosen user shows by name (read by e-mail); one no user has (a placeholder e-mail)
 * shows as its e-mail.
 */
export function UserPicker({ label, value, onChange, isRequired, errorMessage }: {
  label: string;
  value: string | null;
  onChange: (email: string) => void;
  isRequired?: boolean;
  errorMessage?: string;
}) {
  const chosen = useQuery({ ...userQuery(value ?? ''), enabled: Boolean(value) });
  return (
    <SearchSelectPicker
      label={label}
      source={userPickerSource}
      value={value}
      onChange={onChange}
      nameOf={(email) => (chosen.data?.email === email ? userLabel(chosen.data) : undefined)}
      placeholder={CAMPAIGN_FORM_TEXT.userSearch}
      isRequired={isRequired}
      errorMessage={errorMessage}
    />
  );
}
