import { leagueStandings } from "../_shared/mfl/queries.ts";
import { DEFAULT_DIVISION_NAME } from "../_shared/mfl/standings.ts";
import type { FranchiseRecord, StandingRecord } from "../_shared/league-data/league-store.ts";
import { groupByDivision } from "../_shared/league-data/standings-rules.ts";
import { leagueQuerySchema } from "../_shared/league-input.ts";
import type { RouteHandler } from "../_shared/router.ts";
import type { LeagueDataDeps } from "./deps.ts";
import { leagueViewRoute } from "./league-view-route.ts";

/**
 * GET /league-standings?leagueId=[&year=]: standings rows (spec 02 §3) grouped by division, each
 * division sorted by winning percentage then points for, with GB against the division leader.
 */
export function getLeagueStandings(deps: LeagueDataDeps): RouteHandler {
  return leagueViewRoute(deps, {
    kind: "standings",
    query: leagueQuerySchema,
    source: (leagueId, year) => leagueStandings({ leagueId, year }),
    read: async (reader, query, year) => {
      const [standings, franchises] = await Promise.all([
        reader.standings(query.leagueId, year),
        reader.franchises(query.leagueId, year),
      ]);
      return { standings, franchises };
    },
    fromSnapshot: (snap) => ({ standings: snap.standings ?? [], franchises: snap.franchises }),
    answer: (data, view) => ({
      userFranchiseId: view.membership.franchise_id,
      standings: standingsAnswer(data.standings, data.franchises),
    }),
  });
}

function standingsAnswer(rows: StandingRecord[], franchises: FranchiseRecord[]) {
  const byId = new Map(franchises.map((f) => [f.franchise_id, f]));
  const named = rows.map((row) => {
    const f = byId.get(row.franchise_id);
    const divisionId = row.division_id ?? f?.division_id ?? null;
    return {
      ...row,
      division_id: divisionId,
      division_name: (divisionId ? f?.division_name : null) || DEFAULT_DIVISION_NAME,
      franchise_name: f?.franchise_name ?? `Team ${row.franchise_id}`,
    };
  });
  return groupByDivision(named).flatMap((group) =>
    group.rows.map((row) => ({
      franchise_id: row.franchise_id,
      franchiseId: row.franchise_id,
      franchise_name: row.franchise_name,
      division_id: row.division_id,
      division_name: group.divisionName,
      rank: row.rank,
      division_rank: row.division_rank,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      win_loss_tie_record: row.win_loss_tie_record,
      winning_percentage: row.winning_percentage,
      games_back: row.games_back,
      current_streak: row.current_streak,
      division_record: row.division_record,
      points_for: row.points_for,
      points_against: row.points_against,
      blind_bid_balance: row.blind_bid_balance,
    }))
  );
}
