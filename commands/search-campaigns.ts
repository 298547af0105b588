import { campaignsLink } from '#app/api/links';
import { searchListCommand } from './types';

/** Opens the campaign list searched by name: its 'Search campaign' box. */
export default searchListCommand({
  id: 'search-campaigns',
  title: 'Search campaigns…',
  keywords: ['find campaign', 'campaign name'],
  list: 'campaign-list',
  to: (q) => campaignsLink({ q }),
  argTitle: 'Campaign name',
  placeholder: 'Part of a campaign name',
});
