import { issueMessage } from '#domain/issue-message';
/** spec 1 'Company list', 'Company form', §8: the company screens' texts, verbatim. */
export const COMPANY_TEXT = {
  listTitle: 'Companies',
  newCompany: 'New Company',
  empty: 'No Companies found',
  /** Not named by the spec: the campaign list's wording, for companies. */
  search: 'Search company',
  edit: 'Edit',
  createTitle: 'Create New Company',
  editTitle: (name: string) => `Edit Company: ${name}`,
  name: 'Company Name',
  tags: 'Tags',
  urls: 'URLs',
  childCompanies: 'Child Companies',
  representedCompanies: 'Represented Companies',
  submit: 'Submit',
  created: 'Company successfully created.',
  deleted: 'Company successfully deleted.',
  /** Not named by the spec: the order list's delete wording, for companies. */
  delete: 'Delete',
  deleteCompany: 'Delete company',
  deleteTitle: 'Delete company?',
  deleteBody: (name: string) => `Are you sure you would like to delete "${name}"? This cannot be undone.`,
  updated: 'Company successfully updated.',
  createFailed: issueMessage('creating this company'),
  updateFailed: issueMessage('updating this company'),
  readFailed: issueMessage('retrieving this company'),
  loading: 'Loading. Please wait...',
  /** Not named by the spec: the preview beside the list (DESIGN: every list is a split pane). */
  preview: 'Company summary',
  open: 'Edit company',
  id: 'Id',
  createdAt: 'Created',
  modifiedAt: 'Modified',
} as const;
