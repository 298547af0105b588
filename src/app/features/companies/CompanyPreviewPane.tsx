import { Link } from '@tanstack/react-router';
import { Button } from 'react-aria-components';
import type { CompanyDocument } from '#app/api/company';
import { formatTimestamp } from '#app/ui/format';
import { SummaryFields } from '#app/ui/SummaryFields';
import { COMPANY_TEXT } from './text';

const listed = (values: readonly string[]) => (values.length ? values.join(', ') : '—');
const counted = (ids: readonly string[]) => (ids.length ? String(ids.length) : '—');

/** The selected company beside the list: what its form holds, at a glance, and a way to edit it. */
export function CompanyPreviewPane({ company, onDelete }: { company: CompanyDocument; onDelete: () => void }) {
  return (
    <div className="summary-pane">
      <h2>{company.name}</h2>
      <SummaryFields
        fields={[
          [COMPANY_TEXT.id, company.id],
          [COMPANY_TEXT.tags, listed(company.tags)],
          [COMPANY_TEXT.urls, listed(company.urls)],
          [COMPANY_TEXT.childCompanies, counted(company.childCompanyIds)],
          [COMPANY_TEXT.representedCompanies, counted(company.representedCompanyIds)],
          [COMPANY_TEXT.createdAt, formatTimestamp(company.created)],
          [COMPANY_TEXT.modifiedAt, formatTimestamp(company.modified)],
        ]}
      />
      <div className="form-actions">
        <Link to="/companies/$companyId" params={{ companyId: company.id }} className="button button-primary">
          {COMPANY_TEXT.open}
        </Link>
        <Button className="button" onPress={onDelete}>
          {COMPANY_TEXT.deleteCompany}
        </Button>
      </div>
    </div>
  );
}
