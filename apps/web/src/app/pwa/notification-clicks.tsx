import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SW_NOTIFICATION_MESSAGES } from '../../lib/sw-notification-messages';

/**
 * A click on a reminder's notification while Cadence is open (docs/product/reminders.md): the service
 * worker brings this window forward and asks it to show the task or habit, which the screen then opens
 * from its `?task=` / `?habit=` parameter. The page moves itself: the worker cannot navigate a window it
 * does not control (the first visit's).
 */
export function NotificationClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== SW_NOTIFICATION_MESSAGES.open || typeof data.url !== 'string' || !data.url.startsWith('/') || data.url.startsWith('//')) return;
      void navigate(data.url);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
  return null;
}
