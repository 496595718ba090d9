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

/** A copy of a response with the time it arrived, for the cache. */
export async function stampCachedAt(response: Response, now: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(now));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}
