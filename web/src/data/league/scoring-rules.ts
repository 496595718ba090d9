import type { PersonalScoringResponse, ScoringMatchup, ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';
import { ordinal } from '@/lib/format';

// The rules every scoring screen shares (League Scoring, League Matchups, Live Scoring, the
// dashboard; spec 02 §4, §9): a player's status, time remaining, the leader, a close matchup, the
// winner, and what a league of another kind shows instead (two games, TBD, total points).

/** An opponent still to be decided (a playoff week before its bracket is set). */
export const TBD = 'TBD';

/** Best ball: the starters shown are the ones MFL picked, not the owners. */
export const BEST_BALL_NOTE = 'Best ball league: MFL starts each team’s best lineup by points.';

/** Spec 02 §9: a matchup is close while the points gap is under 5. */
export const CLOSE_GAP = 5;

type Seconds = Pick<ScoringTeam, 'gameSecondsRemaining'>;
type Points = Pick<ScoringTeam, 'franchiseId' | 'totalPoints'>;

/** The teams' game seconds left, in whole minutes rounded up (the last seconds still read 1); 0 when none is left. */
export function minutesLeft(teams: readonly Seconds[]): number {
  const seconds = teams.reduce((sum, team) => sum + Math.max(0, team.gameSecondsRemaining), 0);
  return Math.ceil(seconds / 60);
}

/** League Scoring's time remaining (spec 02 §4, §9): 'Final' when no seconds remain, otherwise whole minutes. */
export function timeRemaining(teams: readonly Seconds[]): string {
  const minutes = minutesLeft(teams);
  return minutes === 0 ? 'Final' : `${minutes} min remaining`;
}

/** League Matchups' summary (spec 02 §2): minutes left, or 'Completed'. */
export function matchupClock(teams: readonly Seconds[]): string {
  const minutes = minutesLeft(teams);
  return minutes === 0 ? 'Completed' : `${minutes} min left`;
}

export type PlayerStatus = 'LIVE' | 'FINAL' | 'PENDING' | 'BYE';

/**
 * Spec 02 §4: LIVE if playing, FINAL if played, otherwise PENDING; a player whose team is on a bye
 * is neither (BYE), whatever his 0 seconds would suggest.
 */
export function playerStatus(player: Pick<ScoringPlayer, 'isBye' | 'isPlaying' | 'hasPlayed'>): PlayerStatus {
  if (player.isBye) return 'BYE';
  if (player.isPlaying) return 'LIVE';
  if (player.hasPlayed) return 'FINAL';
  return 'PENDING';
}

export const STATUS_COLORS: Record<PlayerStatus, string> = { LIVE: 'green', FINAL: 'blue', PENDING: 'gray', BYE: 'yellow' };

/** Points with two decimals ('102.40'). */
export function formatPoints(points: number): string {
  return points.toFixed(2);
}

/** The points gap of a two-team matchup; null for a team without an opponent. */
export function pointsGap(teams: readonly Points[]): number | null {
  if (teams.length < 2) return null;
  return Math.abs(teams[0].totalPoints - teams[1].totalPoints);
}

/** A 'CLOSE' matchup: two teams less than CLOSE_GAP points apart. */
export function isClose(teams: readonly Points[]): boolean {
  const gap = pointsGap(teams);
  return gap !== null && gap < CLOSE_GAP;
}

/** The team ahead (null when tied at two decimals or without an opponent): the winner once the matchup is over. */
export function leader<T extends Points>(teams: readonly T[]): T | null {
  const gap = pointsGap(teams);
  if (gap === null || formatPoints(gap) === '0.00') return null;
  return teams[0].totalPoints > teams[1].totalPoints ? teams[0] : teams[1];
}

/**
 * The matchup footer, spec 02 §2's exact text: 'Team {id} leads by {x} points' or 'Tied game' (equal at two decimals);
 * nothing for a matchup without two teams.
 */
export function leaderText(teams: readonly Points[]): string | null {
  const gap = pointsGap(teams);
  if (gap === null) return null;
  const ahead = leader(teams);
  return ahead ? `Team ${ahead.franchiseId} leads by ${formatPoints(gap)} points` : 'Tied game';
}

/** 'Updated: 7:42:05 PM' from MFL's timestamp, in the viewer's locale; nothing for an unreadable one. */
export function updatedText(updatedAt: string): string | null {
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Updated: ${date.toLocaleTimeString()}`;
}

/**
 * The user's games this week (personal answer): one matchup per opponent (two in a league that
 * plays two games a week), else the team alone: undecided (TBD) or without an opponent.
 */
export function personalMatchups(answer: Pick<PersonalScoringResponse, 'yourTeam' | 'opponents' | 'opponentUndecided'>): ScoringMatchup[] {
  if (answer.opponents.length > 0) return answer.opponents.map((opponent) => ({ teams: [yourSide(answer.yourTeam, opponent), opponent], undecided: false }));
  return [{ teams: [answer.yourTeam], undecided: answer.opponentUndecided }];
}

/** The caller's team in one of its games, with its chance in that game (one minus the opponent's). */
function yourSide(yourTeam: ScoringTeam, opponent: ScoringTeam): ScoringTeam {
  if (opponent.winProbability === undefined) return yourTeam;
  return { ...yourTeam, winProbability: Math.round((1 - opponent.winProbability) * 1000) / 1000 };
}

/** A total-points league's week: its teams by points, best first (each team once). */
export function byPoints(matchups: readonly ScoringMatchup[]): ScoringTeam[] {
  const teams = matchups.flatMap((m) => m.teams).filter((team, i, all) => all.findIndex((t) => t.franchiseId === team.franchiseId) === i);
  return teams.sort((a, b) => b.totalPoints - a.totalPoints);
}

/** Places by points, ties sharing the better place: [1, 2, 2, 4]. */
export function placesByPoints(teams: readonly ScoringTeam[]): number[] {
  return teams.map((team) => 1 + teams.filter((other) => other.totalPoints > team.totalPoints).length);
}

/** '3rd of 12 this week': where a team of a total-points league stands. */
export function weekRankText(rank: { place: number; of: number }): string {
  return `${ordinal(rank.place)} of ${rank.of} this week`;
}
