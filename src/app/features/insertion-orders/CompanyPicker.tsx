import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { companyPickerSource, companyQuery, type CompanyDocument } from '#app/api/company';
import { SearchSelectPicker } from '#app/ui/SearchPicker';

/**
 * The order's company (spec 1 'company picker with add new'): a search picker finding any company
 * by name on the gateway, and 'Add new company', which opens the create-company popup and picks the
 * company it creates.
 */
export function CompanyPicker({ companyId, onChange, onAddNew, created, error }: {
  companyId: string | null;
  onChange: (id: string | null) => void;
  /** Opens the create-company popup with what was typed; the form renders it outside itself (a form in a form would share its context). */
  onAddNew: (typed: string) => void;
  /** The company the popup created, picked at once. */
  created?: CompanyDocument;
  error?: string;
}) {
  const chosen = useQuery({ ...companyQuery(companyId ?? ''), enabled: Boolean(companyId) });
  const [typed, setTyped] = useState('');
  const nameOf = (id: string) => (chosen.data?.id === id ? chosen.data.name : created?.id === id ? created.name : undefined);
  return (
    <div className="company-picker">
      <SearchSelectPicker
        label="Company"
        source={companyPickerSource}
        value={companyId}
        onChange={onChange}
        nameOf={nameOf}
        placeholder="Search companies"
        description="Type to search by name"
        errorMessage={error}
        isRequired
        onTyping={setTyped}
      />
      <Button className="button company-add" onPress={() => onAddNew(companyId ? '' : typed)}>
        Add new company
      </Button>
    </div>
  );
}
