import { newCampaignBudgetLink } from '#app/api/links';
import { defineCommand } from './types';

/** Spec 1: 'New Campaign' goes to the budget step, where a campaign starts. */
export default defineCommand({
  id: 'new-campaign',
  title: 'New campaign',
  group: 'Create',
  keywords: ['create campaign', 'add campaign'],
  shortcut: 'n c',
  onScreen: (ctx) => ctx.screen.kind === 'start' || ctx.screen.kind === 'campaign-list',
  run: (ctx) => ctx.navigate(newCampaignBudgetLink()),
});
