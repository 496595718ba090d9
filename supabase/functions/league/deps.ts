import type { Caller } from "../_shared/auth.ts";
import type { LeagueReader } from "../_shared/league-data/league-store.ts";
import type { Refresher } from "../_shared/league-data/league-view.ts";
import type { UpstreamSettings } from "../_shared/upstream/settings.ts";

/** What the league endpoints need; handler.ts wires the real ones, tests their own. */
export interface LeagueDataDeps {
  /** Reads as the caller (their JWT, so RLS applies). */
  reader(caller: Caller): LeagueReader;
  sync: Refresher;
  settings(): Promise<UpstreamSettings>;
  now(): number;
}
