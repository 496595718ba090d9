import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (sw.ts) once the first screen is up: its install precaches the
 * whole app, which must not compete with what the first screen downloads. Loaded by main.tsx with
 * a dynamic import, so workbox-window is not part of that download either.
 *
 * A new version installs beside the running one and waits: the page offers "New version: reload"
 * (update-prompt.tsx); the browser checks for one on every navigation, and an open tab every hour.
 */
const UPDATE_CHECK_MS = 60 * 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();
let reload: (() => Promise<void>) | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      reload = () => update(true);
      for (const listener of listeners) listener();
    },
    onRegisteredSW(_url, registration) {
      if (registration) window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}

export function onNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  if (reload) listener();
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over and reloads the page with it. */
export function reloadWithNewVersion(): Promise<void> {
  return reload ? reload() : Promise.resolve(window.location.reload());
}
