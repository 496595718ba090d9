import { alertsConfigEndpoint, registerPushSubscriptionEndpoint, removePushSubscriptionEndpoint } from '@contracts/alerts.ts';
import { api } from '@/lib/api-client';

/**
 * This browser's Web Push subscription: made with the server's VAPID key by the browser's push
 * service, then registered for the signed-in user (POST /alerts/subscriptions); turning it off
 * removes it on both sides.
 */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

export async function subscribeThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) throw new Error('This browser cannot receive alerts');
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('Notifications are blocked for this site in the browser');
  const { vapidPublicKey } = await api.call(alertsConfigEndpoint, {});
  if (!vapidPublicKey) throw new Error('Alerts are not set up on this server');
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) });
  const json = subscription.toJSON();
  await api.call(registerPushSubscriptionEndpoint, {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    userAgent: navigator.userAgent.slice(0, 300),
  });
}

export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api.call(removePushSubscriptionEndpoint, { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
