import type { League } from "../../mfl/league.ts";
import { leagueStandings } from "../../mfl/queries.ts";
import { parseRecord } from "../../contracts/standings-rules.ts";
import { type StandingRow, withLeagueDetails } from "../../mfl/standings.ts";
import type { LeagueDataset } from "./dataset.ts";
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

/** MFL's standings with ALL=1 (division and conference records), completed from the league export. */
export const standings: LeagueDataset<StandingsWrite, "standings"> = {
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
};

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
