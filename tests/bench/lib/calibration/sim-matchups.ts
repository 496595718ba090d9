// Win-probability forecasts for every head-to-head matchup of a simulated league, at the three
// moments the calibration bench scores, made only from what the product holds at that moment
// (MFL's liveScoring: each starter's points so far and game seconds left; projectedScores in the
// league's scoring; the season's playerScores of the weeks before), against the final scores.
import type { FantasyLeague, PlayerWeek } from "../../../../local/sim/fantasy.ts";
import { realOffset } from "../../../../local/sim/game-engine.ts";
import { toUnits } from "../../../../local/sim/scoring.ts";
import {
  estimateSpreads,
  finalScoreDistribution,
  type SideOutlook,
  type SpreadModel,
  winProbability,
} from "../../../../supabase/functions/_shared/insights/win-probability.ts";

export const MOMENTS = ["kickoff", "half time", "one game left"] as const;
export type Moment = (typeof MOMENTS)[number];

export interface MatchupForecast {
  league: string;
  week: number;
  moment: Moment;
  /** The model's P(first side wins). */
  p: number;
  /** "The leader wins": 1 ahead, 0 behind, 0.5 level (at kickoff, ahead by projection). */
  leader: number;
  /** 1 the first side won, 0 it lost, 0.5 a tie. */
  outcome: number;
}

/** A week as the product sees it at a moment: each player's points and time left, each franchise's starters. */
interface WeekView {
  scores: Map<string, PlayerWeek>;
  starters: (fid: string) => string[];
}

const GAME_SECONDS = 3600;

function viewAt(l: FantasyLeague, week: number, moment: Moment): WeekView {
  const games = l.season.gamesByWeek[week];
  if (moment === "half time") {
    // Every game at its own half: a moment no single instant of the week is.
    const scores = l.weekScoresWith(week, (g) => l.season.gameState(g, g.kickoff + realOffset(GAME_SECONDS / 2)));
    const bestBall = l.data.config.bestLineup;
    return { scores, starters: (fid) => (bestBall ? l.bestLineupBy(fid, week, scores) : l.starters(fid, week)) };
  }
  // Games are in kickoff order: the first opens the week, the last (Monday night) is alone.
  const now = (moment === "kickoff" ? games[0] : games[games.length - 1]).kickoff - 1;
  return { scores: l.weekScores(week, now), starters: (fid) => l.starters(fid, week, now) };
}

function sideAt(l: FantasyLeague, week: number, fid: string, view: WeekView): SideOutlook {
  const { precision } = l.data.config;
  const scale = 10 ** precision;
  let score = 0;
  const players: SideOutlook["players"] = [];
  for (const id of view.starters(fid)) {
    const s = view.scores.get(id);
    const player = l.season.byMfl.get(id);
    if (!s || !player) continue;
    score += (s.units ?? 0) / scale;
    const projection = l.projection(player, week);
    players.push({
      position: player.pos,
      projection: projection === null ? 0 : toUnits(projection, precision) / scale,
      fractionLeft: s.game === "pre" ? 1 : s.game === "live" ? s.secondsRemaining / GAME_SECONDS : 0,
    });
  }
  return { score, players };
}

/** End of the week: its last game over. */
function weekEnd(l: FantasyLeague, week: number): number {
  const games = l.season.gamesByWeek[week];
  return games[games.length - 1].kickoff + realOffset(GAME_SECONDS);
}

/** The season's weekly scores per player before `week`, as the product stores playerScores (unscored weeks left out). */
class ScoreHistory {
  private readonly players = new Map<string, { position: string; weekly: number[] }>();
  constructor(private readonly l: FantasyLeague) {}

  add(week: number): void {
    const scale = 10 ** this.l.data.config.precision;
    for (const [id, s] of this.l.weekScores(week, weekEnd(this.l, week))) {
      if (s.units === null) continue;
      const player = this.l.season.byMfl.get(id);
      if (!player) continue;
      let h = this.players.get(id);
      if (!h) this.players.set(id, (h = { position: player.pos, weekly: [] }));
      h.weekly.push(s.units / scale);
    }
  }

  spreads(): SpreadModel {
    return estimateSpreads([...this.players.values()]);
  }
}

const sign = (x: number) => (x > 1e-9 ? 1 : x < -1e-9 ? 0 : 0.5);

/** Every matchup of every week with games (regular season and playoff rounds), at every moment. */
export function matchupForecasts(l: FantasyLeague, seasonEnd: number): MatchupForecast[] {
  const c = l.data.config;
  const out: MatchupForecast[] = [];
  const history = new ScoreHistory(l);
  for (let week = c.startWeek ?? 1; week <= c.endWeek; week++) {
    const spreads = history.spreads();
    const { pairs } = l.matchups(week, seasonEnd);
    // The moments before the outcome: the simulator keeps a week's final scores for good once
    // asked for them (its clock only moves forward), so an earlier instant read after would be final.
    const forecasts: { a: string; b: string; moment: Moment; p: number; leader: number }[] = [];
    for (const moment of pairs.length ? MOMENTS : []) {
      const view = viewAt(l, week, moment);
      for (const [a, b] of pairs) {
        const sa = sideAt(l, week, a, view);
        const sb = sideAt(l, week, b, view);
        const lead = moment === "kickoff"
          ? finalScoreDistribution(sa, spreads).mean - finalScoreDistribution(sb, spreads).mean
          : sa.score - sb.score;
        forecasts.push({ a, b, moment, p: winProbability(sa, sb, spreads), leader: sign(lead) });
      }
    }
    const end = weekEnd(l, week);
    const final = (fid: string) => l.franchiseWeek(fid, week, end).units;
    for (const { a, b, ...f } of forecasts) out.push({ league: c.id, week, ...f, outcome: sign(final(a) - final(b)) });
    history.add(week);
  }
  return out;
}
