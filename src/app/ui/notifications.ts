import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { setNoticeHandler, type Notice } from '#app/notices';

/** spec 1 §4: notifications auto-dismiss after 5000 ms unless a timeout is given; 0 stays. */
export const DEFAULT_NOTIFICATION_MS = 5000;

export type NotificationType = Notice['type'];
export interface NotificationAction {
  label: string;
  onAction: () => void;
}
export interface Notification {
  message: string;
  type: NotificationType;
  action?: NotificationAction;
}

/** One queue for the whole app, so calls outside React (the API client) can notify too. */
export const notificationQueue = new ToastQueue<Notification>({ maxVisibleToasts: 3 });

export function notify(n: Notification & { timeout?: number }, queue = notificationQueue): string {
  const timeout = n.timeout ?? DEFAULT_NOTIFICATION_MS;
  const { timeout: _omit, ...content } = n;
  return queue.add(content, timeout > 0 ? { timeout } : {});
}

/** The API client's and the sign-in session's notices (they cannot import the UI) show here too. */
setNoticeHandler((notice) => notify(notice));

export const dismiss = (key: string, queue = notificationQueue) => queue.close(key);
