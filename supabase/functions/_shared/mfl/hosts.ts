import type { LeagueHostStore } from "./league-host-store.ts";
import { trimSlash } from "../upstream/env-config.ts";

/** A league the shared store did not know is asked again after this long (another isolate may have learned it since). */
export const HOST_RECHECK_MS = 60_000;

/**
 * League host discovery. Each league lives on a numbered host (`https://www57.myfantasyleague.com`);
 * we learn it from `league.baseURL`, a `myleagues` url or the generic host's 302, remember it per
 * league, and call it directly (a redirect hop may drop the cookie, and costs a request at the
 * generic host's pace, behind every other league's). With a shared store, what one isolate learns
 * every other finds before its first call: a cold isolate costs no 302 for a league the deployment
 * knows.
 */
export class LeagueHosts {
  #byLeague = new Map<string, string>();
  readonly #store: LeagueHostStore | null;
  readonly #now: () => number;
  /** League → the shared read under way, or when the store last had nothing for it (epoch ms). */
  readonly #asked = new Map<string, Promise<string | undefined> | number>();

  constructor(store: LeagueHostStore | null = null, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /** The host this isolate knows for a league (no shared read). */
  get(leagueId: string): string | undefined {
    return this.#byLeague.get(leagueId);
  }

  /**
   * The league's host: this isolate's, else the shared store's (one read at a time per league,
   * a miss not asked again for HOST_RECHECK_MS); undefined when nobody has learned it yet.
   */
  resolve(leagueId: string): Promise<string | undefined> {
    const known = this.#byLeague.get(leagueId);
    if (known || !this.#store) return Promise.resolve(known);
    const asked = this.#asked.get(leagueId);
    if (asked instanceof Promise) return asked;
    if (asked !== undefined && this.#now() - asked < HOST_RECHECK_MS) return Promise.resolve(undefined);
    // A store that throws despite its contract is a miss, never a rejection kept for the league.
    const read = this.#store.read(leagueId).catch(() => null).then((base) => {
      const found = base ? trimSlash(base) : undefined;
      if (found && !this.#byLeague.has(leagueId)) this.#byLeague.set(leagueId, found);
      this.#asked.set(leagueId, this.#now());
      return this.#byLeague.get(leagueId);
    });
    this.#asked.set(leagueId, read);
    return read;
  }

  /** Learned a league's host: kept here, and shared when it is news to this isolate. */
  remember(leagueId: string, base: string | null | undefined): void {
    if (!leagueId || !base) return;
    const trimmed = trimSlash(base);
    if (this.#byLeague.get(leagueId) === trimmed) return;
    this.#byLeague.set(leagueId, trimmed);
    void this.#store?.write(leagueId, trimmed);
  }

  /** Forget a host that failed, here and for every isolate, so the next call re-discovers it (leagues move, rarely). */
  forget(leagueId: string): void {
    this.#byLeague.delete(leagueId);
    this.#asked.delete(leagueId);
    void this.#store?.remove(leagueId);
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
