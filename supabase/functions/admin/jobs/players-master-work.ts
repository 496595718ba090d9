import { players } from "../../_shared/mfl/queries.ts";
import { masterRows } from "../../_shared/player-identity/mfl-master.ts";
import type { SupabaseClient } from "../../_shared/supabase.ts";
import { identityRpc } from "../identity-db.ts";
import type { SyncWork } from "./sync-work.ts";

const STALE = "MFL did not answer: the canonical players were built from the last good player database";

/**
 * The players-data sync (daily, players_daily_refresh_local_time) also keeps the canonical players
 * current: after `inner` (MFL's player database into nfl_players), one more item builds them from
 * the same cached export (no second MFL call), audited as 'system' (backfill_players_master).
 */
export function withPlayersMaster(inner: SyncWork, deps: { db(): SupabaseClient }): SyncWork {
  return (tools) => {
    const work = inner(tools);
    return async (ctx) => {
      const result = await work({ ...ctx, plan: (n) => ctx.plan(n + 1) });
      await ctx.item("players-master", `Canonical players ${ctx.request.year}`, async () => {
        const answer = await tools.upstream().get(players({ year: ctx.request.year, details: true }), { priority: "background" });
        const rows = masterRows(answer.data.players);
        if (rows.length === 0) return { error: "MyFantasyLeague returned no players: the canonical players were left as they were" };
        const stats = await identityRpc<{ rows: number; created: number; updated: number }>(
          deps.db(), "backfill_players_master", { p_rows: rows }, "Saving the canonical players failed",
        );
        ctx.tally.add({ rows: rows.length, added: stats.created, changed: stats.updated });
        return answer.stale ? { error: STALE } : {};
      });
      return result;
    };
  };
}
