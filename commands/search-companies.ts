import { companiesLink } from '#app/api/links';
import { searchListCommand } from './types';

/** Opens the company list searched by name: its 'Search company' box. */
export default searchListCommand({
  id: 'search-companies',
  title: 'Search companies…',
  keywords: ['find company', 'company name'],
  list: 'company-list',
  to: (q) => companiesLink({ q }),
  argTitle: 'Company name',
  placeholder: 'Part of a company name',
});
