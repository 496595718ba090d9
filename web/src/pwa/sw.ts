/// <reference lib="webworker" />
/**
 * The app's service worker (issue 25), built by vite-plugin-pwa's injectManifest from this file
 * with Workbox's modules:
 *  - the app shell (every built file) precached, client-side routes answered with index.html, so
 *    the app starts offline;
 *  - the API's GET answers (functions and REST) network first, their last copy kept: offline, a
 *    screen shows its last data, marked with its age (api-cache.ts, offline-banner.tsx);
 *  - Web Push: an alert's payload (contracts/alerts.ts) shown as a notification that opens its
 *    screen;
 *  - a new version waits until the page asks it to take over ("New version: reload").
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, isCachedApiRead, isCachedPostRead, postReadKey, stampCachedAt } from './api-cache';
import { notificationFromPush, SKIP_WAITING } from './messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client-side routes load the shell; the APIs and the gateway's own pages are never a route of the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/(auth|rest|functions|api|storage)\//] }));

const apiReads = new NetworkFirst({
  cacheName: API_CACHE,
  // A phone on a bad signal: the last copy after 10 s rather than a spinner for a minute.
  networkTimeoutSeconds: 10,
  plugins: [
    {
      // Only good answers are kept, stamped with when they arrived: the page shows their age.
      cacheWillUpdate: async ({ response }) => (response.ok ? stampCachedAt(response, Date.now()) : null),
      // A POST read is kept under the GET key its route worked out before the body was sent.
      cacheKeyWillBeUsed: async ({ request, params }) => {
        const key = (params as { cacheKey?: string } | undefined)?.cacheKey;
        return key ? new Request(key) : request;
      },
    },
  ],
});

registerRoute(({ request, url }) => request.method === 'GET' && isCachedApiRead(url), apiReads);

registerRoute(
  ({ url }) => isCachedPostRead(url),
  async ({ request, event }) => {
    const cacheKey = await postReadKey(request.url, await request.clone().text());
    return apiReads.handle({ request, event, params: { cacheKey } } as Parameters<typeof apiReads.handle>[0]);
  },
  'POST',
);

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const shown = notificationFromPush(event.data?.text() ?? null);
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === url.origin);
      if (open) {
        await open.focus();
        await open.navigate(url.href);
      } else {
        await self.clients.openWindow(url.href);
      }
    })(),
  );
});
