import { currentSeason } from "../_shared/nfl-season.ts";
import { players } from "../_shared/mfl/queries.ts";
import type { UpstreamGet } from "../_shared/league-data/datasets/dataset.ts";
import { masterRows } from "../_shared/player-identity/mfl-master.ts";
import { json } from "../_shared/responses.ts";
import type { RouteContext } from "../_shared/router.ts";
import type { Caller } from "../_shared/auth.ts";
import { AppError } from "../_shared/errors.ts";
import { identityRpc, type IdentityDeps } from "./identity-db.ts";

export interface BackfillPlayersMasterDeps extends IdentityDeps {
  /** The shared MFL upstream (cache, pace, backoff in Postgres). */
  mfl: UpstreamGet;
}

/**
 * POST /admin/backfill-players-master: MFL's player database (DETAILS=1, one cached call a day)
 * becomes canonical players with their MFL, ESPN, CBS, ... ids, in one database transaction that
 * audits every player it creates or changes.
 */
export function postBackfillPlayersMaster(deps: BackfillPlayersMasterDeps) {
  return async ({ caller, now }: RouteContext<unknown, Caller>) => {
    const year = currentSeason(now);
    const result = await deps.mfl.get(players({ year, details: true }), { userId: caller.userId ?? undefined, priority: "background" });
    const rows = masterRows(result.data.players);
    if (rows.length === 0) {
      throw new AppError("upstream_failed", "MyFantasyLeague returned no players: nothing was changed");
    }
    const stats = await identityRpc<Record<string, number>>(deps.userDb(caller.jwt), "backfill_players_master", { p_rows: rows }, "Saving the players failed");
    return json({
      success: true,
      message: `Players master backfilled from MyFantasyLeague ${year}: ${stats.created} created, ${stats.updated} updated.`,
      stats: { ...stats, season: year, stale: result.stale },
    });
  };
}
