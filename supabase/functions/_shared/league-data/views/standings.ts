import { leagueStandingsEndpoint, SPEC_STANDINGS_RULES, type StandingsRules } from "../../contracts/league-standings.ts";
import { DEFAULT_DIVISION_NAME, groupByDivision, standingsSortKeys } from "../../contracts/standings-rules.ts";
import type { StandingRecord, StandingsRulesRow } from "../datasets/standings.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { LeagueView } from "./league-view.ts";

interface StandingsData {
  rules: StandingsRules;
  standings: StandingRecord[];
  franchises: FranchiseRecord[];
}

/** The answer's rules from the stored row; the spec's when none is stored yet. */
export function standingsRules(row: StandingsRulesRow | null | undefined): StandingsRules {
  if (!row) return SPEC_STANDINGS_RULES;
  return {
    sortKeys: standingsSortKeys(row.standings_sort, row.head_to_head),
    headToHead: row.head_to_head,
    victoryPoints: row.victory_points,
    blindBidding: row.blind_bidding,
  };
}

/**
 * GET /league-standings?leagueId=[&year=]: standings rows (spec 02 §3) grouped by conference and
 * division, each division in the league's own order, with GB against the division leader where
 * winning percentage ranks first, and the league's rules (which columns it uses).
 */
export const standingsView: LeagueView<typeof leagueStandingsEndpoint.request, StandingsData> = {
  endpoint: leagueStandingsEndpoint,
  refreshes: ["standings"],
  rpc: "league_view_standings",
  fromSnapshot: (snap) => {
    const read = snap.rows as { rules: StandingsRulesRow | null; rows: StandingRecord[] | null };
    return { rules: standingsRules(read.rules), standings: (read.rows ?? []).map(standingNumbers), franchises: snap.franchises };
  },
  answer: (data, membership) => ({
    userFranchiseId: membership.franchise_id,
    rules: data.rules,
    standings: standingsAnswer(data),
  }),
};

function standingsAnswer({ standings: rows, franchises, rules }: StandingsData) {
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
  return groupByDivision(named, rules.sortKeys).flatMap((group) =>
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
      victory_points: row.victory_points,
      conference_id: row.conference_id,
      conference_name: row.conference_name,
      conference_record: row.conference_record,
    }))
  );
}

// PostgREST and postgres.js may hand numeric columns over as text.
function standingNumbers(row: StandingRecord): StandingRecord {
  const orNull = (value: number | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return {
    ...row,
    winning_percentage: Number(row.winning_percentage),
    points_for: Number(row.points_for),
    points_against: Number(row.points_against),
    blind_bid_balance: orNull(row.blind_bid_balance),
    victory_points: orNull(row.victory_points),
    all_play_percentage: orNull(row.all_play_percentage),
    conference_id: row.conference_id ?? null,
    conference_name: row.conference_name ?? null,
    conference_record: row.conference_record ?? null,
  };
}
