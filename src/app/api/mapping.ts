import { API_BASE } from '#app/env';
import type { MappingTaskView } from '#domain/mapping-status';
import { api } from './client';
import { streamEvents, type StreamOptions } from './event-stream';

/** POST /mapping/v1/tasks/{id}/retry, empty body (spec 1 §7 'Retry mapping'). */
export const retryMappingTask = (id: string) => api<MappingTaskView>(`/mapping/v1/tasks/${encodeURIComponent(id)}/retry`, { method: 'POST' });

/** GET /mapping/v1/tasks/{id} (spec 1 §7 'Get mapping task'). */
export const getMappingTask = (id: string, signal?: AbortSignal) => api<MappingTaskView>(`/mapping/v1/tasks/${encodeURIComponent(id)}`, { signal });

export const mappingStreamUrl = (campaignId: string) => `${API_BASE}/mapping/v1/campaigns/${encodeURIComponent(campaignId)}/stream`;

/** The mapping stream of a campaign (GET /mapping/v1/campaigns/{campaignId}/stream). */
export const streamMapping = (campaignId: string, o: StreamOptions) => streamEvents(mappingStreamUrl(campaignId), o);
