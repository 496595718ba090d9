import { leagueStandingsEndpoint } from "../../contracts/league-standings.ts";
import type { League } from "../../mfl/league.ts";
import { leagueStandings } from "../../mfl/queries.ts";
import { DEFAULT_DIVISION_NAME, groupByDivision, parseRecord } from "../../contracts/standings-rules.ts";
import { type StandingRow, withLeagueDetails } from "../../mfl/standings.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { DatasetView, LeagueDataset } from "./dataset.ts";
import { franchiseRows } from "./franchises.ts";

/** A league_standings row as replace_league_standings takes it. */
export interface StandingWriteRow {
  franchise_id: string;
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  win_loss_tie_record: string;
  winning_percentage: number;
  current_streak: string;
  division_id: string | null;
  division_record: string | null;
  division_wins: number | null;
  division_losses: number | null;
  division_ties: number | null;
  points_for: number;
  points_against: number;
  blind_bid_balance: number | null;
}

/** Rows in MFL's order (rank 1 first), completed with the league's divisions and balances. */
export function standingRows(rows: StandingRow[], league: League): StandingWriteRow[] {
  const divisionOf = new Map(franchiseRows(league).map((f) => [f.franchise_id, f.division_id]));
  return withLeagueDetails(rows, league).map((row, i) => {
    const div = parseRecord(row.division_record);
    return {
      franchise_id: row.franchise_id,
      rank: i + 1,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      win_loss_tie_record: row.win_loss_tie_record,
      winning_percentage: round(row.winning_percentage, 5),
      current_streak: row.current_streak,
      division_id: divisionOf.get(row.franchise_id) ?? null,
      division_record: row.division_record,
      division_wins: div?.wins ?? null,
      division_losses: div?.losses ?? null,
      division_ties: div?.ties ?? null,
      points_for: round(row.points_for, 2),
      points_against: round(row.points_against, 2),
      blind_bid_balance: row.blind_bid_balance === null ? null : round(row.blind_bid_balance, 2),
    };
  });
}

/** A league_standings row as league_view_standings reads it (the division tallies stay in the table). */
export type StandingRecord = Omit<StandingWriteRow, "division_wins" | "division_losses" | "division_ties">;

interface StandingsData {
  standings: StandingRecord[];
  franchises: FranchiseRecord[];
}

/**
 * GET /league-standings?leagueId=[&year=]: standings rows (spec 02 §3) grouped by division, each
 * division sorted by winning percentage then points for, with GB against the division leader.
 */
const view: DatasetView<typeof leagueStandingsEndpoint.request, StandingsData> = {
  endpoint: leagueStandingsEndpoint,
  rpc: "league_view_standings",
  fromSnapshot: (snap) => ({ standings: (snap.rows as StandingRecord[]).map(standingNumbers), franchises: snap.franchises }),
  answer: (data, membership) => ({
    userFranchiseId: membership.franchise_id,
    standings: standingsAnswer(data.standings, data.franchises),
  }),
};

/** MFL's standings with ALL=1 (division records), completed from the league export. */
export const standings: LeagueDataset<StandingWriteRow[], "standings"> & { view: typeof view } = {
  kind: "standings",
  rpc: "replace_league_standings",
  source: (leagueId, year) => leagueStandings({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const result = await ctx.upstream.get(leagueStandings({ leagueId, year, all: true }), ctx.call);
    return {
      rows: standingRows(result.data, ctx.league.data),
      fetchedAt: result.fetchedAt,
      stale: result.stale,
      ...(result.staleReason ? { staleReason: result.staleReason } : {}),
    };
  },
  view,
};

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

// PostgREST and postgres.js may hand numeric columns over as text.
function standingNumbers(row: StandingRecord): StandingRecord {
  return {
    ...row,
    winning_percentage: Number(row.winning_percentage),
    points_for: Number(row.points_for),
    points_against: Number(row.points_against),
    blind_bid_balance: row.blind_bid_balance === null ? null : Number(row.blind_bid_balance),
  };
}

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
