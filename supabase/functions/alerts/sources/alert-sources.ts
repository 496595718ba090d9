import { storedPlayerDetails } from "../../_shared/league-data/player-details.ts";
import type { ReferenceRefresher } from "../../_shared/league-data/reference-data.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import type { AlertSource } from "../pipeline/alert.ts";
import { supabaseOutbox } from "../pipeline/outbox.ts";
import { closeMatchupSource } from "./close-matchups.ts";
import { leagueWeeks, type LeagueWeekDeps } from "./league-week.ts";
import { lineupFlagSource } from "./lineup-flags.ts";
import { starterTouchdownSource, type TouchdownFeed } from "./starter-touchdowns.ts";

export interface AlertSourceDeps extends LeagueWeekDeps {
  db: SupabaseClient;
  reference: ReferenceRefresher;
  feed: TouchdownFeed;
}

/** Every source of one run, sharing one read of each league's week. A new kind of alert is one more line. */
export function alertSources(deps: AlertSourceDeps, now: number): AlertSource[] {
  const outbox = supabaseOutbox(deps.db);
  const leagueWeek = leagueWeeks(deps, now);
  return [
    lineupFlagSource({
      audience: () => outbox.audience("lineup"),
      leagueWeek,
      details: async (year, week, ids) => (await storedPlayerDetails({ db: deps.db, hostNow: () => deps.upstream.hostNow() }, year, week, ids)).player,
    }),
    closeMatchupSource({ audience: () => outbox.audience("close_matchup"), leagueWeek, db: deps.db }),
    starterTouchdownSource({ audience: () => outbox.audience("touchdown"), leagueWeek, feed: deps.feed, db: deps.db }),
  ];
}
