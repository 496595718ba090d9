// Playoff odds of a simulated league at a week of its regular season, made from what the product
// holds then, in the shapes it stores it (league_view_playoff_odds: the standings, the schedule with
// the results of the weeks played, the league's weeks, the NFL week, the playoff setting), through
// the product's own step from those rows to the model (views/playoff-odds-input.ts), against who
// made the playoffs in that same season's final standings.
import type { FantasyLeague } from "../../../../local/sim/fantasy.ts";
import { completedWeeks, computeStandings } from "../../../../local/sim/standings.ts";
import { defaultPlayoffSetting } from "../../../../supabase/functions/_shared/contracts/league-playoff-odds.ts";
import type { OddsRequest } from "../../../../supabase/functions/_shared/insights/playoff-odds.ts";
import { playoffOdds, type TeamOdds } from "../../../../supabase/functions/_shared/insights/playoff-odds.ts";
import { playoffOddsInput, type PlayoffOddsRows, type StoredGame } from "../../../../supabase/functions/_shared/league-data/views/playoff-odds-input.ts";

export interface PlayoffForecast {
  league: string;
  team: string;
  p: number;
  /** 1 the team made the playoffs, 0 it did not. */
  outcome: number;
}

/**
 * The league's playoff places: the simulator's bracket where the league sets one (as a user would
 * set the product's per-league setting), otherwise the product's default of half the teams.
 */
export function playoffPlaces(l: FantasyLeague): number {
  return l.data.config.playoffTeams ?? defaultPlayoffSetting(l.data.franchises.length).playoffTeams;
}

/** The rows the product would hold at the first kickoff of `week` (every earlier week final). */
export function storedRowsAt(l: FantasyLeague, week: number): PlayoffOddsRows {
  const c = l.data.config;
  const now = l.season.gamesByWeek[week][0].kickoff - 1;
  const scale = 10 ** c.precision;
  const played = new Set(completedWeeks(l, now));
  const h2h = c.h2h !== false;
  const schedule: StoredGame[] = [];
  for (let w = c.startWeek ?? 1; w <= c.lastRegularSeasonWeek; w++) {
    const games = new Map<string, number>();
    for (const [a, b] of l.data.h2h.get(w) ?? []) {
      const score = (id: string) => (played.has(w) ? l.franchiseWeek(id, w, now).units / scale : null);
      for (const [me, opp] of [[a, b], [b, a]]) {
        const game = (games.get(me) ?? 0) + 1;
        games.set(me, game);
        const mine = score(me), theirs = score(opp);
        const result = mine === null || theirs === null ? null : mine > theirs ? "W" : mine < theirs ? "L" : "T";
        schedule.push({ week: w, franchise_id: me, game, opponent_id: opp, score: mine, result });
      }
    }
  }
  return {
    rules: { standings_sort: c.standingsSort ?? null, head_to_head: h2h, victory_points: !!c.victoryPoints },
    standings: computeStandings(l, now).map((r, i) => ({
      franchise_id: r.id, rank: i + 1, wins: r.w, losses: r.l, ties: r.t, points_for: r.pf / scale, victory_points: c.victoryPoints ? r.vp : null,
    })),
    schedule,
    weeks: { start_week: c.startWeek ?? 1, end_week: c.endWeek, last_regular_season_week: c.lastRegularSeasonWeek },
    nfl_week: week,
    setting: { playoff_teams: playoffPlaces(l), bye_teams: 0 },
    franchises: l.data.franchises.map((f) => ({ franchise_id: f.id, franchise_name: f.name, division_id: null, division_name: null })),
  };
}

/** The model's request at the first kickoff of `week`, as the product makes it from its rows. */
export function oddsRequestAt(l: FantasyLeague, week: number, simulations: number, seed: number): OddsRequest {
  return { ...playoffOddsInput(storedRowsAt(l, week), l.data.config.id, 2026, simulations).request, seed };
}

/** Each team's playoff chance at `week` and whether it made it; none when the regular season ends before. */
export function playoffForecasts(l: FantasyLeague, week: number, seasonEnd: number, simulations: number, seed: number): PlayoffForecast[] {
  if (l.data.config.lastRegularSeasonWeek < week) return [];
  const odds: TeamOdds[] = playoffOdds(oddsRequestAt(l, week, simulations, seed));
  const made = new Set(computeStandings(l, seasonEnd).slice(0, playoffPlaces(l)).map((r) => r.id));
  return odds.map((o) => ({ league: l.data.config.id, team: o.id, p: o.playoff, outcome: made.has(o.id) ? 1 : 0 }));
}
