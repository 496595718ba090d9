import type { ScoringMatchup, ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';

// Scoring answers for the screens' tests (League Scoring, League Matchups, Live Scoring, Dashboard).

export function player(id: string, name: string, points: number, flags: Partial<ScoringPlayer> = {}): ScoringPlayer {
  const base = {
    position: 'WR',
    team: 'KCC',
    gameSecondsRemaining: 0,
    isPlaying: false,
    hasPlayed: false,
    isBye: false,
    projectedPoints: null,
    kickoff: null,
  };
  return { ...base, id, name, points, ...flags };
}

export function team(franchiseId: string, franchiseName: string, totalPoints: number, extra: Partial<ScoringTeam> = {}): ScoringTeam {
  return { franchiseId, franchiseName, totalPoints, projectedPoints: null, gameSecondsRemaining: 0, starters: [], bench: [], ...extra };
}

export const FRESH = {
  updatedAt: '2026-11-22T18:30:00Z',
  nextUpdateAt: null,
  final: false,
  stale: false,
};

/** A head-to-head league that is not best ball (the standard leagues). */
export const HEAD_TO_HEAD = { headToHead: true, bestBall: false };

type MatchupLike = { teams: ScoringTeam[] } & Partial<ScoringMatchup>;

export function leagueAnswer(week: number, matchups: MatchupLike[], leagueName = 'Gridiron Gazette League', extra: Record<string, unknown> = {}) {
  return {
    success: true,
    week,
    leagueName,
    matchups: matchups.map((m) => ({ undecided: false, ...m })),
    ...HEAD_TO_HEAD,
    weeks: { first: 1, last: 17 },
    ...FRESH,
    ...extra,
  };
}

export function personalAnswer(
  week: number,
  yourTeam: ScoringTeam,
  opponent: ScoringTeam | null,
  leagueName = 'Gridiron Gazette League',
  extra: Record<string, unknown> = {},
) {
  return {
    success: true,
    week,
    leagueName,
    yourTeam,
    opponent,
    opponents: opponent ? [opponent] : [],
    opponentUndecided: false,
    rank: { place: 1, of: 12 },
    ...HEAD_TO_HEAD,
    ...FRESH,
    ...extra,
  };
}
