import type { Caller } from "../_shared/auth.ts";
import type { LeagueReader } from "../_shared/league-data/league-store.ts";
import type { Refresher } from "../_shared/league-data/league-view.ts";
import type { UpstreamSettings } from "../_shared/upstream/ttl-policy.ts";

/** What the league endpoints need; handler.ts wires the real ones, tests their own. */
export interface LeagueDataDeps {
  /** Reads as the caller (their JWT, so RLS applies). */
  reader(caller: Caller): LeagueReader;
  sync: Refresher;
  settings(): Promise<UpstreamSettings>;
  now(): number;
}

/** The signed-in user of a route with auth "user" (the router has verified it). */
export function userOf(caller: Caller | null): Caller & { userId: string } {
  if (!caller?.userId) throw new Error("league routes need auth 'user'");
  return caller as Caller & { userId: string };
}
