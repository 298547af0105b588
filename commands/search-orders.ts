import { ordersLink } from '#app/api/links';
import { searchListCommand } from './types';

/** Opens the insertion order list searched by name: its 'Search insertion order' box. */
export default searchListCommand({
  id: 'search-orders',
  title: 'Search orders…',
  keywords: ['find order', 'insertion order', 'order name'],
  list: 'order-list',
  to: (q) => ordersLink({ q }),
  argTitle: 'Order name',
  placeholder: 'Part of an order name',
});
