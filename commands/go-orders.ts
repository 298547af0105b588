import { ordersLink } from '#app/api/links';
import { defineCommand } from './types';

export default defineCommand({
  id: 'go-orders',
  title: 'Go to Orders',
  group: 'Go to',
  keywords: ['insertion orders', 'io', 'budget'],
  shortcut: 'g o',
  run: (ctx) => ctx.navigate(ordersLink()),
});
