import { deleteCompany } from '#app/api/company';
import { deleteDialogOf } from '#app/ui/ConfirmDeleteDialog';
import { COMPANY_TEXT } from './text';

const TEXT = { title: COMPANY_TEXT.deleteTitle, body: COMPANY_TEXT.deleteBody, confirm: COMPANY_TEXT.delete, deleted: COMPANY_TEXT.deleted };
const QUERY_KEYS = { detail: (id: string) => ['companies', 'detail', id], lists: ['companies'] };

/**
 * The company's delete confirmation; on success 'Company successfully deleted.' and the company
 * leaves every cached list. A company still in use is refused (409): the gateway's text names who uses it.
 */
export const DeleteCompanyDialog = deleteDialogOf({ remove: deleteCompany, queryKeys: QUERY_KEYS, text: TEXT });
