/**
 * Notifications raised below the UI (the API client, the sign-in session) reach the notification bar
 * through this one callback, which ui/notifications sets when it loads: api/ and auth/ never import
 * the UI (docs/architecture.md). Notices raised before then wait and are shown when it is set.
 */
export interface Notice {
  message: string;
  type: 'info' | 'success' | 'error';
  /** ms before it closes by itself; 0 stays (the notification bar's default otherwise) */
  timeout?: number;
}

let show: ((notice: Notice) => void) | undefined;
const waiting: Notice[] = [];

export function showNotice(notice: Notice): void {
  if (show) show(notice);
  else waiting.push(notice);
}

export function setNoticeHandler(handler: (notice: Notice) => void): void {
  show = handler;
  waiting.splice(0).forEach(handler);
}
