// Playoff odds of a simulated league at a week of its regular season, made from what the product
// holds then (the standings, each franchise's weekly scores so far, the remaining schedule, the
// league's settings), against who made the playoffs in that same season's final standings.
import type { FantasyLeague } from "../../../../local/sim/fantasy.ts";
import { completedWeeks, computeStandings } from "../../../../local/sim/standings.ts";
import {
  type OddsRequest,
  playoffOdds,
  sortKeysOf,
  type TeamOdds,
} from "../../../../supabase/functions/_shared/insights/playoff-odds.ts";

export interface PlayoffForecast {
  league: string;
  team: string;
  p: number;
  /** 1 the team made the playoffs, 0 it did not. */
  outcome: number;
}

/**
 * The league's playoff places: the simulator's bracket where the league sets one (as a user would
 * set the product's per-league setting), otherwise the product's default of half the teams
 * (rounded up, as the spec's "playoff position" counts).
 */
export function playoffPlaces(l: FantasyLeague): number {
  return l.data.config.playoffTeams ?? Math.ceil(l.data.franchises.length / 2);
}

/** The model's request at the first kickoff of `week` (every earlier week final). */
export function oddsRequestAt(l: FantasyLeague, week: number, simulations: number, seed: number): OddsRequest {
  const c = l.data.config;
  const now = l.season.gamesByWeek[week][0].kickoff - 1;
  const scale = 10 ** c.precision;
  const played = completedWeeks(l, now);
  const h2h = c.h2h !== false;
  const remaining = [];
  for (let w = week; w <= c.lastRegularSeasonWeek; w++) remaining.push({ week: w, matchups: l.data.h2h.get(w) ?? [] });
  return {
    teams: computeStandings(l, now).map((r) => ({
      id: r.id,
      wins: r.w,
      losses: r.l,
      ties: r.t,
      pointsFor: r.pf / scale,
      victoryPoints: r.vp,
      weekly: played.map((w) => l.franchiseWeek(r.id, w, now).units / scale),
    })),
    remaining,
    h2h,
    playoffTeams: playoffPlaces(l),
    byes: 0,
    sort: sortKeysOf(c.standingsSort, h2h),
    victoryPoints: c.victoryPoints ? { win: c.victoryPoints.win, tie: c.victoryPoints.tie } : undefined,
    simulations,
    seed,
  };
}

/** Each team's playoff chance at `week` and whether it made it; none when the regular season ends before. */
export function playoffForecasts(l: FantasyLeague, week: number, seasonEnd: number, simulations: number, seed: number): PlayoffForecast[] {
  if (l.data.config.lastRegularSeasonWeek < week) return [];
  const odds: TeamOdds[] = playoffOdds(oddsRequestAt(l, week, simulations, seed));
  const made = new Set(computeStandings(l, seasonEnd).slice(0, playoffPlaces(l)).map((r) => r.id));
  return odds.map((o) => ({ league: l.data.config.id, team: o.id, p: o.playoff, outcome: made.has(o.id) ? 1 : 0 }));
}
