import { trimSlash } from "./config.ts";

/**
 * League host discovery. Each league lives on a numbered host (`https://www57.myfantasyleague.com`);
 * we learn it from `league.baseURL`, a `myleagues` url or the generic host's 302, remember it per
 * league, and call it directly (a redirect hop may drop the cookie, and costs a request).
 */
export class LeagueHosts {
  #byLeague = new Map<string, string>();

  get(leagueId: string): string | undefined {
    return this.#byLeague.get(leagueId);
  }

  remember(leagueId: string, base: string | null | undefined): void {
    if (!leagueId || !base) return;
    this.#byLeague.set(leagueId, trimSlash(base));
  }

  /** Forget a host that failed, so the next call re-discovers it (leagues move, rarely). */
  forget(leagueId: string): void {
    this.#byLeague.delete(leagueId);
  }
}

/**
 * The base URL (origin plus any path prefix) in front of `/<year>/...` in an MFL URL:
 * `https://www70.myfantasyleague.com/2020/home/21499` → `https://www70.myfantasyleague.com`.
 */
export function baseFromMflUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const m = /^(https?:\/\/[^?#]*?)\/\d{4}\/(?:home|export|import|options|login)\b/i.exec(url.trim());
  if (m) return trimSlash(m[1]);
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The key an outbound limiter and backoff use for a URL: the server it goes to, i.e. its base URL
 * (`https://www57.myfantasyleague.com`; with a path prefix where a host is mounted under one).
 */
export function hostKey(url: string): string {
  return baseFromMflUrl(url) ?? url;
}
