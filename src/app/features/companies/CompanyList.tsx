import { createColumnHelper } from '@tanstack/react-table';
import { ENTITIES } from '#domain/entities';
import { useEffect, useMemo } from 'react';
import { companyListQuery, type CompanyDocument } from '#app/api/company';
import { companyLink, newCompanyLink } from '#app/api/links';
import { ListScreen } from '#app/kit/crud/list/ListScreen';
import type { ColumnsContext } from '#app/kit/crud/list/list-screen-props';
import { AppLink } from '#app/ui/AppLink';
import { CompanyPreviewPane } from './CompanyPreviewPane';
import { DeleteCompanyDialog } from './DeleteCompanyDialog';
import { setCompanyInView } from './in-view';
import { companyListParams, type CompanyListSearch } from './search';
import { COMPANY_TEXT } from './text';
import './companies.css';

const col = createColumnHelper<CompanyDocument>();

/** spec 1 'Company list': the name column and an action column (edit, delete: spec 1 §7 DELETE, §8 'Company successfully deleted.'). */
const companyColumns = (onDelete: (company: CompanyDocument) => void) => [
  col.accessor('name', { id: 'name', header: 'Name' }),
  col.display({
    id: 'action',
    header: 'Action',
    size: 160,
    // One tab stop per grid: the row takes focus and Enter opens, keyboard users delete from the
    // preview pane; the link and the button serve the pointer.
    cell: (info) => (
      <span>
        <AppLink to={companyLink(info.row.original.id)} tabIndex={-1} aria-label={`${COMPANY_TEXT.edit} ${info.row.original.name}`}>
          {COMPANY_TEXT.edit}
        </AppLink>{' '}
        <button type="button" className="button button-small" tabIndex={-1} aria-label={`${COMPANY_TEXT.delete} ${info.row.original.name}`} onClick={(e) => {
          e.stopPropagation();
          onDelete(info.row.original);
        }}>
          {COMPANY_TEXT.delete}
        </button>
      </span>
    ),
  }),
];

// requestDelete keeps one identity for the screen's life.
const useCompanyColumns = ({ requestDelete }: ColumnsContext<CompanyDocument>) => useMemo(() => companyColumns(requestDelete), []);

const TEXT = {
  title: COMPANY_TEXT.listTitle,
  newLabel: COMPANY_TEXT.newCompany,
  search: COMPANY_TEXT.search,
  preview: COMPANY_TEXT.preview,
  empty: COMPANY_TEXT.empty,
};

export function CompanyList() {
  return (
    <ListScreen<CompanyDocument, CompanyListSearch>
      live={ENTITIES.company}
      from="/companies/"
      id="companies"
      query={(search) => companyListQuery(companyListParams(search))}
      text={TEXT}
      newTo={newCompanyLink()}
      views="companies"
      useColumns={useCompanyColumns}
      rowLink={(c) => companyLink(c.id)}
      preview={(company, { openDelete }) => <CompanyPreview company={company} openDelete={openDelete} />}
      deleteDialog={({ target, ...dialog }) => <DeleteCompanyDialog document={target} {...dialog} />}
    />
  );
}

/** The selected company's preview; while it shows, the palette's 'Delete this company' is about it. */
function CompanyPreview({ company, openDelete }: { company: CompanyDocument; openDelete: () => void }) {
  useEffect(() => {
    const mine = { id: company.id, name: company.name, openDelete };
    setCompanyInView(mine);
    return () => setCompanyInView(undefined, mine);
  }, [company.id, company.name]);
  return <CompanyPreviewPane company={company} onDelete={openDelete} />;
}
