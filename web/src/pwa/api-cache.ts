/**
 * The API answers the service worker keeps for offline use, and how a page tells a kept copy from
 * a fresh one. Shared by the worker (sw.ts) and the page (the API client and the REST client read
 * the stamp), so both agree on the header.
 */

/** The Cache Storage name of the kept API answers; cleared on sign-out (another user's data). */
export const API_CACHE = 'api-reads';

/** The header a kept answer carries: when it arrived from the server (epoch ms). */
export const CACHED_AT_HEADER = 'x-cached-at';

/** Reads worth keeping: the functions' GETs and the REST reads the screens show (on the app's origin or the project's). */
export function isCachedApiRead(url: URL): boolean {
  return /^\/(functions\/v1|rest\/v1)\//.test(url.pathname);
}

/**
 * Reads the API makes by POST (their filters travel in the body): Set Lineup's roster and league
 * settings, Live Scoring. The Cache API keys GETs only, so their copy is kept under a GET key made
 * of the path and a digest of the body (postReadKey): one copy per league and week, as a GET would.
 */
export function isCachedPostRead(url: URL): boolean {
  return /^\/functions\/v1\/mfl\/(roster|league-settings|live-scoring)$/.test(url.pathname);
}

/** The GET key a POST read's copy is kept under: its URL with the SHA-256 of its body. */
export async function postReadKey(url: string, body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body)));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('body-sha256', hex);
  return key.href;
}

/** A copy of a response with the time it arrived, for the cache. */
export async function stampCachedAt(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}
