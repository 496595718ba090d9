import { leagueStandingsEndpoint, SPEC_STANDINGS_RULES, type StandingsRules } from "../../contracts/league-standings.ts";
import type { League } from "../../mfl/league.ts";
import { leagueStandings } from "../../mfl/queries.ts";
import { DEFAULT_DIVISION_NAME, groupByDivision, parseRecord, standingsSortKeys } from "../../contracts/standings-rules.ts";
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
  /** Only where the league awards victory points (MFL sends `vp` in every league). */
  victory_points: number | null;
  all_play_percentage: number | null;
  conference_id: string | null;
  conference_name: string | null;
  conference_record: string | null;
}

/** The league_standings_rules row: what the league's own settings say about its standings. */
export interface StandingsRulesRow {
  /** MFL's standingsSort as sent ("VP,PTS,"); null when the league names none. */
  standings_sort: string | null;
  head_to_head: boolean;
  victory_points: boolean;
  blind_bidding: boolean;
}

/** What replace_league_standings stores for a league season: its rules and its rows. */
export interface StandingsWrite {
  rules: StandingsRulesRow;
  rows: StandingWriteRow[];
}

/** MFL's league settings that shape its standings (reference §5.2). */
export function standingsRulesRow(league: League): StandingsRulesRow {
  const sort = league.standingsSort?.trim() || null;
  return {
    standings_sort: sort,
    head_to_head: league.h2h,
    // Ranked by them anywhere in its sort (even after keys only MFL settles), or it sets their worth.
    victory_points: league.victoryPoints || /(^|,)\s*(VP|VICTORY_POINTS)\s*(,|$)/i.test(sort ?? ""),
    // A league that names no waiver type is taken as the spec's (which shows BBID).
    blind_bidding: !league.currentWaiverType || league.currentWaiverType.toUpperCase().includes("BBID"),
  };
}

/** Rows in MFL's order (rank 1 first), completed with the league's divisions, conferences and balances. */
export function standingRows(rows: StandingRow[], league: League): StandingWriteRow[] {
  const divisionOf = new Map(franchiseRows(league).map((f) => [f.franchise_id, f.division_id]));
  const conferenceOf = conferencesByDivision(league);
  const awardsVictoryPoints = standingsRulesRow(league).victory_points;
  return withLeagueDetails(rows, league).map((row, i) => {
    const div = parseRecord(row.division_record);
    const divisionId = divisionOf.get(row.franchise_id) ?? null;
    const conference = divisionId === null ? undefined : conferenceOf.get(divisionId);
    return {
      franchise_id: row.franchise_id,
      rank: i + 1,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      win_loss_tie_record: row.win_loss_tie_record,
      winning_percentage: round(row.winning_percentage, 5),
      current_streak: row.current_streak,
      division_id: divisionId,
      division_record: row.division_record,
      division_wins: div?.wins ?? null,
      division_losses: div?.losses ?? null,
      division_ties: div?.ties ?? null,
      points_for: round(row.points_for, 2),
      points_against: round(row.points_against, 2),
      blind_bid_balance: row.blind_bid_balance === null ? null : round(row.blind_bid_balance, 2),
      victory_points: awardsVictoryPoints ? row.victory_points ?? 0 : null,
      all_play_percentage: row.all_play_percentage === null ? null : round(row.all_play_percentage, 5),
      conference_id: conference?.id ?? null,
      conference_name: conference?.name ?? null,
      conference_record: conference ? row.conference_record : null,
    };
  });
}

/** Division id → its conference, in a league whose divisions name one it lists. */
function conferencesByDivision(league: League): Map<string, { id: string; name: string }> {
  const conferences = new Map(league.conferences.map((c) => [c.id, c]));
  const out = new Map<string, { id: string; name: string }>();
  for (const d of league.divisions) {
    const conference = d.conferenceId === undefined ? undefined : conferences.get(d.conferenceId);
    if (conference) out.set(d.id, { id: conference.id, name: conference.name || `Conference ${conference.id}` });
  }
  return out;
}

/** A league_standings row as league_view_standings reads it (the division tallies stay in the table). */
export type StandingRecord = Omit<StandingWriteRow, "division_wins" | "division_losses" | "division_ties">;

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
const view: DatasetView<typeof leagueStandingsEndpoint.request, StandingsData> = {
  endpoint: leagueStandingsEndpoint,
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

/** MFL's standings with ALL=1 (division and conference records), completed from the league export. */
export const standings: LeagueDataset<StandingsWrite, "standings"> & { view: typeof view } = {
  kind: "standings",
  rpc: "replace_league_standings",
  source: (leagueId, year) => leagueStandings({ leagueId, year }),
  async fetch(ctx, leagueId, year) {
    const result = await ctx.upstream.get(leagueStandings({ leagueId, year, all: true }), ctx.call);
    return {
      rows: { rules: standingsRulesRow(ctx.league.data), rows: standingRows(result.data, ctx.league.data) },
      fetchedAt: result.fetchedAt,
      stale: result.stale,
      ...(result.staleReason ? { staleReason: result.staleReason } : {}),
    };
  },
  view,
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

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
