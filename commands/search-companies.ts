import { searchListCommand } from './types';

/** Opens the company list searched by name: its 'Search company' box. */
export default searchListCommand({
  id: 'search-companies',
  title: 'Search companies…',
  keywords: ['find company', 'company name'],
  list: '/companies',
  argTitle: 'Company name',
  placeholder: 'Part of a company name',
});
