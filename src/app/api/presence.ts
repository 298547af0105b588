import { api } from './client';

/** Someone else with the record open in edit (issue 28 §3). */
export interface Editor {
  userId: string;
  since: string;
}

const presencePath = (documentType: string, id: string) => `/events/v1/presence/${encodeURIComponent(documentType)}/${encodeURIComponent(id)}`;

/** PUT /events/v1/presence/{documentType}/{id}: "I am editing it" (good for 30 s); answers who else is. */
export const beatPresence = (documentType: string, id: string) => api<{ editors: Editor[] }>(presencePath(documentType, id), { method: 'PUT' });

/** DELETE /events/v1/presence/{documentType}/{id}: "I closed it" (kept alive: it is also sent as the tab closes). */
export const leavePresence = (documentType: string, id: string) => api(presencePath(documentType, id), { method: 'DELETE', keepalive: true });
