// The live win probability of a scoring answer's matchups (README "Win probability"): each team's
// starters as win-probability.ts reads them. A player still to play counts his whole projection, one
// playing the share of it his game has left (MFL's game seconds), one done or on a bye nothing more.
// Before any kickoff this is the pre-game probability from the projections alone.
import { GAME_SECONDS } from "../mfl/live-scoring.ts";
import { type PlayerOutlook, type SideOutlook, type SpreadModel, winProbability } from "./win-probability.ts";

/** What the model reads of a scoring answer's team (contracts/mfl-scoring.ts ScoringTeam). */
export interface ScoredTeam {
  totalPoints: number;
  starters: {
    position: string;
    projectedPoints: number | null;
    gameSecondsRemaining: number;
    isPlaying: boolean;
    hasPlayed: boolean;
    isBye: boolean;
  }[];
}

/** Share of a starter's game still to play: 1 before kickoff, MFL's seconds left while on, 0 after or on a bye. */
export function fractionLeft(p: ScoredTeam["starters"][number]): number {
  if (p.isBye || p.hasPlayed) return 0;
  if (p.isPlaying) return Math.min(1, Math.max(0, p.gameSecondsRemaining / GAME_SECONDS));
  return 1;
}

export function sideOutlook(team: ScoredTeam): SideOutlook {
  const players: PlayerOutlook[] = team.starters.map((p) => ({
    position: p.position,
    projection: p.projectedPoints ?? 0,
    fractionLeft: fractionLeft(p),
  }));
  return { score: team.totalPoints, players };
}

/** P(`team` beats `opponent`), to three decimals (a finer figure would claim more than the model knows). */
export function matchupProbability(team: ScoredTeam, opponent: ScoredTeam, model: SpreadModel): number {
  return Math.round(winProbability(sideOutlook(team), sideOutlook(opponent), model) * 1000) / 1000;
}

/** A league answer's matchups, each team of a two-team matchup with its chance of winning it. */
export function withLeagueOdds<T extends ScoredTeam, M extends { teams: T[] }>(matchups: M[], model: SpreadModel): M[] {
  return matchups.map((m) => {
    if (m.teams.length !== 2) return m;
    const [a, b] = m.teams;
    const p = matchupProbability(a, b, model);
    return { ...m, teams: [{ ...a, winProbability: p }, { ...b, winProbability: complement(p) }] };
  });
}

/**
 * A personal answer with each opponent's chance of beating the caller's team and, when it has one
 * opponent, the team's own (a team playing two games a week has a chance per game: the SPA reads it
 * as one minus the opponent's).
 */
export function withPersonalOdds<T extends ScoredTeam, A extends { yourTeam: T; opponent: T | null; opponents: T[] }>(answer: A, model: SpreadModel): A {
  const opponents = answer.opponents.map((o) => ({ ...o, winProbability: matchupProbability(o, answer.yourTeam, model) }));
  const yourTeam = opponents.length === 1 ? { ...answer.yourTeam, winProbability: complement(opponents[0].winProbability) } : answer.yourTeam;
  return { ...answer, yourTeam, opponent: opponents[0] ?? null, opponents };
}

function complement(p: number): number {
  return Math.round((1 - p) * 1000) / 1000;
}
