// The playoff-odds model's input from a league's stored rows (league_view_playoff_odds): which weeks
// are played and which are left, each team's weekly scores, the pairings still to play (a team in
// two pairings of a week plays two games), the league's ranking keys and the playoff setting.
import { type PlayoffSetting, playoffSettingFor } from "../../contracts/league-playoff-odds.ts";
import type { OddsRequest, RemainingWeek, TeamSeason } from "../../insights/playoff-odds.ts";
import { sortKeysOf } from "../../insights/playoff-odds.ts";
import type { FranchiseRecord } from "../league-store.ts";

export interface StoredStanding {
  franchise_id: string;
  rank: number;
  wins: number;
  losses: number;
  ties: number;
  points_for: number;
  victory_points: number | null;
}

export interface StoredGame {
  week: number;
  franchise_id: string;
  game: number;
  /** null: a pairing MFL has not decided (TBD). */
  opponent_id: string | null;
  score: number | null;
  /** null until the game is played. */
  result: "W" | "L" | "T" | null;
}

export interface PlayoffOddsRows {
  rules: { standings_sort: string | null; head_to_head: boolean; victory_points: boolean } | null;
  standings: StoredStanding[];
  schedule: StoredGame[];
  weeks: { start_week: number; end_week: number; last_regular_season_week: number | null } | null;
  /** The NFL week in progress (nfl_schedules; after the last week once all are final), for a league without a schedule. */
  nfl_week: number | null;
  setting: { playoff_teams: number; bye_teams: number } | null;
  franchises: FranchiseRecord[];
}

export interface PlayoffOddsInput {
  request: OddsRequest;
  /** The first week still to play; null when the regular season is over. */
  week: number | null;
  lastRegularSeasonWeek: number;
  setting: PlayoffSetting & { chosen: boolean };
  /** Team ids in the league's standings order (MFL's rank). */
  order: string[];
}

export const SIMULATIONS = 10_000;

/**
 * Victory points per win and tie where a league awards them: MFL's export names neither (reference
 * §5.2 lists `victoryPointsWin` as optional), so the common 2 and 1; a league's bonus buckets are
 * not modelled.
 */
const VICTORY_POINTS = { win: 2, tie: 1 };

export function playoffOddsInput(rows: PlayoffOddsRows, leagueId: string, year: number, simulations = SIMULATIONS): PlayoffOddsInput {
  const h2h = rows.rules?.head_to_head ?? true;
  const firstWeek = rows.weeks?.start_week ?? 1;
  const lastRegular = rows.weeks?.last_regular_season_week ?? rows.weeks?.end_week ?? 17;
  const regular = rows.schedule.filter((g) => g.week >= firstWeek && g.week <= lastRegular);
  const byWeek = Map.groupBy(regular, (g) => g.week);
  const playedWeeks = [...byWeek.entries()].filter(([, games]) => games.every((g) => g.result !== null)).map(([w]) => w);
  const unplayed = [...byWeek.keys()].filter((w) => !playedWeeks.includes(w)).sort((a, b) => a - b);
  // Without a schedule (a total-points league) the NFL week in progress says where the season is.
  const nflWeek = rows.nfl_week ?? firstWeek;
  const week = byWeek.size > 0 ? unplayed[0] ?? null : nflWeek > lastRegular ? null : Math.max(firstWeek, nflWeek);
  const ids = teamIds(rows);
  const standing = new Map(rows.standings.map((s) => [s.franchise_id, s]));
  const weeksPlayed = week === null ? lastRegular - firstWeek + 1 : week - firstWeek;
  const teams: TeamSeason[] = ids.map((id) => {
    const s = standing.get(id);
    return {
      id,
      wins: s?.wins ?? 0,
      losses: s?.losses ?? 0,
      ties: s?.ties ?? 0,
      pointsFor: s?.points_for ?? 0,
      ...(s?.victory_points != null ? { victoryPoints: s.victory_points } : {}),
      weekly: weeklyScores(regular, playedWeeks, id),
      weeksPlayed,
    };
  });
  const remaining: RemainingWeek[] = [];
  if (week !== null) {
    for (let w = week; w <= lastRegular; w++) remaining.push({ week: w, matchups: h2h ? pairings(byWeek.get(w) ?? []) : [] });
  }
  const setting = playoffSettingFor(ids.length, rows.setting && { playoffTeams: rows.setting.playoff_teams, byes: rows.setting.bye_teams });
  return {
    request: {
      teams,
      remaining,
      h2h,
      playoffTeams: setting.playoffTeams,
      byes: setting.byes,
      sort: sortKeysOf(rows.rules?.standings_sort, h2h),
      ...(rows.rules?.victory_points ? { victoryPoints: VICTORY_POINTS } : {}),
      simulations,
      // The same league, season and week give the same odds on every reload.
      seed: seedOf(`${leagueId}/${year}/${week}`),
    },
    week,
    lastRegularSeasonWeek: lastRegular,
    setting,
    order: ids,
  };
}

/** The standings' teams in MFL's rank order, then any franchise the standings do not list yet. */
function teamIds(rows: PlayoffOddsRows): string[] {
  const ranked = [...rows.standings].sort((a, b) => a.rank - b.rank).map((s) => s.franchise_id);
  const rest = rows.franchises.map((f) => f.franchise_id).filter((id) => !ranked.includes(id));
  return [...ranked, ...rest];
}

/** A team's score of each played week; a two-game week's score counts once (both games carry it). */
function weeklyScores(games: StoredGame[], playedWeeks: number[], id: string): number[] {
  return games.filter((g) => g.franchise_id === id && g.game === 1 && playedWeeks.includes(g.week) && g.score !== null)
    .sort((a, b) => a.week - b.week)
    .map((g) => g.score!);
}

/** The week's decided pairings, each once (from the side with the lower id); a pair that meets twice is two games. */
export function pairings(games: StoredGame[]): [string, string][] {
  return games.filter((g) => g.opponent_id !== null && g.franchise_id < g.opponent_id)
    .map((g) => [g.franchise_id, g.opponent_id!]);
}

/** A 32-bit seed from text (FNV-1a). */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
