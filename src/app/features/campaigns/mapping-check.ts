import { queryOptions } from '@tanstack/react-query';
import { api } from '#app/api/client';

interface TaskNode {
  stateType?: string;
  state?: { type?: string };
  tasks?: TaskNode[];
}

/** States that keep a v3 campaign's submit button red (spec 1 §2 Campaign edit / create form). */
const BUSY = new Set(['FAILURE', 'IN_PROGRESS', 'PENDING']);

export function hasBusyTask(node: TaskNode | undefined): boolean {
  if (!node) return false;
  const state = node.stateType ?? node.state?.type;
  return (state !== undefined && BUSY.has(state)) || (node.tasks ?? []).some(hasBusyTask);
}

/** GET /mapping/v1/campaigns/{id}/tasks: the campaign's task trees (none yet: nothing is mapping; a 200, no 404 in the console). */

export const mappingBusyQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['mapping', 'busy', campaignId],
    queryFn: async ({ signal }) => {
      const { tasks } = await api<{ tasks: TaskNode[] }>(`/mapping/v1/campaigns/${encodeURIComponent(campaignId)}/tasks`, { signal });
      return tasks.some(hasBusyTask);
    },
    staleTime: 0,
    refetchInterval: (q) => (q.state.data ? 3000 : false),
  });
