export type NotificationType = 'success' | 'error' | 'warning' | 'info';

/** Spec 01 §9. */
export const NOTIFICATION_DEFAULT_DURATION_MS = 5000;

const COLORS: Record<NotificationType, string> = {
  success: 'teal',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
};

export interface NotifyInput {
  type: NotificationType;
  title?: string;
  message: string;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

/**
 * Mantine's notifications (store, container, transitions: ≈ 13 kB gzip) load with the first
 * notification, not with the first screen: /login shows none until something goes wrong.
 */
export const loadMantineNotifications = () => import('@mantine/notifications');

let sequence = 0;
const firstNotificationListeners = new Set<() => void>();
let notified = false;

/** Shows a transient, dismissible notification; returns its id. */
export function notify({ type, title, message, duration = NOTIFICATION_DEFAULT_DURATION_MS }: NotifyInput): string {
  const id = `notification-${++sequence}`;
  if (!notified) {
    notified = true;
    firstNotificationListeners.forEach((listener) => listener());
  }
  void loadMantineNotifications().then(({ notifications }) =>
    notifications.show({ id, color: COLORS[type], title, message, autoClose: duration, withCloseButton: true }),
  );
  return id;
}

/** For the container (app/notifications-on-demand): whether anything was notified yet, and when it first is. */
export const firstNotification = {
  happened: () => notified,
  subscribe(listener: () => void): () => void {
    firstNotificationListeners.add(listener);
    return () => firstNotificationListeners.delete(listener);
  },
};
