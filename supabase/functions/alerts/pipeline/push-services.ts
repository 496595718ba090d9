import { optionalEnv } from "../../_shared/env.ts";

/**
 * Where the server pushes: the browsers' push services, by the hosts their endpoints use (Chrome and
 * Edge's FCM, Firefox's autopush, Windows' WNS, Safari's Apple push), https only. A subscription's
 * endpoint comes from the browser, so it is the user's text: without this list a user could make the
 * server POST to any address (an internal one included). `PUSH_SERVICE_ORIGINS` (comma-separated)
 * adds origins: the local platform's push service.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "push.services.mozilla.com", "notify.windows.com", "push.apple.com"];

export type PushServiceCheck = (endpoint: string) => boolean;

export function pushServiceCheck(extraOrigins: string[] = originsFromEnv()): PushServiceCheck {
  const extra = new Set(extraOrigins.map((o) => o.trim().replace(/\/+$/, "")).filter(Boolean));
  return (endpoint) => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (extra.has(url.origin)) return true;
    if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
    return PUSH_SERVICE_HOSTS.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
  };
}

function originsFromEnv(): string[] {
  try {
    return (optionalEnv("PUSH_SERVICE_ORIGINS") ?? "").split(",");
  } catch {
    return []; // no env permission
  }
}
