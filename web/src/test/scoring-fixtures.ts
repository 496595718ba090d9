import type { ScoringPlayer, ScoringTeam } from '@contracts/mfl-scoring.ts';

// Scoring answers for the screens' tests (League Scoring, League Matchups, Live Scoring).

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

export function leagueAnswer(week: number, matchups: { teams: ScoringTeam[] }[], leagueName = 'Gridiron Gazette League') {
  return { success: true, week, leagueName, matchups, ...FRESH };
}

export function personalAnswer(week: number, yourTeam: ScoringTeam, opponent: ScoringTeam | null, leagueName = 'Gridiron Gazette League') {
  return { success: true, week, leagueName, yourTeam, opponent, opponents: opponent ? [opponent] : [], ...FRESH };
}
