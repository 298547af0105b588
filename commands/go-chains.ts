import { chainsLink } from '#app/api/links';
import { defineCommand } from './types';

export default defineCommand({
  id: 'go-chains',
  title: 'Go to Chains',
  group: 'Go to',
  keywords: ['chains', 'retailers', 'stores'],
  shortcut: 'g h',
  run: (ctx) => ctx.navigate(chainsLink()),
});
