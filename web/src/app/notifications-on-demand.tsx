import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { NotificationsProps } from '@mantine/notifications';
import { firstNotification, loadMantineNotifications } from '@/lib/notify';

/**
 * Mantine's Notifications, mounted (and downloaded) with the first notify(): from then on it stays,
 * and it shows what the store holds (each auto-close timer starts when its notification is shown).
 * Loaded by hand rather than through React.lazy: a Suspense boundary would hold the first
 * notification back for React's fallback throttle (300 ms).
 */
export function NotificationsOnDemand(props: NotificationsProps) {
  const needed = useSyncExternalStore(firstNotification.subscribe, firstNotification.happened);
  const [Notifications, setNotifications] = useState<ComponentType<NotificationsProps> | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void loadMantineNotifications().then((library) => {
      if (current) setNotifications(() => library.Notifications);
    });
    return () => {
      current = false;
    };
  }, [needed]);
  return Notifications ? <Notifications {...props} /> : null;
}
