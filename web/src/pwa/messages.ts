import type { AlertPayload } from '@contracts/alerts.ts';

/** The page's message that lets a waiting new version take over (then the page reloads). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * What a push shows. The payload is the server's alert (contracts/alerts.ts), read without zod
 * (the worker stays small); anything else is still shown, as a plain notification, rather than
 * dropped: Chromium counts a push that shows nothing against the site.
 */
export function notificationFromPush(text: string | null): { title: string; options: NotificationOptions } {
  let alert: Partial<AlertPayload> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    if (parsed && typeof parsed === 'object') alert = parsed as Partial<AlertPayload>;
  } catch {
    alert = { body: text ?? undefined };
  }
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    title: str(alert.title) ?? 'MFL Companion',
    options: {
      body: str(alert.body) ?? '',
      tag: str(alert.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: str(alert.url)?.startsWith('/') ? alert.url : '/dashboard', kind: str(alert.kind) },
    },
  };
}
