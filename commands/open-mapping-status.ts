import { isCampaignSummary } from '#app/features/campaign-summary/in-view';
import { isRedSubmitPage, MAPPING_PARAM } from '#app/features/mapping-status/current';
import { defineCommand } from './types';

/** Opens the mapping status popup of the campaign in view (flag v3 only, spec 1 §2): its summary, or its edit page while Submit is red for mapping. */
export default defineCommand({
  id: 'open-mapping-status',
  title: 'Open mapping status',
  group: 'Actions',
  keywords: ['mapping', 'tasks', 'mapping tasks'],
  when: (ctx) => ctx.flags.campaignServiceVersion === 'v3' && (isCampaignSummary(ctx.pathname) || isRedSubmitPage(ctx.pathname)),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(ctx.pathname, { [MAPPING_PARAM]: 'open' }),
});
