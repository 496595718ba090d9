import type { ScoringPlayer, ScoringTeam } from "../contracts/mfl-scoring.ts";
import { GAME_SECONDS, type LiveFranchise, type LivePlayer } from "../mfl/live-scoring.ts";
import type { WeekGame } from "./nfl-week.ts";
import type { ScoringSnapshot } from "./week-scores.ts";

// The scoring answers (spec 02 §3 "Scoring response league and personal") built from a week's
// snapshot: pure, so the live path and a stored finished week answer alike.

/** A player's game this week: on a bye, on now, over, or still to come. */
export interface PlayerGameState {
  isBye: boolean;
  isPlaying: boolean;
  hasPlayed: boolean;
}

/** NFL "teams" that play no game: free agents. */
const NO_TEAM = /^(|FA\*?)$/;

/**
 * What MFL's seconds mean for one player (reference §5.6: 3600 before his game, counting down
 * during it, 0 once it is over or when his team is on a bye), told apart with the week's schedule:
 *  - his team has no game this week (the bye weeks, or absent from the week's games): BYE, never
 *    live, pending or final;
 *  - seconds between 0 and 3600: LIVE;
 *  - 0 seconds: FINAL when his game is not still to come by the schedule;
 *  - a player whose team we do not know (missing from MFL's player database) with 0 seconds is
 *    FINAL only when he scored (he played) or every game of the week is over; otherwise his 0 may be
 *    a bye, so he is not shown FINAL.
 */
export function playerGameState(
  seconds: number,
  points: number,
  team: string | undefined,
  week: { games: WeekGame[] | null; byeTeams: ReadonlySet<string>; final: boolean },
): PlayerGameState {
  const known = team !== undefined && !NO_TEAM.test(team);
  const game = known ? week.games?.find((g) => g.teams.includes(team)) : undefined;
  const isBye = known && (week.byeTeams.has(team) || (!!week.games && week.games.length > 0 && !game));
  if (isBye) return { isBye: true, isPlaying: false, hasPlayed: false };
  if (seconds > 0 && seconds < GAME_SECONDS) return { isBye: false, isPlaying: true, hasPlayed: false };
  if (seconds > 0) return { isBye: false, isPlaying: false, hasPlayed: false };
  const hasPlayed = known ? game?.status !== "scheduled" : points !== 0 || week.final;
  return { isBye: false, isPlaying: false, hasPlayed };
}

/** Every matchup of the week with both teams; a flat list of franchises (no pairings) one each. */
export function leagueAnswer(snapshot: ScoringSnapshot) {
  const team = teamBuilder(snapshot);
  const live = snapshot.live;
  const pairings = live.matchups.length > 0 ? live.matchups : live.franchises.map((f) => ({ franchises: [f] }));
  return {
    week: snapshot.week,
    leagueName: snapshot.leagueName,
    matchups: pairings.map((m) => ({ teams: m.franchises.map(team) })),
  };
}

/**
 * The caller's franchise and its opponents this week: one in most leagues, two in a league that
 * plays two games a week (a franchise in two matchups), none in a week without pairings.
 * `opponent` is the first of them, as spec 02 §3 names it.
 */
export function personalAnswer(snapshot: ScoringSnapshot, franchiseId: string) {
  const team = teamBuilder(snapshot);
  const live = snapshot.live;
  const mine = live.franchises.find((f) => f.id === franchiseId) ?? emptyFranchise(franchiseId);
  const opponents = live.matchups
    .filter((m) => m.franchises.some((f) => f.id === franchiseId))
    .flatMap((m) => m.franchises.filter((f) => f.id !== franchiseId))
    .filter((f, i, all) => all.findIndex((o) => o.id === f.id) === i)
    .map(team);
  return { week: snapshot.week, leagueName: snapshot.leagueName, yourTeam: team(mine), opponent: opponents[0] ?? null, opponents };
}

function emptyFranchise(id: string): LiveFranchise {
  return { id, isHome: null, score: 0, gameSecondsRemaining: 0, playersCurrentlyPlaying: 0, playersYetToPlay: 0, players: [] };
}

function teamBuilder(snapshot: ScoringSnapshot): (f: LiveFranchise) => ScoringTeam {
  const week = { games: snapshot.games, byeTeams: new Set(snapshot.byeTeams), final: snapshot.final };
  const player = (p: LivePlayer): ScoringPlayer => {
    const known = snapshot.players[p.id];
    const game = known ? snapshot.games?.find((g) => g.teams.includes(known.team)) : undefined;
    return {
      id: p.id,
      name: known?.name ?? `Player ${p.id}`,
      position: known?.position ?? "",
      team: known?.team ?? "",
      points: p.score,
      gameSecondsRemaining: p.gameSecondsRemaining,
      ...playerGameState(p.gameSecondsRemaining, p.score, known?.team, week),
      projectedPoints: snapshot.projections?.[p.id] ?? null,
      kickoff: game?.kickoff ? new Date(game.kickoff * 1000).toISOString() : null,
    };
  };
  return (f) => {
    const starters = f.players.filter((p) => p.isStarter).map(player);
    return {
      franchiseId: f.id,
      franchiseName: snapshot.franchiseNames[f.id] ?? `Team ${f.id}`,
      totalPoints: f.score,
      projectedPoints: snapshot.projections ? round2(starters.reduce((sum, p) => sum + (p.projectedPoints ?? 0), 0)) : null,
      gameSecondsRemaining: f.gameSecondsRemaining,
      starters,
      bench: f.players.filter((p) => !p.isStarter).map(player),
    };
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
