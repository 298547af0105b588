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
  updated: 'Company successfully updated.',
  createFailed: (detail: string) => `There was an issue creating this company. ${detail}`,
  updateFailed: (detail: string) => `There was an issue updating this company. ${detail}`,
  readFailed: (detail: string) => `There was an issue retrieving this company. ${detail}`,
  loading: 'Loading. Please wait...',
  /** Not named by the spec: the preview beside the list (DESIGN: every list is a split pane). */
  preview: 'Company summary',
  open: 'Edit company',
  id: 'Id',
  createdAt: 'Created',
  modifiedAt: 'Modified',
} as const;
