import { notifications } from '@mantine/notifications';

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

/** Shows a transient, dismissible notification; returns its id. */
export function notify({ type, title, message, duration = NOTIFICATION_DEFAULT_DURATION_MS }: NotifyInput): string {
  return notifications.show({ color: COLORS[type], title, message, autoClose: duration, withCloseButton: true });
}
