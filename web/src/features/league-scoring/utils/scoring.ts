import type { ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';

/** Weeks the league screens offer (spec 02 §9). */
export const SCORING_LAST_WEEK = 17;

/**
 * A matchup's time remaining (spec 02 §9): the teams' game seconds left, in whole minutes
 * (rounded up, so the last seconds still read '1 min'), or 'Final' once none is left.
 */
export function timeRemaining(teams: readonly Pick<ScoringTeam, 'gameSecondsRemaining'>[]): string {
  const seconds = teams.reduce((sum, team) => sum + Math.max(0, team.gameSecondsRemaining), 0);
  if (seconds <= 0) return 'Final';
  return `${Math.ceil(seconds / 60)} min remaining`;
}

export type PlayerStatus = 'LIVE' | 'FINAL' | 'PENDING' | 'BYE';

/** A player's game: on a bye, on now (LIVE), over (FINAL), or not started (PENDING). */
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

/**
 * The matchup footer, spec 02 §2's exact text: 'Team {id} leads by {x} points' or 'Tied game' (equal at two decimals);
 * nothing for a matchup without two teams.
 */
export function leaderText(teams: readonly Pick<ScoringTeam, 'franchiseId' | 'totalPoints'>[]): string | null {
  if (teams.length < 2) return null;
  const [a, b] = teams;
  const gap = Math.abs(a.totalPoints - b.totalPoints);
  if (formatPoints(gap) === '0.00') return 'Tied game';
  const leader = a.totalPoints > b.totalPoints ? a : b;
  return `Team ${leader.franchiseId} leads by ${formatPoints(gap)} points`;
}

/** 'Updated: 7:42:05 PM' from MFL's timestamp, in the viewer's locale; nothing for an unreadable one. */
export function updatedText(updatedAt: string): string | null {
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Updated: ${date.toLocaleTimeString()}`;
}
