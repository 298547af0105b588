import { mappingInView } from '#app/features/mapping-status/current';
import { defineCommand } from './types';

/**
 * 'Retry tasks' of the mapping status (spec 1 §4): offered for the campaign in view when it has
 * failed or stuck tasks and fewer than 2 retries were made (flag v3 only).
 */
export default defineCommand({
  id: 'retry-mapping',
  title: 'Retry mapping tasks',
  group: 'Actions',
  keywords: ['retry tasks', 'mapping', 'retry'],
  when: (ctx) => {
    const inView = mappingInView();
    return ctx.flags.campaignServiceVersion === 'v3' && Boolean(inView?.retryable) && inView?.campaignId === ctx.screen.params.campaignId;
  },
  onScreen: () => true,
  run: () => mappingInView()?.retry(),
});
