// Live win probability of a head-to-head matchup (README "Win probability"): the points still to
// come are, for each player still to play or playing, his projection pro-rated by his game's time
// left; their spread grows with his projection (a position's weekly scores spread in proportion to
// their mean) and shrinks with the time left (variance ∝ time left, as for a sum of many small
// plays); the two sides' totals are normal, so P(A wins) = Φ((lead + expected rest) / spread).
import { normalCdf } from "./normal.ts";

export interface PlayerOutlook {
  position: string;
  /** Points projected for his whole game (MFL projectedScores, the league's own scoring). */
  projection: number;
  /** Share of his game still to play: 1 before kickoff, 0 once it is over or on a bye. */
  fractionLeft: number;
}

export interface SideOutlook {
  score: number;
  /** The side's starters (bench players do not score). */
  players: PlayerOutlook[];
}

/** How widely a player's weekly score spreads around its mean, per position. */
export interface SpreadModel {
  /** Standard deviation ÷ mean of a position's weekly scores. */
  ratio: Record<string, number>;
  /** Used for positions the season has too few scores of. */
  defaultRatio: number;
  /** The least standard deviation of a whole game (a low projection still has some spread). */
  floor: number;
}

/** Before the season says anything: weekly fantasy scores spread by about 60 % of their mean. */
export const DEFAULT_SPREADS: SpreadModel = { ratio: {}, defaultRatio: 0.6, floor: 2 };

/** The standard deviation of one player's whole game. */
export function playerSpread(model: SpreadModel, player: Pick<PlayerOutlook, "position" | "projection">): number {
  const ratio = model.ratio[player.position] ?? model.defaultRatio;
  return Math.max(model.floor, ratio * Math.max(0, player.projection));
}

/** Mean and variance of the points a side will end with. */
export function finalScoreDistribution(side: SideOutlook, model: SpreadModel): { mean: number; variance: number } {
  let mean = side.score;
  let variance = 0;
  for (const p of side.players) {
    const left = Math.min(1, Math.max(0, p.fractionLeft));
    if (left === 0) continue;
    mean += p.projection * left;
    variance += playerSpread(model, p) ** 2 * left;
  }
  return { mean, variance };
}

/** P(side a finishes ahead of side b); a tie counts half. */
export function winProbability(a: SideOutlook, b: SideOutlook, model: SpreadModel = DEFAULT_SPREADS): number {
  const da = finalScoreDistribution(a, model);
  const db = finalScoreDistribution(b, model);
  const lead = da.mean - db.mean;
  const sd = Math.sqrt(da.variance + db.variance);
  if (sd < 1e-9) return lead > 1e-9 ? 1 : lead < -1e-9 ? 0 : 0.5;
  return normalCdf(lead / sd);
}

/**
 * The spread per position from the season's weekly scores: for every player with at least
 * `minWeeks` scores, his weekly standard deviation and mean; a position's ratio is Σ sd ÷ Σ mean
 * over its players (players who score more weigh more, as they do in a lineup). Positions with
 * fewer than `minPlayers` such players keep the default.
 */
export function estimateSpreads(
  players: { position: string; weekly: number[] }[],
  { minWeeks = 3, minPlayers = 5 } = {},
): SpreadModel {
  const sums = new Map<string, { sd: number; mean: number; n: number }>();
  for (const p of players) {
    if (p.weekly.length < minWeeks) continue;
    const mean = p.weekly.reduce((s, x) => s + x, 0) / p.weekly.length;
    if (mean <= 0) continue;
    const sd = Math.sqrt(p.weekly.reduce((s, x) => s + (x - mean) ** 2, 0) / (p.weekly.length - 1));
    const acc = sums.get(p.position) ?? { sd: 0, mean: 0, n: 0 };
    sums.set(p.position, { sd: acc.sd + sd, mean: acc.mean + mean, n: acc.n + 1 });
  }
  const ratio: Record<string, number> = {};
  for (const [position, s] of sums) if (s.n >= minPlayers && s.mean > 0) ratio[position] = s.sd / s.mean;
  return { ...DEFAULT_SPREADS, ratio };
}
