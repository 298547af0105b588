import { defineCommand } from './types';

/** Spec 1: 'New Campaign' goes to the budget step, where a campaign starts. */
export default defineCommand({
  id: 'new-campaign',
  title: 'New campaign',
  group: 'Create',
  keywords: ['create campaign', 'add campaign'],
  shortcut: 'n c',
  onScreen: (ctx) => ctx.pathname === '/' || ctx.pathname === '/campaigns',
  run: (ctx) => ctx.navigate('/campaigns/new/budget'),
});
