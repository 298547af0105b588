import { Button, Text, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { useCallback, useSyncExternalStore } from 'react';
import { notificationQueue, type Notification } from './notifications';
import type { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/**
 * The notification bar (spec 1 §2 Other widgets). react-aria's toast region is a landmark that
 * F6 reaches, and each notification is announced as it arrives.
 */
export function NotificationBar({ queue = notificationQueue }: { queue?: ToastQueue<Notification> }) {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const shown = useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);
  return (
    // react-aria registers the region for F6 when its label changes, and skips it while it is not
    // rendered (no notification yet): a label that differs while hidden registers it once shown.
    <ToastRegion queue={queue} className="notification-bar" aria-label={shown ? 'Notifications' : 'Notifications (none)'}>
      {({ toast }) => (
        <Toast toast={toast} className={`notification notification-${toast.content.type}`}>
          <ToastContent>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          {toast.content.action && (
            <Button
              className="notification-action"
              onPress={() => {
                toast.content.action?.onAction();
                queue.close(toast.key);
              }}
            >
              {toast.content.action.label}
            </Button>
          )}
          <Button slot="close" aria-label="Dismiss" className="notification-close">×</Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
