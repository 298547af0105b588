import { useEffect } from 'react';
import { dismiss, notify } from '#app/ui/notifications';

/** spec 1: a list's loading text as an info notification while its search runs ('Loading Campaigns...'). */
export function useLoadingNotification(loading: boolean, message: string | undefined) {
  useEffect(() => {
    if (!loading || !message) return;
    const key = notify({ message, type: 'info', timeout: 0 });
    return () => dismiss(key);
  }, [loading, message]);
}
