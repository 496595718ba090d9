import { currentWeekOf, tank01PlayerRows } from "../../_shared/player-identity/tank01-rows.ts";
import { playerList, seasonSchedule } from "../../_shared/tank01/queries.ts";
import type { Tank01Upstream } from "../../_shared/tank01/upstream.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import { identityRpc } from "../identity-db.ts";
import type { SyncWork } from "./sync-work.ts";

export interface Tank01PlayersDeps {
  tank01(): Pick<Tank01Upstream, "get">;
  /** The service role: the sync's links are the system's, audited as 'system'. */
  db(): SupabaseClient;
}

export interface SyncProviderStats {
  rows: number;
  already_linked: number;
  auto_linked: number;
  candidates: number;
  candidates_new_or_changed: number;
}

const STALE = "Tank01 did not answer: the last good player list was used";

/**
 * POST /admin/sync-tank01-players (daily 05:00): Tank01's player list (one cached call a day,
 * through the shared budget) linked to canonical players in one database call. A row links only on
 * an exact shared id (ESPN, CBS, Sleeper, ...); the rest become match candidates scored by the
 * resolver. Each player's team is recorded for the current week.
 */
export function tank01PlayersWork(deps: Tank01PlayersDeps): SyncWork {
  return () => async (ctx) => {
    const { year, syncMode } = ctx.request;
    let week = ctx.request.week;
    await ctx.plan(1);
    await ctx.item("tank01-players", `Tank01 players ${year}`, async () => {
      const began = ctx.now();
      const list = await deps.tank01().get(playerList(), { priority: "background", force: syncMode === "full" });
      if (!list.stale && Date.parse(list.fetchedAt) >= began) ctx.tally.add({ upstreamCalls: 1 });
      if (week === null) {
        const schedule = await deps.tank01().get(seasonSchedule(year), { priority: "background" }).catch(() => null);
        week = schedule ? currentWeekOf(schedule.data.games) : null;
      }
      const stats = await identityRpc<SyncProviderStats>(deps.db(), "sync_provider_players", {
        p_provider: "tank01",
        p_rows: tank01PlayerRows(list.data),
        p_season: year,
        p_week: week,
      }, "Linking the Tank01 players failed");
      ctx.tally.add({ rows: stats.rows, added: stats.auto_linked, changed: stats.candidates_new_or_changed });
      return list.stale ? { error: STALE } : {};
    });
    return { mflWeek: week };
  };
}
