import { hereWith } from '#app/api/links';
import { MAPPING_PARAM } from '#app/features/mapping-status/current';
import { isCampaignSummaryOrRedSubmit } from './screen';
import { defineCommand } from './types';

/** Opens the mapping status popup of the campaign in view (flag v3 only, spec 1 §2): its summary, or its edit page while Submit is red for mapping. */
export default defineCommand({
  id: 'open-mapping-status',
  title: 'Open mapping status',
  group: 'Actions',
  keywords: ['mapping', 'tasks', 'mapping tasks'],
  when: (ctx) => ctx.flags.campaignServiceVersion === 'v3' && isCampaignSummaryOrRedSubmit(ctx.screen),
  onScreen: () => true,
  run: (ctx) => ctx.navigate(hereWith({ [MAPPING_PARAM]: 'open' })),
});
