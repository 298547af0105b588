import { issueMessage } from '#domain/issue-message';
/** spec 1 §2 Budget step, Campaign form and §8 messages, verbatim. */
export const BUDGET_TEXT = {
  heading: 'Campaign Budget',
  newOrder: 'New Insertion Order',
  noOrders: 'This campaign has no insertion orders. Please select a pre-existing insertion order, or create a new one.',
  chooseOption: 'Please select an option:',
  createNew: 'Create New Insertion Order',
  selectExisting: 'Select Existing Insertion Order',
  ordersLabel: 'Insertion Orders',
  ordersPlaceholder: 'Add An Insertion Order',
  goBack: 'Go back',
  saveAndContinue: 'Save and Continue',
  updated: 'Budget successfully updated.',
  updateFailed: issueMessage('updating this campaign\'s budget'),
  ordersFailed: issueMessage('retrieving insertion orders'),
  newOrderLink: 'Open the insertion order form',
} as const;

export const CAMPAIGN_FORM_TEXT = {
  createTitle: 'Create Campaign',
  editTitle: 'Edit Campaign',
  name: 'Campaign Name',
  accountManager: 'Account Manager',
  campaignManager: 'Campaign Manager',
  opsAssociate: 'Ops Associate',
  userSearch: 'Search by name or e-mail',
  description: 'Description',
  category: 'Category',
  insertionOrders: 'Insertion Orders',
  companies: 'Companies',
  startDate: 'Start Date',
  endDate: 'End Date',
  notes: 'Notes',
  tags: 'Tags',
  tagsHint: 'Separate tags with commas',
  submit: 'Submit',
  submitted: 'Campaign submitted successfully',
  fetchFailed: (detail: string) => `There was an issue fetching the campaign data. Error: ${detail}`,
  retrieveFailed: 'There has been an error retrieving the campaign. Please try again later.',
  mappingBusy: 'Mapping tasks are failed, in progress or pending: open the mapping status',
} as const;

export const STALE_TEXT = {
  title: 'This campaign was changed by someone else',
  body: 'Someone saved this campaign after you opened it. These fields differ from what you started from:',
} as const;
