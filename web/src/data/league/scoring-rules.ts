import type { ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';

// The rules every scoring screen shares (League Scoring, League Matchups, Live Scoring; spec 02
// §4, §9): a player's status, time remaining, the leader, a close matchup, the winner.

/** Weeks the league screens offer (spec 02 §9). */
export const SCORING_LAST_WEEK = 17;

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
