import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, ComboBox, FieldError, Input, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { companyQuery, companySearchQuery, type CompanyDocument } from '../../api/company';
import { FieldLabel } from '../../ui/form-fields';
import { useDebounced } from '../../ui/use-debounced';

const COMPANY_SEARCH_DEBOUNCE_MS = 250;

/**
 * The order's company (spec 1 'company picker with add new'): a combo box searching companies by
 * name on the gateway, and 'Add new company', which opens the create-company popup and picks the
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
  const [text, setText] = useState('');
  const term = useDebounced(text, COMPANY_SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (chosen.data && chosen.data.id === companyId) setText(chosen.data.name);
  }, [chosen.data, companyId]);
  useEffect(() => {
    if (created) setText(created.name);
  }, [created]);
  // While the box shows the chosen company's name, list every company rather than that one alone.
  const query = text === chosen.data?.name || text === created?.name ? '' : term;
  const hits = useQuery({ ...companySearchQuery(query), placeholderData: keepPreviousData });
  const items = [...(hits.data?.objects ?? [])];
  for (const c of [chosen.data, created]) if (c && c.id === companyId && !items.some((i) => i.id === c.id)) items.unshift(c);

  return (
    <div className="company-picker">
      <ComboBox
        className="form-field"
        name="companyId"
        items={items}
        selectedKey={companyId}
        inputValue={text}
        onInputChange={(t) => {
          setText(t);
          const current = items.find((i) => i.id === companyId);
          if (companyId && current?.name !== t) onChange(null);
        }}
        onSelectionChange={(key) => {
          const company = items.find((i) => i.id === key);
          if (company) setText(company.name);
          onChange(key == null ? null : String(key));
        }}
        isInvalid={error ? true : undefined}
        validationBehavior="aria"
        isRequired
      >
        <FieldLabel required>Company</FieldLabel>
        <div className="input-row">
          <Input className="input" placeholder="Search companies" />
          <Button className="button" aria-label="Show companies">▾</Button>
        </div>
        <Text slot="description" className="field-description">Type to search by name</Text>
        <FieldError className="field-error">{error}</FieldError>
        <Popover className="select-popover">
          <ListBox className="select-list" renderEmptyState={() => <div className="select-empty">No companies found</div>}>
            {(c: CompanyDocument) => <ListBoxItem id={c.id} textValue={c.name} className="select-option">{c.name}</ListBoxItem>}
          </ListBox>
        </Popover>
      </ComboBox>
      <Button className="button company-add" onPress={() => onAddNew(companyId ? '' : text)}>
        Add new company
      </Button>
    </div>
  );
}
