/** spec 1 §2 'Change history': the history screens' texts, verbatim where the spec gives them. */
export const HISTORY_TEXT = {
  title: 'Changelog',
  userEmail: 'User e-mail',
  userHint: 'Exact e-mail of the user who made the change; type a name to find one',
  showUsers: 'Show users',
  minDate: 'Min date',
  maxDate: 'Max date',
  search: 'Search',
  loadMore: 'Load more',
  noRecords: 'No records found',
  noRecordsHint: 'Try changing your search filters',
  failed: 'Something went wrong',
  failedHint: 'Please try again later',
  enterTerm: 'Please enter a search term',
  enterTermHint: 'Try entering a user email and a date range',
  /** Not named by the spec: the search table's name and the preview of its selected change. */
  resultsLabel: 'Changes',
  previewLabel: 'Change summary',
  openChangelog: 'Open changelog',
  /** The per-document view and its popup. */
  detailsTitle: 'Changelog Details',
  changelogButton: 'Changelog',
  searchUser: 'Search user',
  goBack: 'Go Back',
  close: 'Close',
  tableLabel: 'Changes by field',
  fieldsOfVersion: 'Fields changed in this version',
  previousValue: 'Previous value',
  changeDetails: 'Change details',
  openDocument: (type: string) => `Open ${type}`,
} as const;

/** spec 1 §2: the search table's columns. */
export const SEARCH_COLUMNS = { id: 'Id', name: 'Name', user: 'User', modified: 'Modified', type: 'Type' } as const;

/** spec 1 §2: the changelog table's columns. */
export const CHANGE_COLUMNS = { fieldName: 'Field name', status: 'Status', updatedValue: 'Updated value', user: 'User', date: 'Date' } as const;
