import { type TopPlayer, topPlayersEndpoint } from "../../contracts/league-top-players.ts";
import { DEFAULT_WEEK_RANGE, type WeekRange } from "../../contracts/league-weeks.ts";
import type { RosterRecord } from "../datasets/rosters.ts";
import type { FranchiseRecord } from "../league-store.ts";
import type { LeagueView } from "./league-view.ts";

/** A player with points in the league's scoring, aggregated over the stored weeks (league_view_top_players). */
export interface PlayerScoreRecord {
  player_id: string;
  full_name: string;
  position: string | null;
  nfl_team: string | null;
  bye_week: number | null;
  total_points: number;
  weeks_played: number;
  weekly_scores: Record<string, number>;
}

interface TopPlayersData {
  players: PlayerScoreRecord[];
  rosters: RosterRecord[];
  franchises: FranchiseRecord[];
  /** The league's weeks the totals count (league_settings; 1-17 before they are synced). */
  weeks: WeekRange;
}

/** Every player with points in the league's scoring, and every rostered player, best first (spec 02 §3, §4). */
export function topPlayers(data: Omit<TopPlayersData, "weeks">): TopPlayer[] {
  const names = new Map(data.franchises.map((f) => [f.franchise_id, f.franchise_name]));
  const owner = new Map(data.rosters.map((r) => [r.player_id, r.franchise_id]));
  const scored = new Set(data.players.map((p) => p.player_id));
  const rows = data.players.map((p) => ({
    player_id: p.player_id,
    name: p.full_name,
    position: p.position,
    nfl_team: p.nfl_team,
    bye_week: p.bye_week,
    total_points: round2(p.total_points),
    avg_points: p.weeks_played > 0 ? round2(p.total_points / p.weeks_played) : 0,
    weekly_scores: p.weekly_scores,
  }));
  const unscored = data.rosters.filter((r) => !scored.has(r.player_id)).map((r) => ({
    player_id: r.player_id,
    name: r.full_name,
    position: r.position,
    nfl_team: r.nfl_team,
    bye_week: r.bye_week,
    total_points: 0,
    avg_points: 0,
    weekly_scores: {},
  }));
  return [...rows, ...unscored]
    .map((p) => {
      const franchise = owner.get(p.player_id) ?? null;
      return { ...p, roster_franchise_id: franchise, roster_team: franchise ? names.get(franchise) ?? `Team ${franchise}` : null, is_rostered: !!franchise };
    })
    .sort((a, b) => b.total_points - a.total_points || a.name.localeCompare(b.name));
}

// PostgREST and postgres.js may hand numeric aggregates over as text.
function scoreNumbers(p: PlayerScoreRecord): PlayerScoreRecord {
  return {
    ...p,
    total_points: Number(p.total_points),
    weeks_played: Number(p.weeks_played),
    weekly_scores: Object.fromEntries(Object.entries(p.weekly_scores ?? {}).map(([w, v]) => [w, Number(v)])),
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** GET /top-players?leagueId=&page=&limit=&includeWeekly=: the league's players in its own scoring. */
export const topPlayersView: LeagueView<typeof topPlayersEndpoint.request, TopPlayersData> = {
  endpoint: topPlayersEndpoint,
  // Settings too: they say the league's weeks (from the league export every sync reads anyway).
  refreshes: ["player_scores", "rosters", "settings"],
  rpc: "league_view_top_players",
  fromSnapshot: (snap) => {
    const rows = snap.rows as { rosters: RosterRecord[]; scores: PlayerScoreRecord[]; weeks?: WeekRange };
    return { players: rows.scores.map(scoreNumbers), rosters: rows.rosters, franchises: snap.franchises, weeks: rows.weeks ?? DEFAULT_WEEK_RANGE };
  },
  answer: (data, membership, query) => {
    const all = topPlayers(data);
    const start = (query.page - 1) * query.limit;
    const players = all.slice(start, start + query.limit).map((p) => (query.includeWeekly ? p : { ...p, weekly_scores: undefined }));
    return {
      userFranchiseId: membership.franchise_id,
      players,
      page: query.page,
      limit: query.limit,
      total: all.length,
      franchiseNames: Object.fromEntries(data.franchises.map((f) => [f.franchise_id, f.franchise_name])),
      weeks: data.weeks,
    };
  },
};
