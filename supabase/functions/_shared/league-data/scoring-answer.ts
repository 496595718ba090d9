import { DEFAULT_WEEK_RANGE } from "../contracts/league-weeks.ts";
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

/** Head-to-head or total points, and best ball, as the snapshot says (weeks stored before it knew: head-to-head). */
function leagueKind(snapshot: ScoringSnapshot) {
  return { headToHead: snapshot.headToHead ?? true, bestBall: snapshot.bestBall ?? false };
}

/**
 * Every matchup of the week with both teams (a franchise playing two games is in two). Without
 * pairings: in a total-points league every franchise alone; in a head-to-head league only the
 * franchises MFL's schedule has against an opponent still to be decided, alone and marked
 * undecided (TBD), never against themselves; the others have no game this week.
 */
export function leagueAnswer(snapshot: ScoringSnapshot) {
  const team = teamBuilder(snapshot);
  const live = snapshot.live;
  const kind = leagueKind(snapshot);
  const undecided = undecidedIds(snapshot);
  const matchups = live.matchups.length > 0
    ? live.matchups.map((m) => uniqueById(m.franchises)).map((teams) => ({ teams: teams.map(team), undecided: teams.length < 2 }))
    : kind.headToHead
    ? uniqueFranchises(live).filter((f) => undecided.has(f.id)).map((f) => ({ teams: [team(f)], undecided: true }))
    : uniqueFranchises(live).map((f) => ({ teams: [team(f)], undecided: false }));
  return {
    week: snapshot.week,
    leagueName: snapshot.leagueName,
    matchups,
    ...kind,
    weeks: snapshot.weeks ?? DEFAULT_WEEK_RANGE,
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
  const kind = leagueKind(snapshot);
  return {
    week: snapshot.week,
    leagueName: snapshot.leagueName,
    yourTeam: team(mine),
    opponent: opponents[0] ?? null,
    opponents,
    opponentUndecided: kind.headToHead && opponents.length === 0 && undecidedIds(snapshot).has(franchiseId),
    rank: weekRank(live, mine),
    ...kind,
  };
}

/** Each franchise once (in a two-game week MFL lists a franchise in both its matchups). */
function uniqueFranchises(live: ScoringSnapshot["live"]): LiveFranchise[] {
  return uniqueById(live.franchises);
}

function uniqueById(franchises: LiveFranchise[]): LiveFranchise[] {
  return franchises.filter((f, i, all) => all.findIndex((o) => o.id === f.id) === i);
}

/** Franchises whose opponent is still to be decided: by MFL's schedule, or a matchup listing one franchise against itself. */
function undecidedIds(snapshot: ScoringSnapshot): Set<string> {
  const selfMatched = snapshot.live.matchups.map((m) => uniqueById(m.franchises)).filter((teams) => teams.length === 1).map(([f]) => f.id);
  return new Set([...(snapshot.undecided ?? []), ...selfMatched]);
}

/** A franchise's place by this week's points among the league's (ties share the better place). */
function weekRank(live: ScoringSnapshot["live"], mine: LiveFranchise): { place: number; of: number } {
  const all = uniqueFranchises(live);
  const of = Math.max(all.length, 1);
  return { place: Math.min(of, 1 + all.filter((f) => f.id !== mine.id && f.score > mine.score).length), of };
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
