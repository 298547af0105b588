import { chainsLink } from '#app/api/links';
import { searchListCommand } from './types';

/** Opens the chains list searched by label on the server: its 'Search chain' box. */
export default searchListCommand({
  id: 'search-chains',
  title: 'Search chains…',
  keywords: ['find chain', 'chain name', 'retailer'],
  list: 'chain-list',
  to: (q) => chainsLink({ q }),
  argTitle: 'Chain name',
  placeholder: 'Part of a chain name',
});
