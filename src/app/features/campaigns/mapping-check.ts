import { queryOptions } from '@tanstack/react-query';
import { FetchError } from 'ofetch';
import { api } from '../../api/client';
import { MAPPING_TASK_IDS } from '../../../domain/mapping-status';

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

/** GET /mapping/v1/tasks/{id} of the campaign's root task (domain MAPPING_TASK_IDS); no tree yet (404) means nothing is mapping. */

export const mappingBusyQuery = (campaignId: string) =>
  queryOptions({
    queryKey: ['mapping', 'busy', campaignId],
    queryFn: async ({ signal }) => {
      try {
        return hasBusyTask(await api<TaskNode>(`/mapping/v1/tasks/${encodeURIComponent(MAPPING_TASK_IDS.root(campaignId))}`, { signal }));
      } catch (error) {
        if (error instanceof FetchError && error.statusCode === 404) return false;
        throw error;
      }
    },
    staleTime: 0,
    refetchInterval: (q) => (q.state.data ? 3000 : false),
  });
