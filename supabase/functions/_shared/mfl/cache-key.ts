import type { MflQuery } from "./queries.ts";

/** Bump when normalised shapes change, so old rows in `upstream_cache` are not read as new ones. */
export const CACHE_KEY_VERSION = "v1";

/**
 * The request, not the requester: `mfl:v1:<apiBase>/<year>/<TYPE>?L=..&W=..` with sorted params.
 * League answers are shared by every member; only `user`-scoped answers (myleagues) add the app
 * user id and the MFL account (username) the session belongs to, so reconnecting with another MFL
 * account never shows the old account's answers. Cookies never appear in keys. Returns null (not
 * cacheable) when a user-scoped query lacks either.
 */
export function cacheKey(apiBase: string, query: MflQuery<unknown>, userId?: string, account?: string): string | null {
  const params: [string, string][] = Object.entries(query.params);
  if (query.leagueId) params.push(["L", query.leagueId]);
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  const base = `mfl:${CACHE_KEY_VERSION}:${apiBase}/${query.year}/${query.type}?${search}`;
  if (query.scope !== "user") return base;
  if (!userId || !account) return null;
  // MFL usernames are case-insensitive at login.
  return `${base}#user=${userId}&mfl=${encodeURIComponent(account.trim().toLowerCase())}`;
}
