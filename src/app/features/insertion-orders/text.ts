import { RESEND_TEXT } from '#app/ui/resend-text';
import { issueMessage } from '#domain/issue-message';

/** spec 1 §2, §8: the order screens' texts, verbatim where the spec gives them. */
export const ORDER_TEXT = {
  listTitle: 'Orders',
  newOrder: 'New Insertion Order',
  search: 'Search insertion order',
  loading: 'Loading. Please wait...',
  empty: 'No insertion orders found',
  createTitle: 'Create Insertion Order',
  editTitle: (name: string) => `Edit Insertion Order: ${name}`,
  submitted: 'Insertion order submitted successfully',
  deleted: 'Order successfully deleted.',
  listFailed: issueMessage('retrieving insertion orders'),
  loadFailed: issueMessage('retrieving Insertion Orders'),
  deleteTitle: 'Delete insertion order?',
  deleteBody: (name: string) => `Are you sure you would like to delete "${name}"? This cannot be undone.`,
  resendTitle: 'Resend event',
  resendBody: 'Send the create event of this insertion order to the admin system again?',
  resend: 'Resend Event',
  sending: RESEND_TEXT.sending,
  sent: RESEND_TEXT.sent('order'),
  viewCampaign: 'View Campaign',
} as const;

/** spec 1 'Create-company popup' hint states, verbatim. */
export const COMPANY_POPUP_TEXT = {
  title: 'Create Company',
  creating: 'Creating company...',
  failed: 'Something went wrong, please try again later',
  idle: 'Select submit to create company',
} as const;
