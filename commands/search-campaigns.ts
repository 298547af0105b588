import { searchListCommand } from './types';

/** Opens the campaign list searched by name: its 'Search campaign' box. */
export default searchListCommand({
  id: 'search-campaigns',
  title: 'Search campaigns…',
  keywords: ['find campaign', 'campaign name'],
  list: '/campaigns',
  argTitle: 'Campaign name',
  placeholder: 'Part of a campaign name',
});
