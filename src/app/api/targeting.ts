import { queryOptions } from '@tanstack/react-query';
import type { TARGETING_NODE_KINDS } from '#domain/ad/targeting';
import { api, type Page } from './client';

/** A targeting definition as the node service answers it (spec 2 §3 'Targeting'). */
export interface TargetingDefinitionDocument {
  definitionId: string;
  name: string;
  type: (typeof TARGETING_NODE_KINDS)[number];
  description?: string;
  /** the choices of a LabelledString node */
  values?: { value: string; label: string }[];
}

/** GET /node/v1/definitions/ (spec 2 §7 'Targeting definitions'). */
export const listTargetingDefinitions = (signal?: AbortSignal) => api<Page<TargetingDefinitionDocument>>('/node/v1/definitions/', { signal });

/** The definitions change with releases, not during a session. */
export const targetingDefinitionsQuery = () =>
  queryOptions({
    queryKey: ['targeting', 'definitions'],
    queryFn: async ({ signal }) => (await listTargetingDefinitions(signal)).objects,
    staleTime: 10 * 60_000,
  });
